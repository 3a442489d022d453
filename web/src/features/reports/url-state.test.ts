import { describe, expect, it } from "vitest";
import { defaultRange, readFilters, writeFilters } from "./url-state";

describe("report URL state", () => {
  it("defaults to the first of the month to today in the viewer's zone", () => {
    // 2026-03-31 23:30 UTC is already April 1st in Paris.
    const now = new Date("2026-03-31T23:30:00Z");
    expect(defaultRange("UTC", now)).toEqual({ start_date: "2026-03-01", due_date: "2026-03-31" });
    expect(defaultRange("Europe/Paris", now)).toEqual({ start_date: "2026-04-01", due_date: "2026-04-01" });
  });

  it("reads filters and page back from what it wrote, ignoring junk", () => {
    const filters = { start_date: "2026-01-01", due_date: "2026-01-31", project_id: 4, user_id: 7, task_status: -1 };
    const params = writeFilters(filters, 3);
    expect(params.toString()).toBe(
      "start_date=2026-01-01&due_date=2026-01-31&project_id=4&user_id=7&task_status=-1&page=3",
    );
    expect(readFilters(params, "UTC")).toEqual({ filters, page: 3 });
    const junk = readFilters(
      new URLSearchParams("start_date=soon&project_id=x&page=-4"),
      "UTC",
      new Date("2026-02-10T12:00:00Z"),
    );
    expect(junk).toEqual({ filters: { start_date: "2026-02-01", due_date: "2026-02-10" }, page: 1 });
  });
});
