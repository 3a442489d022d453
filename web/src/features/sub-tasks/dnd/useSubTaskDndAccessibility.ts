import type { Announcements } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type Titled = { data: { current?: Record<string, unknown> } } | null;
const titleOf = (item: Titled) => String(item?.data.current?.title ?? "");

/** What screen readers hear while a sub-task is moved with the keyboard (as the task lists' board does). */
export function useSubTaskDndAccessibility() {
  const { t } = useTranslation("sub-tasks");
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("dnd.picked", { title: titleOf(active) }),
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id ? t("dnd.over", { title: titleOf(active), target: titleOf(over) }) : undefined,
      onDragEnd: ({ active }) => t("dnd.dropped", { title: titleOf(active) }),
      onDragCancel: ({ active }) => t("dnd.cancelled", { title: titleOf(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } };
  }, [t]);
}
