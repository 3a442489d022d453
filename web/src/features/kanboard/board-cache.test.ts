import { describe, expect, it } from "vitest";
import { appendPage, arrangeColumn, orderColumns, placeNewCard } from "./board-cache";
import type { Card, Column } from "./types";

const card = (id: number, column: number): Card =>
  ({ id, title: `Card ${id}`, kan_board_id: column, status: 0 }) as unknown as Card;
const column = (id: number, ids: number[], total = ids.length): Column => ({
  id,
  title: `Column ${id}`,
  project_id: 1,
  order: id,
  header_background: null,
  automation: { type: "none" },
  meta: { can_edit: true, can_delete: true },
  task: {
    data: ids.map((c) => card(c, id)),
    meta: {
      pagination: { total, count: ids.length, per_page: 50, current_page: 1, total_pages: 1, max_per_page: 2000 },
    },
  },
});
const ids = (board: Column[]) => board.map((c) => c.task.data.map((x) => x.id));
const totals = (board: Column[]) => board.map((c) => c.task.meta.pagination.total);

describe("the board's cache", () => {
  it("moves a card across columns where it is dropped, both totals following", () => {
    const board = [column(1, [10, 11, 12], 60), column(2, [20])];
    const next = arrangeColumn(board, 2, [20, 11]);
    expect(ids(next)).toEqual([
      [10, 12],
      [20, 11],
    ]);
    expect(totals(next)).toEqual([59, 2]);
    expect(next[1].task.data[1].kan_board_id).toBe(2);
  });

  it("reorders within a column without changing its total", () => {
    const next = arrangeColumn([column(1, [10, 11, 12])], 1, [12, 10, 11]);
    expect(ids(next)).toEqual([[12, 10, 11]]);
    expect(totals(next)).toEqual([3]);
  });

  it("appends a page without repeating cards, and puts a new card on top once", () => {
    const board = [column(1, [10, 11], 4)];
    const more = appendPage(board, column(1, [11, 12, 13], 4));
    expect(ids(more)).toEqual([[10, 11, 12, 13]]);
    const placed = placeNewCard(placeNewCard(more, card(14, 1)), card(14, 1));
    expect(ids(placed)).toEqual([[14, 10, 11, 12, 13]]);
    expect(totals(placed)).toEqual([5]);
  });

  it("orders columns", () => {
    const next = orderColumns([column(1, []), column(2, []), column(3, [])], [3, 1, 2]);
    expect(next.map((c) => [c.id, c.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
