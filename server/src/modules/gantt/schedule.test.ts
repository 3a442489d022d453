import { describe, expect, it } from "vitest";
import { circleThrough } from "./cycle";
import { type DatedTask, scheduleSuccessors } from "./schedule";

const tasks = (...list: [number, string | null, string | null][]) =>
  new Map<number, DatedTask>(list.map(([id, startAt, dueDate]) => [id, { id, startAt, dueDate }]));

describe("scheduleSuccessors", () => {
  it("moves a successor to the day after its predecessor's due date, keeping its length, across month ends", () => {
    const moved = scheduleSuccessors(1, tasks([1, "2026-01-28", "2026-01-31"], [2, "2026-01-30", "2026-02-02"]), [
      { source: 1, target: 2 },
    ]);
    expect(moved).toEqual(new Map([[2, { startAt: "2026-02-01", dueDate: "2026-02-04" }]]));
  });

  it("takes a task with one date as lasting that day, and keeps the missing date missing", () => {
    const moved = scheduleSuccessors(
      1,
      tasks([1, null, "2026-05-10"], [2, null, "2026-05-09"], [3, "2026-05-09", null]),
      [
        { source: 1, target: 2 },
        { source: 1, target: 3 },
      ],
    );
    expect(moved.get(2)).toEqual({ startAt: null, dueDate: "2026-05-11" });
    expect(moved.get(3)).toEqual({ startAt: "2026-05-11", dueDate: null });
  });

  it("waits for every predecessor, also one that did not move and is not reached from the moved task", () => {
    const moved = scheduleSuccessors(
      1,
      tasks([1, "2026-02-01", "2026-02-02"], [9, "2026-02-01", "2026-02-20"], [2, "2026-02-03", "2026-02-03"]),
      [
        { source: 1, target: 2 },
        { source: 9, target: 2 },
      ],
    );
    expect(moved.get(2)).toEqual({ startAt: "2026-02-21", dueDate: "2026-02-21" });
  });

  it("stops at a circle instead of looping", () => {
    const moved = scheduleSuccessors(
      1,
      tasks([1, "2026-01-05", "2026-01-05"], [2, "2026-01-01", "2026-01-01"], [3, "2026-01-01", "2026-01-01"]),
      [
        { source: 1, target: 2 },
        { source: 2, target: 3 },
        { source: 3, target: 2 },
      ],
    );
    expect(moved.size).toBe(0);
  });
});

describe("circleThrough", () => {
  const links = [
    { source: 1, target: 2 },
    { source: 2, target: 3 },
    { source: 3, target: 4 },
    { source: 1, target: 4 },
  ];
  it("finds the shortest way back from the new link's target to its source", () => {
    expect(circleThrough(4, 1, links)).toEqual([4, 1, 4]);
    expect(circleThrough(3, 1, links)).toEqual([3, 1, 2, 3]);
  });
  it("answers undefined when the new link closes no circle", () => {
    expect(circleThrough(1, 3, links)).toBeUndefined();
    expect(circleThrough(4, 5, links)).toBeUndefined();
  });
});
