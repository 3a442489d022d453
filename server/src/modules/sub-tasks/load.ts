import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import { loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskListRow } from "../tasks/list-load";
import { loadVisibleTask, loadVisibleTaskWithRelated, type TaskRow } from "../tasks/load";
import type { TaskRelated } from "../tasks/related";

export type Parent = { access: ProjectAccess; task: TaskRow; list: TaskListRow; related: TaskRelated };

/**
 * The task whose sub-tasks a call is about, with the caller's access to its project: the address names the
 * task only, so its project is read from it. A task the caller may not see (another project's included) is
 * the missing task's 404; a project the body names must then be the task's; a sub-task is refused (one level
 * only).
 */
export async function loadParent(db: Executor, me: CurrentUser, taskId: number, projectId?: number): Promise<Parent> {
  const [owner] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  if (!owner) throw notFound(MESSAGES.taskNotFound);
  // A task the caller may not see answers as a missing one, whatever the project named (issue 42 point 9).
  const access = await loadProjectAccess(db, me, owner.projectId, MESSAGES.taskNotFound);
  const found = await loadVisibleTaskWithRelated(db, access, taskId);
  if (projectId !== undefined && projectId !== owner.projectId) throw notFound(MESSAGES.subTaskOtherProject);
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
