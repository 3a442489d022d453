import type { Active, Announcements, Over } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DndData } from "./ids";

const titleOf = (item: Active | Over | null) => (item?.data.current as DndData | undefined)?.title ?? "";

/** What screen readers hear while a task or list is moved with the keyboard, in the reader's language. */
export function useDndAccessibility() {
  const { t } = useTranslation("task-lists");
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("dnd.picked", { title: titleOf(active) }),
      // Over itself (just picked up) says nothing new, so "Picked up" is what is heard.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id ? t("dnd.over", { title: titleOf(active), target: titleOf(over) }) : undefined,
      onDragEnd: ({ active }) => t("dnd.dropped", { title: titleOf(active) }),
      onDragCancel: ({ active }) => t("dnd.cancelled", { title: titleOf(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } };
  }, [t]);
}
