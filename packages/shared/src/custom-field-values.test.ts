import { describe, expect, it } from "vitest";
import {
  type CustomFieldShape,
  type CustomFieldType,
  checkCustomValue,
  checkRequiredCustomValue,
  CUSTOM_VALUE_MESSAGES as M,
} from "./custom-field-values";
import { checkDefinition, gatherCustomFieldFilters } from "./schemas/custom-fields";

const field = (type: CustomFieldType, options: string[] = []): CustomFieldShape => ({ type, options });
const value = (f: CustomFieldShape, raw: unknown) => {
  const checked = checkCustomValue(f, raw);
  return checked.ok ? { value: checked.value } : { error: checked.message };
};

describe("custom field values, type by type", () => {
  it("text: trimmed, one line, at most 1000 characters", () => {
    expect(value(field("text"), "  Hello  ")).toEqual({ value: "Hello" });
    expect(value(field("text"), "a".repeat(1001))).toEqual({ error: "Must be at most 1000 characters." });
    expect(value(field("text"), "bell\u0007")).toEqual({ error: "Must not contain control characters." });
    expect(value(field("text"), 12)).toEqual({ error: M.notText });
  });

  it("long text: keeps its lines, refuses other control characters, at most 10,000 characters", () => {
    expect(value(field("long_text"), "one\ntwo\n\n")).toEqual({ value: "one\ntwo" });
    expect(value(field("long_text"), "x\u0001")).toEqual({ error: "Must not contain control characters." });
    expect(value(field("long_text"), "a".repeat(10_001))).toHaveProperty("error");
  });

  it("number: plain decimals as numbers; 'abc', '1e3' and overflow refused", () => {
    expect(value(field("number"), "12.5")).toEqual({ value: 12.5 });
    expect(value(field("number"), -3)).toEqual({ value: -3 });
    expect(value(field("number"), "abc")).toEqual({ error: M.notANumber });
    expect(value(field("number"), "1e3")).toEqual({ error: M.notANumber });
    expect(value(field("number"), Number.NaN)).toEqual({ error: M.notANumber });
    expect(value(field("number"), true)).toEqual({ error: M.notANumber });
    expect(value(field("number"), 1e15)).toEqual({ error: M.numberTooLarge });
  });

  it("date: a calendar day that exists; a datetime's day as written", () => {
    expect(value(field("date"), "2026-02-28")).toEqual({ value: "2026-02-28" });
    expect(value(field("date"), "2026-03-01T23:30:00-05:00")).toEqual({ value: "2026-03-01" });
    expect(value(field("date"), "2026-02-30")).toEqual({ error: M.notADate });
    expect(value(field("date"), "tomorrow")).toEqual({ error: M.notADate });
  });

  it("dropdown: one of its options, nothing else", () => {
    const f = field("dropdown", ["Low", "High"]);
    expect(value(f, "High")).toEqual({ value: "High" });
    expect(value(f, "Medium")).toEqual({ error: "“Medium” is not an option of this field." });
    expect(value(f, ["High"])).toEqual({ error: M.notText });
  });

  it("multi-select: options of the field, in the field's order, once each; none is empty", () => {
    const f = field("multi_select", ["Red", "Green", "Blue"]);
    expect(value(f, ["Blue", "Red", "Blue"])).toEqual({ value: ["Red", "Blue"] });
    expect(value(f, "Green")).toEqual({ value: ["Green"] });
    expect(value(f, [])).toEqual({ value: null });
    expect(value(f, ["Pink"])).toEqual({ error: "“Pink” is not an option of this field." });
    expect(value(f, [3])).toEqual({ error: M.notOptions });
  });

  it("checkbox: true or false (1/0 and their strings too)", () => {
    expect(value(field("checkbox"), true)).toEqual({ value: true });
    expect(value(field("checkbox"), "0")).toEqual({ value: false });
    expect(value(field("checkbox"), "yes")).toEqual({ error: M.notABoolean });
  });

  it("url: an http(s) address", () => {
    expect(value(field("url"), " https://example.com/a?b=1 ")).toEqual({ value: "https://example.com/a?b=1" });
    expect(value(field("url"), "javascript:alert(1)")).toEqual({ error: M.notAUrl });
    expect(value(field("url"), "example.com")).toEqual({ error: M.notAUrl });
    expect(value(field("url"), "http://exa mple.com")).toEqual({ error: M.notAUrl });
  });

  it("user: a user id (membership is the server's to check); 0 is nobody", () => {
    expect(value(field("user"), "7")).toEqual({ value: 7 });
    expect(value(field("user"), 0)).toEqual({ value: null });
    expect(value(field("user"), -2)).toEqual({ error: M.notAUser });
    expect(value(field("user"), "Bob")).toEqual({ error: M.notAUser });
  });

  it("empty is null for every type; a required field refuses it", () => {
    for (const type of ["text", "number", "date", "checkbox", "url", "user"] as const) {
      expect(value(field(type), "")).toEqual({ value: null });
      expect(value(field(type), null)).toEqual({ value: null });
    }
    const required = { ...field("number"), required: true };
    expect(checkRequiredCustomValue(required, "")).toEqual({ ok: false, message: M.required });
    expect(checkRequiredCustomValue(required, "4")).toEqual({ ok: true, value: 4 });
  });
});

describe("a field's definition", () => {
  it("needs options for a choice, none otherwise, and a valid default; required needs one", () => {
    expect(checkDefinition({ type: "dropdown", options: [], required: false, default: undefined }).issues).toEqual({
      options: "Give at least one option.",
    });
    expect(checkDefinition({ type: "text", options: ["a"], required: false, default: undefined }).issues).toEqual({
      options: "Only dropdown and multi-select fields have options.",
    });
    expect(checkDefinition({ type: "dropdown", options: ["a"], required: false, default: "b" }).issues).toEqual({
      default: "“b” is not an option of this field.",
    });
    expect(checkDefinition({ type: "number", options: [], required: true, default: "" }).issues).toEqual({
      default: "A required field needs a default value: new tasks take it.",
    });
    expect(checkDefinition({ type: "number", options: [], required: true, default: "3" })).toEqual({
      issues: {},
      defaultValue: 3,
    });
  });
});

describe("custom field filters in a query string", () => {
  it("gathers custom_field[<id>], [min] and [max] into one list, leaving the rest", () => {
    expect(
      gatherCustomFieldFilters({
        "custom_field[4]": "High",
        "custom_field[9][min]": "2",
        "custom_field[9][max]": "5",
        page: "2",
      }),
    ).toEqual({
      page: "2",
      custom_field: [
        { id: "4", value: "High" },
        { id: "9", min: "2", max: "5" },
      ],
    });
    expect(gatherCustomFieldFilters({ custom_field: '[{"id":3,"value":"x"}]' })).toEqual({
      custom_field: [{ id: 3, value: "x" }],
    });
  });
});
