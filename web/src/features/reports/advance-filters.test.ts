import { describe, expect, it } from "vitest";
import { emptyRow, filtersOf, rowsOf, unusedKeys } from "./advance-filters";

describe("advanced report filter rows", () => {
  it("keeps only rows with a type and a value, and round-trips through the URL", () => {
    const rows = [
      { ...emptyRow(), key: "assigned" as const, ids: ["3", "4"] },
      { ...emptyRow(), key: "status" as const, choice: "2" },
      { ...emptyRow(), key: "time" as const, start: "2026-01-01", due: null },
      emptyRow(),
    ];
    const filters = filtersOf(rows);
    expect(filters).toEqual([
      { key: "assigned", value: [3, 4] },
      { key: "status", value: 2 },
    ]);
    expect(filtersOf(rowsOf(JSON.stringify(filters)))).toEqual(filters);
    expect(unusedKeys(rows)).toEqual(["project", "payable"]);
    expect(rowsOf("not json")).toEqual([emptyRow()]);
  });
});
