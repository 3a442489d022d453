import type { Active, Announcements, Over } from "@dnd-kit/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

type Named = { title?: unknown; place?: unknown } | undefined;

/** The dragged or hovered item's title: every sortable of ours puts its title in its data. */
const titleOf = (item: Active | Over | null) => String((item?.data.current as Named)?.title ?? "");

/** Where a hovered item is, when its data says more than its title (a card: its title and its column). */
const placeOf = (item: Over | null) => {
  const place = (item?.data.current as Named)?.place;
  return place === undefined ? undefined : String(place);
};

/**
 * What screen readers hear while something is moved with the keyboard, in the reader's language: the
 * `dnd.*` texts of the namespace `ns` (task-lists for tasks and lists, sub-tasks for sub-tasks, kanboard for
 * cards and columns). An item whose data has a `place` is announced by it, and the drop says where
 * (`dnd.droppedAt`).
 */
export function useDndAccessibility(ns = "task-lists") {
  const { t } = useTranslation(ns);
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("dnd.picked", { title: titleOf(active) }),
      // Over itself (just picked up) says nothing new, so "Picked up" is what is heard.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? t("dnd.over", { title: titleOf(active), target: placeOf(over) ?? titleOf(over) })
          : undefined,
      onDragEnd: ({ active, over }) => {
        const place = placeOf(over);
        return place === undefined
          ? t("dnd.dropped", { title: titleOf(active) })
          : t("dnd.droppedAt", { title: titleOf(active), target: place });
      },
      onDragCancel: ({ active }) => t("dnd.cancelled", { title: titleOf(active) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } };
  }, [t]);
}
