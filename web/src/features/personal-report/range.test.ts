import { describe, expect, it } from "vitest";
import { addDays, PRESET_KEYS, presetRange, readReportUrl, writeReportUrl } from "./range";

describe("the date presets", () => {
  const all = (today: string) => Object.fromEntries(PRESET_KEYS.map((k) => [k, presetRange(k, today)]));

  it("gives each preset's days for a mid-month today", () => {
    expect(all("2026-03-15")).toEqual({
      today: { start: "2026-03-15", end: "2026-03-15" },
      yesterday: { start: "2026-03-14", end: "2026-03-14" },
      last7: { start: "2026-03-09", end: "2026-03-15" },
      last30: { start: "2026-02-14", end: "2026-03-15" },
      thisMonth: { start: "2026-03-01", end: "2026-03-31" },
      lastMonth: { start: "2026-02-01", end: "2026-02-28" },
    });
  });

  it("crosses month and year ends, and knows leap years", () => {
    const jan1 = all("2025-01-01");
    expect(jan1.yesterday).toEqual({ start: "2024-12-31", end: "2024-12-31" });
    expect(jan1.last7).toEqual({ start: "2024-12-26", end: "2025-01-01" });
    expect(jan1.lastMonth).toEqual({ start: "2024-12-01", end: "2024-12-31" });
    expect(all("2024-03-31").lastMonth).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(all("2024-02-10").thisMonth).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });
});

describe("the report's URL", () => {
  const read = (query: string) => readReportUrl(new URLSearchParams(query), "2026-03-15");
  const month = { start: "2026-03-01", end: "2026-03-31" };

  it("reads the range and the kind, keeping what a reload needs", () => {
    expect(read("start_date=2026-01-05&end_date=2026-02-01&report_for=sub_task")).toEqual({
      range: { start: "2026-01-05", end: "2026-02-01" },
      reportFor: "sub_task",
    });
    const state = read("start_date=2026-01-05&end_date=2026-02-01");
    expect(read(writeReportUrl(state).toString())).toEqual(state);
    expect(writeReportUrl(state).toString()).toBe("start_date=2026-01-05&end_date=2026-02-01");
  });

  it("falls back to this month for a missing, broken or reversed range, and to tasks", () => {
    expect(read("")).toEqual({ range: month, reportFor: "task" });
    expect(read("start_date=2026-02-30&end_date=2026-03-02").range).toEqual(month);
    expect(read("start_date=03/01/2026&end_date=2026-03-02").range).toEqual(month);
    expect(read("start_date=2026-03-10&end_date=2026-03-02").range).toEqual(month);
    expect(read("start_date=2026-03-10&end_date=2026-03-12&report_for=project").reportFor).toBe("task");
  });

  it("reports one day when the picker picks single days: the URL's end day, else today", () => {
    const single = (query: string) => readReportUrl(new URLSearchParams(query), "2026-03-15", true).range;
    expect(single("start_date=2026-03-01&end_date=2026-03-09")).toEqual({ start: "2026-03-09", end: "2026-03-09" });
    expect(single("")).toEqual({ start: "2026-03-15", end: "2026-03-15" });
  });
});
