import type { DragEndEvent, DragOverEvent, DragStartEvent } from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import { useMemo, useRef, useState } from "react";
import { type Arrangement, arrangementOf } from "../board-cache";
import { useColumnWrites, useMoveCards } from "../hooks";
import type { Card, Column } from "../types";
import { parseKanbanId } from "./ids";

type Drag =
  | { kind: "card"; cardId: number; from: number; arrangement: Arrangement }
  | { kind: "column"; columnId: number };

const columnOf = (arrangement: Arrangement, id: string | number): number | undefined => {
  const item = parseKanbanId(id);
  if (!item) return undefined;
  if (item.type === "area") return item.id;
  if (item.type !== "card") return undefined;
  const found = Object.entries(arrangement).find(([, ids]) => ids.includes(item.id));
  return found ? Number(found[0]) : undefined;
};

/**
 * Drag and drop on the board, by pointer or keyboard: cards within and across columns, and columns. While a
 * card is dragged its columns are rearranged here (so the gap opens where it will land); the drop sends
 * task-order with the target column's cards in their new order (useMoveCards shows it at once and takes it
 * back if the server refuses).
 */
export function useKanbanDnd(projectId: number, board: Column[]) {
  const move = useMoveCards(projectId);
  const { order } = useColumnWrites(projectId);
  const [drag, setDragState] = useState<Drag | null>(null);
  // The dragged card's column as it is now, for the keyboard's left and right (keyboard.ts).
  const current = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    current.current = next;
    setDragState(next);
  };
  const placeOfCard = useRef(() => {
    const d = current.current;
    const columnId = d?.kind === "card" ? columnOf(d.arrangement, `card-${d.cardId}`) : undefined;
    if (d?.kind !== "card" || columnId === undefined) return undefined;
    return { columnId, cardIds: d.arrangement[columnId].map((id) => `card-${id}`) };
  }).current;
  const cards = useMemo(() => new Map<number, Card>(board.flatMap((c) => c.task.data).map((c) => [c.id, c])), [board]);

  const onDragStart = ({ active }: DragStartEvent) => {
    const item = parseKanbanId(active.id);
    if (item?.type === "column") setDrag({ kind: "column", columnId: item.id });
    const card = item?.type === "card" ? cards.get(item.id) : undefined;
    if (card) setDrag({ kind: "card", cardId: card.id, from: card.kan_board_id, arrangement: arrangementOf(board) });
  };

  /** Crossing into another column moves the card there at once, above or below the card it is over. */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (drag?.kind !== "card" || !over) return;
    const from = columnOf(drag.arrangement, active.id);
    const to = columnOf(drag.arrangement, over.id);
    if (from === undefined || to === undefined || from === to) return;
    const target = drag.arrangement[to];
    const overIndex = target.indexOf(parseKanbanId(over.id)?.id ?? -1);
    const translated = active.rect.current.translated;
    const below = translated && translated.top > over.rect.top + over.rect.height / 2 ? 1 : 0;
    const index = overIndex >= 0 ? overIndex + below : target.length;
    const arrangement = {
      ...drag.arrangement,
      [from]: drag.arrangement[from].filter((id) => id !== drag.cardId),
      [to]: [...target.slice(0, index), drag.cardId, ...target.slice(index)],
    };
    setDrag({ ...drag, arrangement });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    setDrag(null);
    if (!drag || !over) return;
    if (drag.kind === "column") {
      const ids = board.map((c) => c.id);
      const from = ids.indexOf(drag.columnId);
      const to = ids.indexOf(parseKanbanId(over.id)?.id ?? -1);
      if (from < 0 || to < 0 || from === to) return;
      order.mutate(arrayMove(ids, from, to));
      return;
    }
    const to = columnOf(drag.arrangement, over.id);
    if (to === undefined) return;
    let sequence = drag.arrangement[to];
    const overItem = parseKanbanId(over.id);
    if (overItem?.type === "card") {
      const at = sequence.indexOf(drag.cardId);
      const into = sequence.indexOf(overItem.id);
      if (at >= 0 && into >= 0 && at !== into) sequence = arrayMove(sequence, at, into);
    }
    const before = arrangementOf(board)[to] ?? [];
    if (to === drag.from && sequence.join() === before.join()) return;
    move.mutate({
      is_move: to === drag.from ? "no" : "yes",
      section_id: to,
      ...(to === drag.from ? {} : { sender_section_id: drag.from }),
      orders: sequence.map((id, index) => ({ id, index })),
    });
  };

  return {
    placeOfCard,
    cards,
    arrangement: drag?.kind === "card" ? drag.arrangement : null,
    draggingKind: drag?.kind ?? null,
    activeCard: drag?.kind === "card" ? cards.get(drag.cardId) : undefined,
    activeColumn: drag?.kind === "column" ? board.find((c) => c.id === drag.columnId) : undefined,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel: () => setDrag(null) },
  };
}
