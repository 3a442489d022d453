import { describe, expect, it } from "vitest";
import type { Task } from "../../tasks/types";
import { subTaskOrders } from "./orders";

const subs = (orders: [number, number][]) => orders.map(([id, order]) => ({ id, order }) as Task);

describe("subTaskOrders", () => {
  it("moves a sub-task to another's place and sends only the orders that change", () => {
    const next = subTaskOrders(
      subs([
        [1, 10],
        [2, 11],
        [3, 12],
      ]),
      3,
      2,
    );
    expect(next?.sequence.map((s) => s.id)).toEqual([1, 3, 2]);
    expect(next?.orders).toEqual([
      { id: 3, index: 11 },
      { id: 2, index: 12 },
    ]);
  });

  it("numbers equal orders apart (the first keeps its own)", () => {
    expect(
      subTaskOrders(
        subs([
          [1, 4],
          [2, 4],
          [3, 4],
        ]),
        1,
        3,
      )?.orders,
    ).toEqual([
      { id: 3, index: 5 },
      { id: 1, index: 6 },
    ]);
  });

  it("does nothing when dropped where it was, or on a stranger", () => {
    expect(
      subTaskOrders(
        subs([
          [1, 1],
          [2, 2],
        ]),
        1,
        1,
      ),
    ).toBeNull();
    expect(
      subTaskOrders(
        subs([
          [1, 1],
          [2, 2],
        ]),
        1,
        9,
      ),
    ).toBeNull();
  });
});
