import type { CustomFieldType, CustomFieldValue } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";

/** A value checked for its field, ready to store (null: the task has no value of the field). */
export type CheckedValue = { fieldId: number; type: CustomFieldType; value: CustomFieldValue };

/** The typed columns of a value row, as jsonb_to_recordset reads them (VALUE_RECORD). */
type StoredColumns = {
  field_id: number;
  text_value: string | null;
  number_value: string | null;
  date_value: string | null;
  bool_value: boolean | null;
  user_id: number | null;
  options: string[] | null;
};

/** The one column each type keeps its value in. */
function storedColumns({ fieldId, type, value }: CheckedValue): StoredColumns {
  const row: StoredColumns = {
    field_id: fieldId,
    text_value: null,
    number_value: null,
    date_value: null,
    bool_value: null,
    user_id: null,
    options: null,
  };
  if (type === "text" || type === "long_text" || type === "url") row.text_value = value as string;
  // Sent as text: numeric keeps it exactly, never through a float.
  else if (type === "number") row.number_value = String(value);
  else if (type === "date") row.date_value = value as string;
  else if (type === "checkbox") row.bool_value = value as boolean;
  else if (type === "user") row.user_id = value as number;
  else if (type === "dropdown") row.options = [value as string];
  else row.options = value as string[];
  return row;
}

const COLUMNS = sql.raw("text_value, number_value, date_value, bool_value, user_id, options");
const VALUE_RECORD = sql.raw(
  "x(field_id int, text_value text, number_value numeric, date_value date, bool_value boolean, user_id int, options text[])",
);
const recordsOf = (values: readonly CheckedValue[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(values.map(storedColumns))}::jsonb) as ${VALUE_RECORD}`;

/** A field `f`'s default in the typed columns, read from `f.default_value` (jsonb, as answers carry it). */
const DEFAULT_COLUMNS = sql.raw(`
  case when f.type in ('text', 'long_text', 'url') then f.default_value #>> '{}' end,
  case when f.type = 'number' then (f.default_value #>> '{}')::numeric end,
  case when f.type = 'date' then (f.default_value #>> '{}')::date end,
  case when f.type = 'checkbox' then (f.default_value #>> '{}')::boolean end,
  case when f.type = 'user' then (f.default_value #>> '{}')::int end,
  case when f.type = 'dropdown' then array[f.default_value #>> '{}']
    when f.type = 'multi_select' then array(select jsonb_array_elements_text(f.default_value)) end`);

/** `f` has a default that applies in project `projectId`: a user default only while that user is a member. */
const hasDefaultSql = (projectId: SQL) => sql`f.default_value is not null and jsonb_typeof(f.default_value) <> 'null'
  and (f.type <> 'user' or exists (select 1 from project_members pm
    where pm.project_id = ${projectId} and pm.user_id = (f.default_value #>> '{}')::int))`;

/**
 * For the creating statement of a task (tasks/hooks.ts sideEffects, reading the new row as `changed`): the
 * values given, and every other field's default. One INSERT, whatever the number of fields.
 */
export function newTaskValuesSql(given: readonly CheckedValue[]): SQL {
  const set = given.filter((v) => v.value !== null);
  const givenRows =
    set.length === 0
      ? sql``
      : sql`select changed.id, x.field_id, changed.project_id, ${COLUMNS} from changed, ${recordsOf(set)} union all `;
  return sql`insert into task_custom_values (task_id, field_id, project_id, ${COLUMNS})
    ${givenRows}select changed.id, f.id, changed.project_id, ${DEFAULT_COLUMNS}
    from changed join custom_fields f on f.project_id = changed.project_id
    where ${hasDefaultSql(sql`changed.project_id`)} and f.id <> all(${idArray(given.map((v) => v.fieldId))})`;
}

/** Sets a task's values of these fields: each value given is written, each empty one taken off. */
export async function writeTaskValues(
  tx: Executor,
  task: { id: number; projectId: number },
  values: readonly CheckedValue[],
): Promise<void> {
  const set = values.filter((v) => v.value !== null);
  const cleared = values.filter((v) => v.value === null).map((v) => v.fieldId);
  if (cleared.length > 0) {
    await tx.execute(
      sql`delete from task_custom_values where task_id = ${task.id} and field_id = any(${idArray(cleared)})`,
    );
  }
  if (set.length === 0) return;
  await tx.execute(sql`insert into task_custom_values (task_id, field_id, project_id, ${COLUMNS})
    select ${task.id}::int, x.field_id, ${task.projectId}::int, ${COLUMNS} from ${recordsOf(set)}
    on conflict (task_id, field_id) do update set text_value = excluded.text_value,
      number_value = excluded.number_value, date_value = excluded.date_value, bool_value = excluded.bool_value,
      user_id = excluded.user_id, options = excluded.options`);
}

/**
 * Gives the field's default to every task of its project that has no value of it: a field made required
 * leaves no task without a value. One statement.
 */
export async function fillDefaults(tx: Executor, field: { id: number; projectId: number }): Promise<void> {
  await tx.execute(sql`insert into task_custom_values (task_id, field_id, project_id, ${COLUMNS})
    select t.id, f.id, t.project_id, ${DEFAULT_COLUMNS}
    from tasks t join custom_fields f on f.id = ${field.id}
    where t.project_id = ${field.projectId} and ${hasDefaultSql(sql`t.project_id`)}
    on conflict (task_id, field_id) do nothing`);
}

/** The tasks with a value of the field, and how many hold each of these options (for refusals). */
export async function valuesInUse(tx: Executor, fieldId: number, options: readonly string[] = []) {
  const result = (await tx.execute(sql`select count(*)::int as total,
      coalesce((select json_object_agg(o, n) from (
        select o, count(*)::int as n from task_custom_values v, unnest(v.options) o
        where v.field_id = ${fieldId} and o = any(${sql.param([...options])}::text[]) group by o) c), '{}'::json) as per_option
    from task_custom_values where field_id = ${fieldId}`)) as unknown as {
    rows: { total: number; per_option: Record<string, number> }[];
  };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), perOption: row?.per_option ?? {} };
}
