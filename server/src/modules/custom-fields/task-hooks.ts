import type { TaskCreation, TaskCreationPlan, TaskHook, TaskUpdate, TaskUpdateStep } from "../tasks/hooks";
import { loadProjectFields } from "./load";
import { newTaskValuesSql, writeTaskValues } from "./stored-values";
import { checkTaskValues, currentValues } from "./task-values";

/**
 * A new task's values: those given (checked, so a refusal creates nothing) and every other field's default,
 * written by the task's own creating statement. Without `custom_fields` in the body no query is added: the
 * defaults come from the fields inside that statement.
 */
async function beforeCreate(c: TaskCreation): Promise<TaskCreationPlan> {
  const raw = c.body.custom_fields;
  const given = raw
    ? await checkTaskValues(c.db, c.access, await loadProjectFields(c.db, c.access.project.id), raw)
    : [];
  return { sideEffects: [newTaskValuesSql(given)] };
}

/** The custom fields' part in every task creation (tasks/hooks.ts). */
export const customFieldsTaskHook: TaskHook = { beforeCreate };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * `custom_fields` of a task update: checked before anything is written; then, in the update's transaction,
 * the values that differ are written and logged as one `update_task_custom_fields` line (old and new by field
 * name). Values equal to the stored ones change nothing.
 */
export async function customFieldsUpdateHook(c: TaskUpdate): Promise<TaskUpdateStep | undefined> {
  const raw = c.body.custom_fields;
  if (raw === undefined) return undefined;
  const fields = await loadProjectFields(c.db, c.access.project.id);
  const checked = await checkTaskValues(c.db, c.access, fields, raw);
  if (checked.length === 0) return undefined;
  const names = new Map(fields.map((f) => [f.id, f.name]));
  return async (tx) => {
    const before = await currentValues(
      tx,
      c.task.id,
      checked.map((v) => v.fieldId),
    );
    const changed = checked.filter((v) => !same(before.get(v.fieldId), v.value));
    if (changed.length === 0) return undefined;
    await writeTaskValues(tx, c.task, changed);
    const old: Record<string, unknown> = {};
    const next: Record<string, unknown> = {};
    for (const v of changed) {
      const name = names.get(v.fieldId) ?? String(v.fieldId);
      old[name] = before.get(v.fieldId) ?? null;
      next[name] = v.value;
    }
    return { field: "custom_fields", old, new: next };
  };
}
