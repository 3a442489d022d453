import type { Card, Column } from "./types";

/** Each column's loaded cards, by id, in order: what a drag rearranges. */
export type Arrangement = Record<number, number[]>;

export const arrangementOf = (board: Column[]): Arrangement =>
  Object.fromEntries(board.map((c) => [c.id, c.task.data.map((card) => card.id)]));

const withCards = (column: Column, cards: Card[], delta = 0): Column => {
  const pagination = column.task.meta.pagination;
  const total = Math.max(0, pagination.total + delta);
  return { ...column, task: { data: cards, meta: { pagination: { ...pagination, total, count: cards.length } } } };
};

/**
 * The board with one column's loaded cards in the order of `ids`: a card named there that sat in another
 * column moves over (both totals follow), a card of the column not named stays after the named ones.
 */
export function arrangeColumn(board: Column[], columnId: number, ids: number[]): Column[] {
  const cards = new Map(board.flatMap((c) => c.task.data).map((card) => [card.id, card]));
  const named = new Set(ids);
  const moved = new Set(ids.filter((id) => cards.get(id)?.kan_board_id !== columnId));
  return board.map((column) => {
    if (column.id === columnId) {
      const ordered = ids.flatMap((id) => {
        const card = cards.get(id);
        return card ? [{ ...card, kan_board_id: columnId }] : [];
      });
      const rest = column.task.data.filter((card) => !named.has(card.id));
      return withCards(column, [...ordered, ...rest], moved.size);
    }
    const leaving = column.task.data.filter((card) => moved.has(card.id));
    if (leaving.length === 0) return column;
    return withCards(
      column,
      column.task.data.filter((card) => !moved.has(card.id)),
      -leaving.length,
    );
  });
}

/** A new card on top of its column (a task created in it), unless it is there already. */
export function placeNewCard(board: Column[], card: Card): Column[] {
  return board.map((column) => {
    if (column.id !== card.kan_board_id || column.task.data.some((c) => c.id === card.id)) return column;
    return withCards(column, [card, ...column.task.data], 1);
  });
}

/** The next page of a column appended to what is shown, skipping cards already there (writes shift pages). */
export function appendPage(board: Column[], page: Column): Column[] {
  return board.map((column) => {
    if (column.id !== page.id) return column;
    const shown = new Set(column.task.data.map((c) => c.id));
    const cards = [...column.task.data, ...page.task.data.filter((c) => !shown.has(c.id))];
    return { ...column, task: { data: cards, meta: page.task.meta } };
  });
}

/** The columns in the order of `ids`, each with its new `order`. */
export function orderColumns(board: Column[], ids: number[]): Column[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return [...board]
    .sort((a, b) => (position.get(a.id) ?? ids.length) - (position.get(b.id) ?? ids.length))
    .map((column, order) => ({ ...column, order }));
}

/** A column's own fields as the server now has them; the cards shown stay. */
export const patchColumn = (board: Column[], saved: Column): Column[] =>
  board.map((column) => (column.id === saved.id ? { ...saved, task: saved.task ?? column.task } : column));

export const removeColumn = (board: Column[], columnId: number): Column[] => board.filter((c) => c.id !== columnId);

/** Whether a column has more cards than it shows. */
export const hasMore = (column: Column) => column.task.data.length < column.task.meta.pagination.total;
