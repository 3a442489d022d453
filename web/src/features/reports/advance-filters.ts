/**
 * One filter row of the advanced report: its type and its value as the row's inputs hold it. A custom field
 * row holds the field (`fieldId`) and either one value (`text`: words, an option, "true"/"false", a user id)
 * or a range (`min`/`max`: numbers or dates), as the field's type asks.
 */
export type FilterRow = {
  key: AdvanceKey | null;
  ids: string[];
  choice: string | null;
  start: string | null;
  due: string | null;
  fieldId: string | null;
  text: string;
  min: string;
  max: string;
};
export const ADVANCE_KEYS = ["assigned", "project", "status", "payable", "time", "custom_field"] as const;
export type AdvanceKey = (typeof ADVANCE_KEYS)[number];

export const emptyRow = (): FilterRow => ({
  key: null,
  ids: [],
  choice: null,
  start: null,
  due: null,
  fieldId: null,
  text: "",
  min: "",
  max: "",
});

/** A custom field row's value as the API takes it: `{id, value}` or `{id, min, max}` (either end may go). */
function customFieldValue(row: FilterRow) {
  if (!row.fieldId) return null;
  const id = Number(row.fieldId);
  const [min, max] = [row.min.trim(), row.max.trim()];
  if (min || max) return { id, ...(min ? { min } : {}), ...(max ? { max } : {}) };
  const value = row.text.trim();
  return value ? { id, value } : null;
}

/** The row's value as the API takes it, or null while the row has none (spec §5: Generate needs one). */
export function rowValue(row: FilterRow): unknown {
  switch (row.key) {
    case "assigned":
    case "project":
      return row.ids.length > 0 ? row.ids.map(Number) : null;
    case "status":
    case "payable":
      return row.choice === null ? null : Number(row.choice);
    case "time":
      return row.start && row.due ? { start_date: row.start, due_date: row.due } : null;
    case "custom_field":
      return customFieldValue(row);
    default:
      return null;
  }
}

/**
 * The `filters` list of `pm-pro/v2/advance-report`: the rows with a type and a value, among the types on offer
 * (`keys`: a custom field row from a shared link is left out while the custom fields module is off).
 */
export function filtersOf(
  rows: FilterRow[],
  keys: readonly AdvanceKey[] = ADVANCE_KEYS,
): { key: AdvanceKey; value: unknown }[] {
  return rows.flatMap((r) => {
    const value = rowValue(r);
    return r.key && keys.includes(r.key) && value !== null ? [{ key: r.key, value }] : [];
  });
}

/** Rows back from the URL's `filters` (a JSON list), for a reload or a shared link. */
export function rowsOf(json: string | null): FilterRow[] {
  let list: { key: string; value: unknown }[] = [];
  try {
    list = json ? JSON.parse(json) : [];
  } catch {
    list = [];
  }
  const rows = (Array.isArray(list) ? list : []).flatMap((f): FilterRow[] => {
    if (!(ADVANCE_KEYS as readonly string[]).includes(f?.key)) return [];
    const row = { ...emptyRow(), key: f.key as AdvanceKey };
    if (row.key === "custom_field") return [customFieldRow(row, f.value)];
    if (Array.isArray(f.value)) row.ids = f.value.map(String);
    else if (typeof f.value === "number") row.choice = String(f.value);
    else if (f.value && typeof f.value === "object") {
      const v = f.value as { start_date?: string; due_date?: string };
      row.start = v.start_date ?? null;
      row.due = v.due_date ?? null;
    }
    return [row];
  });
  return rows.length > 0 ? rows : [emptyRow()];
}

/** A custom field row back from its API value. */
function customFieldRow(row: FilterRow, value: unknown): FilterRow {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === "string" || typeof x === "number" ? String(x) : "");
  const id = text(v.id);
  return { ...row, fieldId: id || null, text: text(v.value), min: text(v.min), max: text(v.max) };
}

/** Types still free for another row (each type once; "Load more" shows while any remains). */
export const unusedKeys = (rows: FilterRow[], keys: readonly AdvanceKey[] = ADVANCE_KEYS) =>
  keys.filter((k) => !rows.some((r) => r.key === k));

/** h:mm:ss from seconds (the tracked time column). */
export { formatTrackedTime } from "@cairn/shared/report-format";
