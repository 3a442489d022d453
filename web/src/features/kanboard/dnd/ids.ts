import type { UniqueIdentifier } from "@dnd-kit/core";

/** Draggables and droppables of the board: columns, cards, and each column's card area (for empty columns). */
export type KanbanItem = { type: "column" | "card" | "area"; id: number };

export const kanbanId = (type: KanbanItem["type"], id: number) => `${type}-${id}`;

export function parseKanbanId(value: UniqueIdentifier | null | undefined): KanbanItem | null {
  const match = /^(column|card|area)-(\d+)$/.exec(String(value ?? ""));
  return match ? { type: match[1] as KanbanItem["type"], id: Number(match[2]) } : null;
}

/**
 * What each draggable and droppable carries: its kind, its column, its title, and where it is in words
 * (`place`, what screen readers hear: "next to “Fix the login” in Done").
 */
export type KanbanData = { type: KanbanItem["type"]; columnId: number; title: string; place: string };
