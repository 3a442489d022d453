import { describe, expect, it } from "vitest";
import type { Activity } from "../../api/types";
import { dayLabel, groupByDay } from "./grouping";

const at = (id: number, iso: string): Activity => {
  const date = {
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    datetime: iso,
    timestamp: Date.parse(iso) / 1000,
    timezone: "UTC",
  };
  return {
    id,
    actor_id: 1,
    action: "create_task",
    action_type: "create",
    resource_type: "task",
    resource_id: id,
    project_id: 1,
    meta: {},
    committed_at: date,
    created_at: date,
  };
};

describe("the progress feed's days", () => {
  it("writes the spec's MMM DD YYYY", () => {
    expect(dayLabel("2026-11-05", "en")).toBe("Nov 05 2026");
  });

  it("groups newest-first entries by the reader's day, once each", () => {
    const rows = [
      at(4, "2026-11-26T01:00:00Z"),
      at(3, "2026-11-25T23:30:00Z"),
      at(2, "2026-11-25T09:00:00Z"),
      at(3, "2026-11-25T23:30:00Z"),
    ];
    const utc = groupByDay(rows, "UTC", "en");
    expect(utc.map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ["Nov 26 2026", [4]],
      ["Nov 25 2026", [3, 2]],
    ]);
    // In Auckland (UTC+13) 23:30 UTC on the 25th is already the 26th; 09:00 UTC is still the 25th.
    const auckland = groupByDay(rows, "Pacific/Auckland", "en");
    expect(auckland.map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ["Nov 26 2026", [4, 3]],
      ["Nov 25 2026", [2]],
    ]);
  });
});
