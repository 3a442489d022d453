import { MODULE, type TaskCustomField } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import type { TaskRowAddOn } from "../tasks/task-row";

/**
 * The module is on (no row switches it off), read in the statement that needs it: task answers carry no values
 * while it is off, at the cost of one probe of a tiny table rather than a query of its own.
 */
export const customFieldsOnSql = sql`not exists (select 1 from module_states cfm
  where cfm.path = ${sql.raw(`'${MODULE.customFields}'`)} and cfm.enabled = false)`;

/** A value row `v` of field `f` as answers carry it (the dropdown's choice is the one option it holds). */
export const valueJsonSql = (f: string, v: string) =>
  sql.raw(`case ${f}.type when 'dropdown' then to_json(${v}.options[1]) when 'multi_select' then to_json(${v}.options)
    else coalesce(to_json(${v}.text_value), to_json(${v}.number_value), to_json(${v}.date_value),
      to_json(${v}.bool_value), to_json(${v}.user_id)) end`);

type FieldTuple = [id: number, name: string, type: TaskCustomField["type"], value: unknown];

/**
 * Custom field values on task rows (tasks/task-row.ts): per task, every field of its project in order with
 * the task's value or null, as [id, name, type, value] arrays. Aliased throughout: `ids` may name the outer
 * row's tasks.id. Nothing while the module is off, so answers carry `custom_fields: {data: []}`.
 */
export const customFieldsRowAddOn: TaskRowAddOn<TaskCustomField[]> = {
  name: "custom_fields",
  perTask: (ids: SQL) => sql`select cft.id, json_agg(json_build_array(cff.id, cff.name, cff.type,
      ${valueJsonSql("cff", "cfv")}) order by cff."order", cff.id) as fields
    from tasks cft join custom_fields cff on cff.project_id = cft.project_id
    left join task_custom_values cfv on cfv.task_id = cft.id and cfv.field_id = cff.id
    where cft.id = any(${ids}) and ${customFieldsOnSql} group by cft.id`,
  json: (alias) => `${alias}.fields`,
  decode: (fields: FieldTuple[]) =>
    fields.map(([id, name, type, value]) => ({ id, name, type, value: (value ?? null) as TaskCustomField["value"] })),
  into: (related, taskId, fields) => related.customFields.set(taskId, fields),
};
