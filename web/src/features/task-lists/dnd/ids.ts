import type { UniqueIdentifier } from "@dnd-kit/core";

/** Draggables and droppables on the board: lists, tasks, and each list's drop area (for empty lists). */
export type DndItem = { type: "list" | "task" | "drop"; id: number };

export const dndId = (type: DndItem["type"], id: number) => `${type}-${id}`;

export function parseDndId(value: UniqueIdentifier): DndItem | null {
  const match = /^(list|task|drop)-(\d+)$/.exec(String(value));
  return match ? { type: match[1] as DndItem["type"], id: Number(match[2]) } : null;
}

/** What each draggable and droppable carries in `data`, for collisions and announcements. */
export type DndData = { type: DndItem["type"]; listId: number; title: string };
