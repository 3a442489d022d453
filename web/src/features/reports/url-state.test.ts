import { describe, expect, it } from "vitest";
import { reportQuery } from "./hooks";
import { REPORT_KINDS } from "./kinds";
import { defaultRange, readFilters, writeFilters } from "./url-state";

const kind = (path: string) => {
  const found = REPORT_KINDS.find((k) => k.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe("a report's default range (issue 46 point 6)", () => {
  // 2026-03-31 23:30 UTC is already April 1st in Paris.
  const now = new Date("2026-03-31T23:30:00Z");

  it("opens the overdue and unassigned reports on everything up to today, in the viewer's zone", () => {
    expect(defaultRange("openToToday", "UTC", now)).toEqual({ start_date: "", due_date: "2026-03-31" });
    expect(defaultRange("openToToday", "Europe/Paris", now)).toEqual({ start_date: "", due_date: "2026-04-01" });
    expect(kind("overdue-tasks").defaultRange).toBe("openToToday");
    expect(kind("unassigned-tasks").defaultRange).toBe("openToToday");
  });

  it("opens the completed and activity reports on the whole month, its first to its last day", () => {
    expect(defaultRange("month", "UTC", now)).toEqual({ start_date: "2026-03-01", due_date: "2026-03-31" });
    expect(defaultRange("month", "Europe/Paris", now)).toEqual({ start_date: "2026-04-01", due_date: "2026-04-30" });
    expect(defaultRange("month", "UTC", new Date("2028-02-10T12:00:00Z"))).toEqual({
      start_date: "2028-02-01",
      due_date: "2028-02-29",
    });
    expect(kind("completed-tasks").defaultRange).toBe("month");
    expect(kind("user-activities").defaultRange).toBe("month");
  });

  it("opens the milestone, user and project reports on every task, whenever made", () => {
    expect(defaultRange("none", "UTC", now)).toEqual({ start_date: "", due_date: "" });
    for (const path of ["milestone-tasks", "user-tasks", "project-tasks"]) expect(kind(path).defaultRange).toBe("none");
  });

  it("asks the server for what the range says: an open start is left out, no range sends no days", () => {
    const overdue = readFilters(new URLSearchParams(), "UTC", "openToToday", now).filters;
    expect(reportQuery(kind("overdue-tasks"), overdue, 1)).toMatchObject({
      start_date: undefined,
      due_date: "2026-03-31",
    });
    const milestone = readFilters(new URLSearchParams("project_id=3&milestone_id=4"), "UTC", "none", now).filters;
    expect(reportQuery(kind("milestone-tasks"), milestone, 1)).toMatchObject({
      start_date: undefined,
      due_date: undefined,
      project_id: 3,
      milestone_id: 4,
    });
  });
});

describe("report URL state", () => {
  it("reads filters and page back from what it wrote, ignoring junk", () => {
    const filters = { start_date: "2026-01-01", due_date: "2026-01-31", project_id: 4, user_id: 7, task_status: -1 };
    const params = writeFilters(filters, 3);
    expect(params.toString()).toBe(
      "start_date=2026-01-01&due_date=2026-01-31&project_id=4&user_id=7&task_status=-1&page=3",
    );
    expect(readFilters(params, "UTC", "month")).toEqual({ filters, page: 3 });
    const junk = readFilters(
      new URLSearchParams("start_date=soon&project_id=x&page=-4"),
      "UTC",
      "month",
      new Date("2026-02-10T12:00:00Z"),
    );
    expect(junk).toEqual({ filters: { start_date: "2026-02-01", due_date: "2026-02-28" }, page: 1 });
  });

  it("keeps an open start through a reload: the URL then names the end alone", () => {
    const params = writeFilters({ start_date: "", due_date: "2026-03-31", project_id: 2 });
    expect(params.toString()).toBe("due_date=2026-03-31&project_id=2");
    // Read on a later day, the range is still the one written.
    const later = readFilters(params, "UTC", "openToToday", new Date("2026-05-02T08:00:00Z"));
    expect(later.filters).toEqual({ start_date: "", due_date: "2026-03-31", project_id: 2 });
    // A range named on a report that opens without one is kept too.
    const ranged = readFilters(new URLSearchParams("start_date=2026-01-01&due_date=2026-01-31"), "UTC", "none");
    expect(ranged.filters).toEqual({ start_date: "2026-01-01", due_date: "2026-01-31" });
  });
});
