import { MODULE, type TaskCustomField } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";

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

/** [taskId, fieldId, name, type, value] for each field of each task's project (value null where unset). */
export type TaskCustomFieldTuple = [taskId: number, id: number, name: string, type: TaskCustomField["type"], unknown];

/**
 * Every field of the tasks' projects with each task's value, as one JSON list (TaskCustomFieldTuple): folded into
 * the statement that reads the tasks' related data (tasks/related.ts), so a page of tasks costs no query more.
 * Aliased throughout: `ids` may name the outer row's tasks.id.
 */
export const taskCustomFieldsJsonSql = (ids: SQL) => sql`(select coalesce(json_agg(json_build_array(cft.id, cff.id,
    cff.name, cff.type, ${valueJsonSql("cff", "cfv")}) order by cft.id, cff."order", cff.id), '[]'::json)
  from tasks cft join custom_fields cff on cff.project_id = cft.project_id
  left join task_custom_values cfv on cfv.task_id = cft.id and cfv.field_id = cff.id
  where cft.id = any(${ids}) and ${customFieldsOnSql})`;

/** [id, name, type] of a project's fields, in order: the task lists read them once for all their tasks. */
export type ProjectFieldTuple = [id: number, name: string, type: TaskCustomField["type"]];
/** [taskId, fieldId, value] of the values set. */
export type TaskValueTuple = [taskId: number, fieldId: number, value: unknown];

/** The project's fields (ProjectFieldTuple), for the task lists' statement. */
export const projectFieldsJsonSql = (projectId: number) => sql`(select json_agg(json_build_array(cff.id, cff.name,
    cff.type) order by cff."order", cff.id) from custom_fields cff
  where cff.project_id = ${projectId} and ${customFieldsOnSql})`;

/** The values of these tasks (TaskValueTuple), for the task lists' statement. */
export const taskValuesJsonSql = (ids: SQL) => sql`(select json_agg(json_build_array(cfv.task_id, cfv.field_id,
    ${valueJsonSql("cff", "cfv")})) from task_custom_values cfv join custom_fields cff on cff.id = cfv.field_id
  where cfv.task_id = any(${ids}) and ${customFieldsOnSql})`;

/** Groups TaskCustomFieldTuples by task. */
export function customFieldsByTask(tuples: readonly TaskCustomFieldTuple[] | null | undefined) {
  const byTask = new Map<number, TaskCustomField[]>();
  for (const [taskId, id, name, type, value] of tuples ?? []) {
    const list = byTask.get(taskId) ?? [];
    list.push({ id, name, type, value: (value ?? null) as TaskCustomField["value"] });
    byTask.set(taskId, list);
  }
  return byTask;
}

/** Each task's fields, every one of the project's in order with its value or null (the task lists' tasks). */
export function customFieldsOfTasks(
  taskIds: readonly number[],
  fields: readonly ProjectFieldTuple[] | null | undefined,
  values: readonly TaskValueTuple[] | null | undefined,
) {
  const byTask = new Map<number, TaskCustomField[]>();
  if (!fields || fields.length === 0) return byTask;
  const set = new Map<string, unknown>();
  for (const [taskId, fieldId, value] of values ?? []) set.set(`${taskId}:${fieldId}`, value);
  for (const taskId of taskIds) {
    byTask.set(
      taskId,
      fields.map(([id, name, type]) => ({
        id,
        name,
        type,
        value: (set.get(`${taskId}:${id}`) ?? null) as TaskCustomField["value"],
      })),
    );
  }
  return byTask;
}
