import { SETTINGS_MESSAGES } from "@cairn/shared";
import { and, eq, inArray } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { labels, taskLabels } from "../../db/schema";

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
