/**
 * Custom fields on tasks (issue 22): the field types and the rule that turns what a client sends for a field
 * into the value stored, or refuses it. Pure and free of zod, so the server validates with it and the web app's
 * task modal checks with the same words before it sends.
 */
import { hasControlCharacter, TEXT_MESSAGES } from "./text";

export const CUSTOM_FIELD_TYPES = [
  "text",
  "long_text",
  "number",
  "date",
  "dropdown",
  "multi_select",
  "checkbox",
  "url",
  "user",
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The types whose values are chosen among the field's options. */
export const CHOICE_TYPES: readonly CustomFieldType[] = ["dropdown", "multi_select"];
export const hasOptions = (type: CustomFieldType) => CHOICE_TYPES.includes(type);

export const CUSTOM_FIELD_LIMITS = {
  fieldsPerProject: 50,
  name: 100,
  options: 50,
  option: 100,
  text: 1000,
  longText: 10_000,
  url: 2000,
  /** Numbers are kept exactly (numeric) but read as JavaScript numbers: 15 digits stay exact. */
  number: 1e15,
} as const;

/** A value as task answers carry it: text, a number, a date (YYYY-MM-DD), a flag, options or a user id. */
export type CustomFieldValue = string | number | boolean | string[] | null;

/** What the value rule needs of a field. */
export type CustomFieldShape = { type: CustomFieldType; options: readonly string[] };

export const CUSTOM_VALUE_MESSAGES = {
  notText: "Must be text.",
  tooLong: "Must be at most {max} characters.",
  notANumber: "Must be a number.",
  numberTooLarge: "Must be smaller than 1,000,000,000,000,000.",
  notADate: "Enter a date as YYYY-MM-DD.",
  notAnOption: "“{value}” is not an option of this field.",
  notOptions: "Choose options of this field.",
  notABoolean: "Must be true or false.",
  notAUrl: "Enter a web address starting with http:// or https://.",
  notAUser: "Choose a member of the project.",
  required: "This field is required.",
} as const;

export type CustomValueCheck = { ok: true; value: CustomFieldValue } | { ok: false; message: string };

const fail = (message: string): CustomValueCheck => ({ ok: false, message });
const ok = (value: CustomFieldValue): CustomValueCheck => ({ ok: true, value });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** "", null and undefined are the empty value of every type; so is text of spaces only. */
const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");

function text(raw: unknown, max: number, singleLine: boolean): CustomValueCheck {
  if (typeof raw !== "string") return fail(CUSTOM_VALUE_MESSAGES.notText);
  const value = singleLine ? raw.trim() : raw.replace(/\s+$/, "");
  if (value.length > max) return fail(fill(CUSTOM_VALUE_MESSAGES.tooLong, { max }));
  const stripped = singleLine ? value : value.replace(/[\t\r\n]/g, "");
  if (hasControlCharacter(stripped)) return fail(TEXT_MESSAGES.control);
  return ok(value);
}

function number(raw: unknown): CustomValueCheck {
  const written = typeof raw === "number" ? raw : typeof raw === "string" ? raw.trim() : undefined;
  // Plain decimals only: "1e3", "0x10" and "1,5" are refused rather than read as something else.
  if (typeof written === "string" && !/^-?\d+(\.\d+)?$/.test(written)) return fail(CUSTOM_VALUE_MESSAGES.notANumber);
  const n = Number(written);
  if (written === undefined || !Number.isFinite(n)) return fail(CUSTOM_VALUE_MESSAGES.notANumber);
  if (Math.abs(n) >= CUSTOM_FIELD_LIMITS.number) return fail(CUSTOM_VALUE_MESSAGES.numberTooLarge);
  return ok(n);
}

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function date(raw: unknown): CustomValueCheck {
  if (typeof raw !== "string") return fail(CUSTOM_VALUE_MESSAGES.notADate);
  // An ISO datetime's date part is taken as written, as the task's own dates are.
  const day = raw.trim().slice(0, 10);
  if (!isCalendarDay(day) || !/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(raw.trim())) {
    return fail(CUSTOM_VALUE_MESSAGES.notADate);
  }
  return ok(day);
}

function dropdown(raw: unknown, options: readonly string[]): CustomValueCheck {
  if (typeof raw !== "string") return fail(CUSTOM_VALUE_MESSAGES.notText);
  const value = raw.trim();
  if (!options.includes(value)) return fail(fill(CUSTOM_VALUE_MESSAGES.notAnOption, { value: value.slice(0, 100) }));
  return ok(value);
}

function multiSelect(raw: unknown, options: readonly string[]): CustomValueCheck {
  const list = typeof raw === "string" ? [raw] : raw;
  if (!Array.isArray(list) || list.length > options.length + 10) return fail(CUSTOM_VALUE_MESSAGES.notOptions);
  const chosen = new Set<string>();
  for (const item of list) {
    if (typeof item !== "string") return fail(CUSTOM_VALUE_MESSAGES.notOptions);
    const value = item.trim();
    if (!options.includes(value)) return fail(fill(CUSTOM_VALUE_MESSAGES.notAnOption, { value: value.slice(0, 100) }));
    chosen.add(value);
  }
  // Kept in the field's own order, so the same choice is always stored (and compared) the same way.
  const value = options.filter((o) => chosen.has(o));
  return ok(value.length === 0 ? null : value);
}

function checkbox(raw: unknown): CustomValueCheck {
  if (raw === true || raw === 1 || raw === "1" || raw === "true") return ok(true);
  if (raw === false || raw === 0 || raw === "0" || raw === "false") return ok(false);
  return fail(CUSTOM_VALUE_MESSAGES.notABoolean);
}

function url(raw: unknown): CustomValueCheck {
  const checked = text(raw, CUSTOM_FIELD_LIMITS.url, true);
  if (!checked.ok) return checked;
  const value = checked.value as string;
  if (!/^https?:\/\/\S+$/i.test(value)) return fail(CUSTOM_VALUE_MESSAGES.notAUrl);
  try {
    const parsed = new URL(value);
    if (parsed.hostname === "") return fail(CUSTOM_VALUE_MESSAGES.notAUrl);
  } catch {
    return fail(CUSTOM_VALUE_MESSAGES.notAUrl);
  }
  return ok(value);
}

function user(raw: unknown): CustomValueCheck {
  const n = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (n === 0) return ok(null);
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    return fail(CUSTOM_VALUE_MESSAGES.notAUser);
  }
  // Whether the user is a member of the task's project is the server's to check.
  return ok(n);
}

/**
 * What a client sent for a field, as the value to store: null for "no value" ("", null, [], 0 for a user),
 * else the value in its one stored form (text trimmed, a number as a number, options in the field's order).
 * A required field's emptiness is the caller's to refuse (it depends on whether the value is being set).
 */
export function checkCustomValue(field: CustomFieldShape, raw: unknown): CustomValueCheck {
  if (isBlank(raw)) return ok(null);
  switch (field.type) {
    case "text":
      return text(raw, CUSTOM_FIELD_LIMITS.text, true);
    case "long_text":
      return text(raw, CUSTOM_FIELD_LIMITS.longText, false);
    case "number":
      return number(raw);
    case "date":
      return date(raw);
    case "dropdown":
      return dropdown(raw, field.options);
    case "multi_select":
      return multiSelect(raw, field.options);
    case "checkbox":
      return checkbox(raw);
    case "url":
      return url(raw);
    case "user":
      return user(raw);
  }
}

/** The same rule, refusing "no value" for a required field. */
export function checkRequiredCustomValue(
  field: CustomFieldShape & { required: boolean },
  raw: unknown,
): CustomValueCheck {
  const checked = checkCustomValue(field, raw);
  if (checked.ok && checked.value === null && field.required) return fail(CUSTOM_VALUE_MESSAGES.required);
  return checked;
}
