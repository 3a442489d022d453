import type { GanttChart } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { barToDays, chartRows, dateToDay, dayToDate, linkType, listRow, PROJECT_ROW } from "./chart-data";

const chart = (tasks: Partial<GanttChart["tasks"][number]>[]): GanttChart => ({
  project: { id: 1, title: "Launch" },
  lists: [
    { id: 10, title: "Build", order: 0 },
    { id: 11, title: "Empty", order: 1 },
  ],
  tasks: tasks.map((t, i) => ({
    id: i + 1,
    title: `Task ${i + 1}`,
    task_list_id: 10,
    parent_id: 0,
    start_at: null,
    due_date: null,
    status: 0,
    meta: { can_edit: true },
    ...t,
  })),
  links: [{ id: 5, source: 1, target: 2, type: 0 }],
  auto_schedule: false,
});

describe("the chart's days", () => {
  it("draws a one-day task one day wide and reads the stored days back, across a clock change", () => {
    // 2026-03-29 is the night European clocks go forward: the bar still ends at the next midnight.
    const { rows } = chartRows(chart([{ start_at: "2026-03-29", due_date: "2026-03-29" }]), "2026-01-01");
    const task = rows.find((r) => r.id === 1);
    expect(task && dateToDay(task.start)).toBe("2026-03-29");
    expect(task && dateToDay(task.end)).toBe("2026-03-30");
    expect(task && barToDays(task.start, task.end)).toEqual({ start_at: "2026-03-29", due_date: "2026-03-29" });
  });

  it("reads a bar resized to less than a day as its start day", () => {
    expect(barToDays(dayToDate("2026-05-04"), dayToDate("2026-05-04"))).toEqual({
      start_at: "2026-05-04",
      due_date: "2026-05-04",
    });
  });

  it("draws a list over its tasks' span, an empty list one day on today, and the project over all", () => {
    const { rows, links } = chartRows(
      chart([
        { start_at: "2026-02-02", due_date: "2026-02-04" },
        { due_date: "2026-02-10" },
        {},
        { parent_id: 1, start_at: "2026-02-03", due_date: "2026-02-03" },
      ]),
      "2026-06-15",
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list = byId.get(listRow(10));
    expect(list && [dateToDay(list.start), dateToDay(list.end)]).toEqual(["2026-02-02", "2026-02-11"]);
    const empty = byId.get(listRow(11));
    expect(empty && [dateToDay(empty.start), dateToDay(empty.end), empty.undated]).toEqual([
      "2026-06-15",
      "2026-06-16",
      true,
    ]);
    expect(byId.get(3)?.undated).toBe(true);
    expect(byId.get(4)?.parent).toBe(1);
    // Only rows with children are open: the library walks an open row's children.
    expect([byId.get(PROJECT_ROW)?.open, byId.get(1)?.open, byId.get(2)?.open, empty?.open]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(links).toEqual([{ id: 5, source: 1, target: 2, type: "e2s" }]);
  });

  it("maps the library's link names to Cairn's codes", () => {
    expect(["e2s", "s2s", "e2e", "s2e", "x"].map(linkType)).toEqual([0, 1, 2, 3, undefined]);
  });
});
