import { describe, expect, it } from "vitest";
import { parseColumns } from "./columns";
import { formatValue } from "./format";
import { shownValues } from "./shown-fields";

const texts = { yes: "Yes", no: "No", none: "—" };
const people = new Map([[7, "Cole Worker"]]);

describe("custom field values on rows and cards", () => {
  it("reads each type as one line of text", () => {
    expect(formatValue({ type: "checkbox" }, false, people, texts)).toBe("No");
    expect(formatValue({ type: "user" }, 7, people, texts)).toBe("Cole Worker");
    expect(formatValue({ type: "user" }, 9, people, texts)).toBe("#9");
    expect(formatValue({ type: "multi_select" }, ["Web", "iOS"], people, texts)).toBe("Web, iOS");
    expect(formatValue({ type: "url" }, "https://example.com/a", people, texts)).toBe("example.com/a");
    expect(formatValue({ type: "number" }, 8.5, people, texts)).toBe("8.5");
    expect(formatValue({ type: "date" }, "2026-05-31", people, texts)).toMatch(/2026/);
    expect(formatValue({ type: "text" }, null, people, texts)).toBe("");
  });

  it("shows the chosen fields in the given order, skipping those the task does not carry", () => {
    const values = [
      { id: 1, name: "Severity", type: "dropdown" as const, value: "High" },
      { id: 2, name: "Points", type: "number" as const, value: null },
    ];
    expect(shownValues(values, { ids: [2, 1, 3], people, texts })).toEqual([
      { id: 2, name: "Points", text: "" },
      { id: 1, name: "Severity", text: "High" },
    ]);
  });

  it("reads a remembered column choice, ignoring what is not a list of ids", () => {
    expect(parseColumns("[3, 5]")).toEqual([3, 5]);
    expect(parseColumns('[3, "x", -1, 2.5]')).toEqual([3]);
    expect(parseColumns("not json")).toEqual([]);
    expect(parseColumns('{"a":1}')).toEqual([]);
  });
});
