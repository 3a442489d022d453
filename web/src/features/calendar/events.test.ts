import type { CalendarEvent } from "@cairn/shared/calendar";
import { describe, expect, it } from "vitest";
import { CATEGORY_COLOR, eventPlace, rescheduleOf, toLibraryEvent } from "./events";
import { layoutRow } from "./timeline-layout";

const task = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 5,
  type: "task",
  title: "Ship",
  start: "2026-03-05",
  end: "2026-03-07",
  status: "incomplete",
  project_id: 2,
  project_title: "Apollo copy",
  task_list_id: 9,
  task_list_title: "Backlog",
  assignees: [],
  url: "/projects/2/task-lists/tasks/5",
  start_at: "2026-03-05",
  due_date: "2026-03-07",
  ...over,
});

describe("calendar events", () => {
  it("names a task's project and list, a milestone's project", () => {
    expect(eventPlace(task())).toBe("Apollo copy · Backlog");
    expect(eventPlace(task({ type: "milestone", task_list_id: null, task_list_title: null }))).toBe("Apollo copy");
  });

  it("shows the stored inclusive end as the library's exclusive end, in the legend's colour", () => {
    expect(toLibraryEvent(task())).toMatchObject({
      id: "task-5",
      start: "2026-03-05",
      end: "2026-03-08",
      allDay: true,
      color: CATEGORY_COLOR.incomplete,
      durationEditable: true,
    });
    const milestone = task({ type: "milestone", status: "outstanding", start: "2026-03-31", end: "2026-03-31" });
    expect(toLibraryEvent(milestone)).toMatchObject({
      end: "2026-04-01",
      color: CATEGORY_COLOR.milestone,
      durationEditable: false,
    });
    expect(toLibraryEvent(task({ status: "outstanding" })).color).toBe(CATEGORY_COLOR.outstanding);
  });

  it("turns a drop or a resize back into the stored inclusive dates, keeping a one-date task's shape", () => {
    expect(rescheduleOf(task(), "2026-03-10", "2026-03-13")).toEqual({
      path: "pm/v2/projects/2/tasks/5/update",
      body: { start_at: "2026-03-10", due_date: "2026-03-12" },
    });
    const dueOnly = task({ start: "2026-03-07", start_at: null });
    expect(rescheduleOf(dueOnly, "2026-03-09", "2026-03-10").body).toEqual({ due_date: "2026-03-09" });
    expect(rescheduleOf(dueOnly, "2026-03-09", "2026-03-11").body).toEqual({
      start_at: "2026-03-09",
      due_date: "2026-03-10",
    });
    const startOnly = task({ end: "2026-03-05", due_date: null });
    expect(rescheduleOf(startOnly, "2026-04-01", "2026-04-02").body).toEqual({ start_at: "2026-04-01" });
    const milestone = task({ type: "milestone", id: 3 });
    expect(rescheduleOf(milestone, "2026-03-20", "2026-03-21")).toEqual({
      path: "pm/v2/projects/2/milestones/3/update",
      body: { achieve_date: "2026-03-20" },
    });
  });

  it("lays timeline items out in lanes, clipped to the visible days", () => {
    const items = [
      { id: "a", start: "2026-03-01", end: "2026-03-03" },
      { id: "b", start: "2026-03-03", end: "2026-03-04" },
      { id: "c", start: "2026-03-04", end: "2026-03-20" },
      { id: "d", start: "2026-02-01", end: "2026-02-05" },
    ];
    const { placed, lanes } = layoutRow(items, "2026-03-02", 7);
    expect(lanes).toBe(2);
    expect(placed.map((p) => [p.item.id, p.lane, p.firstDay, p.dayCount])).toEqual([
      ["a", 0, 0, 2],
      ["b", 1, 1, 2],
      ["c", 0, 2, 5],
    ]);
  });
});
