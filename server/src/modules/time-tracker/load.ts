import { MESSAGES, TIME_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { AppError, notFound } from "../../core/http/errors";
import { loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskAssignees, tasks, timeLogs } from "../../db/schema";
import type { TaskListRow } from "../task-lists/load";
import { loadVisibleTask, type TaskRow } from "../tasks/load";

export type TimeLogRow = typeof timeLogs.$inferSelect;

/** The task a time call is about, seen by the caller: its project comes from the task. */
export type TimeTarget = { access: ProjectAccess; task: TaskRow; list: TaskListRow };

/**
 * The address names the task only, so its project is read from it. A project the body names must be that
 * one; a project the caller is no member of, or a task he may not see (private), is 404 as everywhere.
 */
export async function loadTimeTarget(
  db: Executor,
  me: CurrentUser,
  taskId: number,
  projectId?: number,
): Promise<TimeTarget> {
  const [owner] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  if (!owner) throw notFound(MESSAGES.taskNotFound);
  if (projectId !== undefined && projectId !== owner.projectId) throw notFound(TIME_MESSAGES.otherProject);
  const access = await loadProjectAccess(db, me, owner.projectId);
  return { access, ...(await loadVisibleTask(db, access, taskId)) };
}

/** A log and its task, for the caller: an unknown log, or one on a task he may not see, is 404. */
export async function loadTimeLog(db: Executor, me: CurrentUser, logId: number) {
  const [log] = await db.select().from(timeLogs).where(eq(timeLogs.id, logId));
  if (!log) throw notFound(TIME_MESSAGES.logNotFound);
  // One answer for a log the caller may not reach, whatever hides it: its id tells nothing.
  const target = await loadTimeTarget(db, me, log.taskId).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? notFound(TIME_MESSAGES.logNotFound) : err;
  });
  return { log, ...target };
}

export async function isAssignee(db: Executor, taskId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)));
  return row !== undefined;
}
