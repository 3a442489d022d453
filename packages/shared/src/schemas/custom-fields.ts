import { z } from "zod";
import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  type CustomFieldValue,
  checkCustomValue,
  hasOptions,
  CUSTOM_FIELD_LIMITS as L,
} from "../custom-field-values";
import { CUSTOM_FIELD_MESSAGES as M } from "../messages-custom-fields";
import { fillMessage } from "../messages-kanboard";
import { singleLine, zBool, zId, zTitle } from "./primitives";
import { sortOrder } from "./task-lists";

/** Form fields arrive as strings: a JSON list or object in a string is read as such. */
const fromJson = (v: unknown) => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

const zFieldType = z.enum(CUSTOM_FIELD_TYPES, { error: M.typeInvalid });

const zOption = z
  .string({ error: M.optionsFormat })
  .trim()
  .min(1, M.optionBlank)
  .max(L.option, `Must be at most ${L.option} characters.`)
  .check(singleLine);

const zOptions = z.preprocess(
  fromJson,
  z
    .array(zOption, { error: M.optionsFormat })
    .max(L.options, fillMessage(M.tooManyOptions, { max: L.options }))
    .refine((list) => new Set(list.map((o) => o.toLowerCase())).size === list.length, M.optionDuplicate),
);

/** A field's definition, whole: what the create call takes and what an update must leave standing. */
export type CustomFieldDefinition = {
  type: CustomFieldType;
  options: string[];
  required: boolean;
  default: unknown;
};

/**
 * What is wrong with a definition, by body field (empty when nothing is), and its default as stored. Shared by
 * the create schema and the update service, which checks the field as the update would leave it.
 */
export function checkDefinition(def: CustomFieldDefinition): {
  issues: Record<string, string>;
  defaultValue: CustomFieldValue;
} {
  const issues: Record<string, string> = {};
  if (hasOptions(def.type) && def.options.length === 0) issues.options = M.optionsRequired;
  if (!hasOptions(def.type) && def.options.length > 0) issues.options = M.optionsOnlyForChoices;
  const checked = checkCustomValue({ type: def.type, options: def.options }, def.default);
  if (!checked.ok) issues.default = checked.message;
  const defaultValue = checked.ok ? checked.value : null;
  if (checked.ok && def.required && defaultValue === null) issues.default = M.requiredNeedsDefault;
  return { issues, defaultValue };
}

const fieldShape = {
  name: zTitle(M.nameRequired, L.name),
  type: zFieldType,
  options: zOptions.optional(),
  required: zBool.optional(),
  /** Any value the field's type takes; checked against the type and options below. */
  default: z.unknown().optional(),
  /** Shown on the task's kanboard card. */
  show_on_card: zBool.optional(),
};

/** `POST pm-pro/v2/projects/{id}/custom-fields`. */
export const createCustomFieldBody = z.object(fieldShape).transform((body, ctx) => {
  const def = { type: body.type, options: body.options ?? [], required: body.required ?? false, default: body.default };
  const { issues, defaultValue } = checkDefinition(def);
  for (const [path, message] of Object.entries(issues)) ctx.addIssue({ code: "custom", message, path: [path] });
  return { ...body, options: def.options, required: def.required, default: defaultValue };
});
export type CreateCustomFieldBody = z.output<typeof createCustomFieldBody>;

/** `POST …/custom-fields/{field}/update`: any of the same; the whole is checked as it would then stand. */
export const updateCustomFieldBody = z.object({
  name: fieldShape.name.optional(),
  type: zFieldType.optional(),
  options: fieldShape.options,
  required: fieldShape.required,
  default: fieldShape.default,
  show_on_card: fieldShape.show_on_card,
});
export type UpdateCustomFieldBody = z.output<typeof updateCustomFieldBody>;

export const sortCustomFieldsBody = z.object({
  orders: z
    .array(sortOrder, { error: M.ordersRequired })
    .min(1, M.ordersRequired)
    .max(L.fieldsPerProject, `At most ${L.fieldsPerProject} orders.`),
});
export type SortCustomFieldsBody = z.output<typeof sortCustomFieldsBody>;

export const customFieldParams = z.object({ id: zId, field_id: zId });

const MAX_VALUES = L.fieldsPerProject;

/**
 * `custom_fields: {"<field id>": value, …}` on task create and update (a JSON string too, for form posts). Each
 * value is checked by the server against the field it names (type, options, required, members); a refusal is
 * 400 under `custom_fields.<field id>`.
 */
export const zCustomFieldValues = z.preprocess(
  fromJson,
  z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, M.fieldKey), z.unknown(), { error: M.valuesFormat })
    .refine((values) => Object.keys(values).length <= MAX_VALUES, fillMessage(M.tooManyValues, { max: MAX_VALUES })),
);

/** One filter by a field: its value, or (number and date fields) a range `min`–`max`, either end open. */
export type CustomFieldFilter = { id: number; value?: string; min?: string; max?: string };

const zFilterText = z.string({ error: M.filterValue }).trim().max(200, "Must be at most 200 characters.");

export const zCustomFieldFilter = z
  .object(
    { id: zId, value: zFilterText.optional(), min: zFilterText.optional(), max: zFilterText.optional() },
    { error: M.filterValue },
  )
  .refine((f) => Boolean(f.value || f.min || f.max), { message: M.filterValue, path: ["value"] });

export const MAX_CUSTOM_FIELD_FILTERS = 10;

export const zCustomFieldFilters = z
  .array(zCustomFieldFilter)
  .max(MAX_CUSTOM_FIELD_FILTERS, fillMessage(M.tooManyFilters, { max: MAX_CUSTOM_FIELD_FILTERS }));

const FILTER_KEY = /^custom_field\[(\d{1,10})\](?:\[(value|min|max)\])?$/;

/**
 * A task list's query with `custom_field[<id>]=value`, `custom_field[<id>][min]=…`, `custom_field[<id>][max]=…`
 * gathered into `custom_field: [{id, value, min, max}]` (the query string parser keeps bracketed names whole).
 */
export function gatherCustomFieldFilters(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const query: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const found = new Map<string, Record<string, unknown>>();
  for (const [name, value] of Object.entries(query)) {
    const m = FILTER_KEY.exec(name);
    if (!m) continue;
    delete query[name];
    const entry = found.get(m[1]) ?? { id: m[1] };
    entry[m[2] ?? "value"] = value;
    found.set(m[1], entry);
  }
  if (found.size > 0) query.custom_field = [...found.values()];
  else if (typeof query.custom_field === "string") query.custom_field = fromJson(query.custom_field);
  return query;
}

/**
 * A list query that also takes the field filters. The route table reads a query schema's `shape` (paged lists,
 * see reports.ts orReport), so the wrapped schema's shape stays visible.
 */
export function withCustomFieldFilters<S extends z.ZodObject>(schema: S) {
  const wrapped = z.preprocess(gatherCustomFieldFilters, schema);
  return Object.defineProperty(wrapped, "shape", { value: schema.shape }) as typeof wrapped & { shape: S["shape"] };
}
