import { describe, expect, it } from "vitest";
import type { TaskList } from "../../tasks/list-types";
import { boardRows, planRows } from "./rowBudget";

const list = (id: number, open: number) =>
  ({ id, incomplete_tasks: { data: Array.from({ length: open }, (_, i) => ({ id: id * 100 + i })) } }) as TaskList;

describe("planRows", () => {
  const lists = [list(1, 20), list(2, 3), list(3, 0), list(4, 20)];

  it("cuts the first list short when the budget ends inside it", () => {
    expect(planRows(lists, 16).map((p) => [p.list.id, p.rowLimit])).toEqual([[1, 14]]);
  });

  it("renders whole lists while the budget lasts, then part of the next", () => {
    expect(planRows(lists, 30).map((p) => [p.list.id, p.rowLimit])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
      [4, 0],
    ]);
    expect(planRows(lists, 40).map((p) => [p.list.id, p.rowLimit])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
      [4, 9],
    ]);
  });

  it("renders everything once the budget reaches the board's weight", () => {
    const all = planRows(lists, boardRows(lists));
    expect(all.map((p) => p.rowLimit)).toEqual([undefined, undefined, undefined, undefined]);
    expect(boardRows(lists)).toBe(51);
  });
});
