import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import { loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskListRow } from "../task-lists/load";
import { loadVisibleTask, loadVisibleTaskWithRelated, type TaskRow } from "../tasks/load";
import type { TaskRelated } from "../tasks/related";

export type Parent = { access: ProjectAccess; task: TaskRow; list: TaskListRow; related: TaskRelated };

/**
 * The task whose sub-tasks a call is about, with the caller's access to its project: the address names the
 * task only, so its project is read from it. A project the body names must be that one; a task the caller
 * may not see is 404, as is a sub-task (one level only).
 */
export async function loadParent(db: Executor, me: CurrentUser, taskId: number, projectId?: number): Promise<Parent> {
  const [owner] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  if (!owner) throw notFound(MESSAGES.taskNotFound);
  if (projectId !== undefined && projectId !== owner.projectId) throw notFound(MESSAGES.subTaskOtherProject);
  const access = await loadProjectAccess(db, me, owner.projectId);
  const found = await loadVisibleTaskWithRelated(db, access, taskId);
  if (found.task.parentId !== 0) throw unprocessable(MESSAGES.subTaskOfSubTask);
  return { access, ...found };
}

/** A sub-task of this parent (visible with it); any other id is 404. */
export async function loadSubTask(db: Executor, parent: Parent, subTaskId: number) {
  const found = await loadVisibleTask(db, parent.access, subTaskId).catch(() => undefined);
  if (!found || found.task.parentId !== parent.task.id) throw notFound(MESSAGES.subTaskNotFound);
  return found;
}

/** Sub-tasks are not created or changed on an archived list (spec 001 §4). */
export function assertListOpen(list: TaskListRow) {
  if (list.status === 0) throw unprocessable(MESSAGES.subTaskOnArchivedList);
}
