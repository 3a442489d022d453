import { describe, expect, it } from "vitest";
import { CATEGORIES, readState, startOfWeek, step, visibleRange, writeState } from "./state";

describe("calendar state in the query string", () => {
  it("reads defaults from an empty query and leaves them out when written", () => {
    const state = readState(new URLSearchParams(), "2026-03-15");
    expect(state).toEqual({ view: "month", date: "2026-03-15", projectId: null, users: [], filter: [...CATEGORIES] });
    expect(writeState(state).toString()).toBe("date=2026-03-15");
  });

  it("round-trips every field and ignores junk", () => {
    const params = new URLSearchParams(
      "view=timelineWeek&date=2026-02-28&project_id=7&users=3,4,3&filter=complete,milestone&x=1",
    );
    const state = readState(params, "2026-03-15");
    expect(state).toEqual({
      view: "timelineWeek",
      date: "2026-02-28",
      projectId: 7,
      users: [3, 4],
      filter: ["complete", "milestone"],
    });
    expect(Object.fromEntries(writeState(state, params))).toEqual({
      view: "timelineWeek",
      date: "2026-02-28",
      project_id: "7",
      users: "3,4",
      filter: "complete,milestone",
      x: "1",
    });
    const junk = readState(
      new URLSearchParams("view=agenda&date=2026-13-45&project_id=abc&users=a,-1&filter=nope"),
      "2026-03-15",
    );
    expect(junk).toEqual({ view: "month", date: "2026-03-15", projectId: null, users: [], filter: [] });
  });

  it("computes the visible days of each view, for weeks starting on Monday or Sunday", () => {
    // 1 March 2026 is a Sunday.
    expect(startOfWeek("2026-03-01", 1)).toBe("2026-02-23");
    expect(startOfWeek("2026-03-01", 0)).toBe("2026-03-01");
    expect(visibleRange("month", "2026-03-18", 1)).toEqual({ start: "2026-02-23", end: "2026-04-05" });
    expect(visibleRange("month", "2026-03-18", 0)).toEqual({ start: "2026-03-01", end: "2026-04-11" });
    expect(visibleRange("basicWeek", "2026-03-18", 1)).toEqual({ start: "2026-03-16", end: "2026-03-22" });
    expect(visibleRange("timelineWeek", "2026-03-18", 0)).toEqual({ start: "2026-03-15", end: "2026-03-21" });
    expect(visibleRange("timelineDay", "2026-03-18", 1)).toEqual({ start: "2026-03-18", end: "2026-03-18" });
  });

  it("steps a period back and forth", () => {
    expect(step("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(step("month", "2026-01-31", -1)).toBe("2025-12-01");
    expect(step("basicWeek", "2026-03-18", 1)).toBe("2026-03-25");
    expect(step("timelineDay", "2026-03-01", -1)).toBe("2026-02-28");
  });
});
