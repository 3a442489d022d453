import {
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DroppableContainer,
  pointerWithin,
} from "@dnd-kit/core";
import type { DndData } from "./ids";

const typeOf = (c: DroppableContainer) => (c.data.current as DndData | undefined)?.type;
const listOf = (c: DroppableContainer) => (c.data.current as DndData | undefined)?.listId;

/**
 * Lists collide only with lists. A task goes to the list area under the pointer, then to the nearest
 * task of that list (or the empty area itself); with the keyboard there is no pointer, so the nearest
 * task or area wins.
 */
export const boardCollision: CollisionDetection = (args) => {
  const enabled = args.droppableContainers;
  if ((args.active.data.current as DndData | undefined)?.type === "list") {
    return closestCenter({ ...args, droppableContainers: enabled.filter((c) => typeOf(c) === "list") });
  }
  const areas = enabled.filter((c) => typeOf(c) === "drop");
  const tasks = enabled.filter((c) => typeOf(c) === "task");
  if (args.pointerCoordinates) {
    const [under] = pointerWithin({ ...args, droppableContainers: areas });
    if (under) {
      const listId = listOf(areas.find((a) => a.id === under.id) as DroppableContainer);
      const inList = tasks.filter((c) => listOf(c) === listId);
      return inList.length > 0 ? closestCenter({ ...args, droppableContainers: inList }) : [under];
    }
  }
  return closestCorners({ ...args, droppableContainers: [...tasks, ...areas] });
};
