import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DroppableContainer,
  pointerWithin,
} from "@dnd-kit/core";
import type { KanbanData } from "./ids";

const dataOf = (c: DroppableContainer) => c.data.current as KanbanData | undefined;

/**
 * Columns collide only with columns. A card goes to the column under the pointer, then to the nearest card
 * there (or the empty area itself); with the keyboard there is no pointer, so the nearest card or area wins,
 * which the arrow keys pick by direction (left and right: the next column).
 */
export const kanbanCollision: CollisionDetection = (args) => {
  const enabled = args.droppableContainers;
  if ((args.active.data.current as KanbanData | undefined)?.type === "column") {
    return closestCenter({ ...args, droppableContainers: enabled.filter((c) => dataOf(c)?.type === "column") });
  }
  const areas = enabled.filter((c) => dataOf(c)?.type === "area");
  const cards = enabled.filter((c) => dataOf(c)?.type === "card");
  if (args.pointerCoordinates) {
    const [under] = pointerWithin({ ...args, droppableContainers: areas });
    if (under) {
      const columnId = dataOf(areas.find((a) => a.id === under.id) as DroppableContainer)?.columnId;
      const inColumn = cards.filter((c) => dataOf(c)?.columnId === columnId);
      return inColumn.length > 0 ? closestCenter({ ...args, droppableContainers: inColumn }) : [under];
    }
  }
  return closestCorners({ ...args, droppableContainers: [...cards, ...areas] });
};
