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
    expect(unusedKeys(rows)).toEqual(["project", "payable", "custom_field"]);
    expect(rowsOf("not json")).toEqual([emptyRow()]);
  });

  it("sends a custom field's one value or its range, and reads both back from the URL", () => {
    const value = { ...emptyRow(), key: "custom_field" as const, fieldId: "7", text: " Gold " };
    expect(filtersOf([value])).toEqual([{ key: "custom_field", value: { id: 7, value: "Gold" } }]);
    const range = { ...value, text: "", min: "2", max: "" };
    expect(filtersOf([range])).toEqual([{ key: "custom_field", value: { id: 7, min: "2" } }]);
    // No field, or a field without a value, is no filter yet (Generate stays off).
    expect(
      filtersOf([
        { ...value, fieldId: null },
        { ...value, text: "" },
      ]),
    ).toEqual([]);
    const back = rowsOf(
      JSON.stringify([{ key: "custom_field", value: { id: 7, min: "2026-01-01", max: "2026-02-01" } }]),
    );
    expect(back[0]).toMatchObject({
      key: "custom_field",
      fieldId: "7",
      min: "2026-01-01",
      max: "2026-02-01",
      text: "",
    });
  });

  it("leaves out the types not on offer (the custom fields module switched off)", () => {
    const rows = [
      { ...emptyRow(), key: "custom_field" as const, fieldId: "7", text: "x" },
      { ...emptyRow(), key: "status" as const, choice: "1" },
    ];
    const keys = ["assigned", "project", "status", "payable", "time"] as const;
    expect(filtersOf(rows, keys)).toEqual([{ key: "status", value: 1 }]);
    expect(unusedKeys(rows, keys)).toEqual(["assigned", "project", "payable", "time"]);
  });
});
