import { TASK_TYPE_MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { invalidField, notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { taskTypes } from "../../db/schema";

export type TaskTypeRow = typeof taskTypes.$inferSelect;

export async function loadTaskType(db: Executor, id: number): Promise<TaskTypeRow> {
  const [row] = await db.select().from(taskTypes).where(eq(taskTypes.id, id)).limit(1);
  if (!row) throw notFound(TASK_TYPE_MESSAGES.notFound);
  return row;
}

/** Every type, by name: a workspace has a handful, read whole. */
export function listTaskTypes(db: Executor): Promise<TaskTypeRow[]> {
  return db.select().from(taskTypes).orderBy(taskTypes.title, taskTypes.id);
}

/** A task's `type_id` must name a type that exists (400 on the field); null or absent is fine. */
export async function assertTaskTypeExists(db: Executor, typeId: number | null | undefined): Promise<void> {
  if (typeId === null || typeId === undefined) return;
  const [row] = await db.select({ id: taskTypes.id }).from(taskTypes).where(eq(taskTypes.id, typeId)).limit(1);
  if (!row) throw invalidField("type_id", TASK_TYPE_MESSAGES.unknownType);
}

export const presentTaskType = (t: TaskTypeRow) => ({
  id: t.id,
  title: t.title,
  description: t.description,
  color: t.color,
});
