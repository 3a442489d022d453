import { SETTINGS_MESSAGES, type TaskLabel } from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import { type Executor, idArray } from "../../db/client";
import { labels, taskLabels } from "../../db/schema";

/** Prepared once per executor; the ids travel as one array, so the statement's text never changes. */
const prepared = new WeakMap<Executor, ReturnType<typeof prepareLabelsOf>>();

function prepareLabelsOf(db: Executor) {
  return db
    .select({ taskId: taskLabels.taskId, id: labels.id, title: labels.title, color: labels.color })
    .from(taskLabels)
    .innerJoin(labels, eq(labels.id, taskLabels.labelId))
    .where(sql`${taskLabels.taskId} = any(${idArray(sql.placeholder("ids"))})`)
    .orderBy(labels.title, labels.id)
    .prepare("cairn_task_labels");
}

/** The labels of many tasks in ONE query, whatever their number (task rows show them). */
export async function loadTaskLabels(db: Executor, taskIds: readonly number[]): Promise<Map<number, TaskLabel[]>> {
  const byTask = new Map<number, TaskLabel[]>();
  if (taskIds.length === 0) return byTask;
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareLabelsOf(db);
    prepared.set(db, statement);
  }
  for (const { taskId, ...label } of await statement.execute({ ids: [...taskIds] })) {
    const list = byTask.get(taskId) ?? [];
    list.push(label);
    byTask.set(taskId, list);
  }
  return byTask;
}

/** What changed, for the task's activity row (update_task_labels), as label titles. */
export type TaskLabelsLog = { field: "labels"; old: string[]; new: string[] };

/**
 * Sets a task's labels to exactly these; every id must be a label of the task's project (else 400 on
 * task_labels). Answers undefined when nothing changed.
 */
export async function replaceTaskLabels(
  tx: Executor,
  task: { id: number; projectId: number },
  wanted: readonly number[],
): Promise<TaskLabelsLog | undefined> {
  const next = [...new Set(wanted)];
  const known =
    next.length === 0
      ? []
      : await tx
          .select({ id: labels.id, title: labels.title })
          .from(labels)
          .where(and(eq(labels.projectId, task.projectId), inArray(labels.id, next)));
  if (known.length !== next.length) throw invalidField("task_labels", SETTINGS_MESSAGES.taskLabelsOfProject);
  const current = await tx
    .select({ id: labels.id, title: labels.title })
    .from(taskLabels)
    .innerJoin(labels, eq(labels.id, taskLabels.labelId))
    .where(eq(taskLabels.taskId, task.id));
  const removed = current.filter((l) => !next.includes(l.id)).map((l) => l.id);
  const added = next.filter((id) => !current.some((l) => l.id === id));
  if (removed.length === 0 && added.length === 0) return undefined;
  if (removed.length > 0) {
    await tx.delete(taskLabels).where(and(eq(taskLabels.taskId, task.id), inArray(taskLabels.labelId, removed)));
  }
  if (added.length > 0) await tx.insert(taskLabels).values(added.map((labelId) => ({ taskId: task.id, labelId })));
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort((a, b) => a.localeCompare(b));
  return { field: "labels", old: titles(current), new: titles(known) };
}
