import {
  type CustomFieldFilter,
  type CustomFieldType,
  checkCustomValue,
  hasOptions,
  CUSTOM_FIELD_MESSAGES as M,
} from "@cairn/shared";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { type FieldErrors, invalid } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { customFields, tasks } from "../../db/schema";

type FilteredField = { id: number; type: CustomFieldType; options: string[] };
type Built = { sql: SQL } | { error: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A task (the outer query's `tasks` row) has a value of the field that meets `condition` (over `cfx`). */
const hasValue = (fieldId: number, condition: SQL) =>
  sql`exists (select 1 from task_custom_values cfx where cfx.task_id = ${tasks.id} and cfx.field_id = ${fieldId}
    and ${condition})`;

/** The value, or each end of the range, as its type reads it: numbers and dates compare exactly or by range. */
function ordered(field: FilteredField, f: CustomFieldFilter, column: string, cast: string): Built {
  const parts: SQL[] = [];
  for (const [end, op] of [
    ["value", "="],
    ["min", ">="],
    ["max", "<="],
  ] as const) {
    const raw = f[end];
    if (raw === undefined || raw === "") continue;
    const checked = checkCustomValue(field, raw);
    if (!checked.ok) return { error: checked.message };
    parts.push(sql`${sql.raw(`cfx.${column}`)} ${sql.raw(op)} ${String(checked.value)}::${sql.raw(cast)}`);
  }
  return { sql: hasValue(field.id, sql.join(parts, sql` and `)) };
}

/**
 * One filter as a condition on `tasks`: number and date by value or range; text, long text and URL containing
 * the words (any case); dropdown and multi-select holding the option; checkbox ticked (true) or not (false,
 * unset included); user by id.
 */
function filterCondition(field: FilteredField, f: CustomFieldFilter): Built {
  const ranged = f.min !== undefined || f.max !== undefined;
  if (field.type === "number") return ordered(field, f, "number_value", "numeric");
  if (field.type === "date") return ordered(field, f, "date_value", "date");
  if (ranged) return { error: M.filterRange };
  const value = f.value ?? "";
  if (field.type === "text" || field.type === "long_text" || field.type === "url") {
    return { sql: hasValue(field.id, sql`cfx.text_value ilike ${`%${escapeLike(value)}%`}`) };
  }
  // An option is one choice, for a multi-select too ("holds this option").
  const checked = checkCustomValue(
    hasOptions(field.type) ? { type: "dropdown", options: field.options } : field,
    value,
  );
  if (!checked.ok) return { error: checked.message };
  if (hasOptions(field.type)) {
    return { sql: hasValue(field.id, sql`cfx.options @> array[${checked.value as string}]::text[]`) };
  }
  if (field.type === "checkbox") {
    const ticked = hasValue(field.id, sql`cfx.bool_value`);
    return { sql: checked.value ? ticked : sql`not ${ticked}` };
  }
  return { sql: hasValue(field.id, sql`cfx.user_id = ${checked.value as number}`) };
}

/**
 * The `custom_field` filters of a task query as SQL conditions on `tasks`. Each names a field of `projectIds`
 * (any project when undefined: a global manager's query); else, or for a value its type refuses, 400 under
 * `custom_field[<id>]` (or `keyOf`'s name). One query for the fields, only when there are filters.
 */
export async function customFieldConditions(
  db: Executor,
  filters: readonly CustomFieldFilter[] | undefined,
  projectIds?: readonly number[],
  keyOf: (f: CustomFieldFilter) => string = (f) => `custom_field[${f.id}]`,
): Promise<SQL[]> {
  if (!filters || filters.length === 0) return [];
  const ids = [...new Set(filters.map((f) => f.id))];
  const fields = await db
    .select({ id: customFields.id, type: customFields.type, options: customFields.options })
    .from(customFields)
    .where(
      and(inArray(customFields.id, ids), projectIds ? inArray(customFields.projectId, [...projectIds]) : undefined),
    );
  const byId = new Map(fields.map((f) => [f.id, f]));
  const issues: FieldErrors = {};
  const conditions: SQL[] = [];
  for (const f of filters) {
    const field = byId.get(f.id);
    const built: Built = field ? filterCondition(field, f) : { error: M.fieldNotFound };
    if ("error" in built) issues[keyOf(f)] = [built.error];
    else conditions.push(built.sql);
  }
  if (Object.keys(issues).length > 0) throw invalid(issues);
  return conditions;
}
