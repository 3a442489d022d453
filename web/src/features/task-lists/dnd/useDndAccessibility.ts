import type { Active, Announcements, Over } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The dragged or hovered item's title: every sortable of ours puts its title in its data. */
const titleOf = (item: Active | Over | null) =>
  String((item?.data.current as { title?: unknown } | undefined)?.title ?? "");

/**
 * What screen readers hear while something is moved with the keyboard, in the reader's language: the
 * `dnd.*` texts of the namespace `ns` (task-lists for tasks and lists, sub-tasks for sub-tasks).
 */
export function useDndAccessibility(ns = "task-lists") {
  const { t } = useTranslation(ns);
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
