import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../../core/auth/current-user";
import { idParam } from "../../core/auth/plugin";
import { notFound, unprocessable } from "../../core/http/errors";
import { accessedItem, projectAccessOf, type UnplacedItemLoader } from "../../core/policy/addressed-items";
import { policy } from "../../core/policy/policy";
import { loadProjectAccess, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskListRow } from "../tasks/list-load";
import { type LoadedTask, loadVisibleTask, loadVisibleTaskWithRelated, type TaskRow } from "../tasks/load";
import { assigneeIdsOf } from "../tasks/related";

/** The task whose sub-tasks a call is about, with the caller's access to its project. */
export type Parent = LoadedTask & { access: ProjectAccess };

/** A sub-task a route's `:sub_task_id` names, with its parent (the route's `:task_id`). */
export type LoadedSubTask = { parent: LoadedTask; task: TaskRow; list: TaskListRow };

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    sub_task: LoadedSubTask;
  }
}

/**
 * The address names the task only, so its project is read from it. A task the caller may not see (another
 * project's included) is the missing task's 404; a sub-task is refused (one level only). Read by the loaders
 * below, and by the sorting call, whose task is in its body.
 */
export async function loadParent(db: Executor, me: CurrentUser, taskId: number): Promise<Parent> {
  const [owner] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  if (!owner) throw notFound(MESSAGES.taskNotFound);
  // A task the caller may not see answers as a missing one, whatever the project named (issue 42 point 9).
  const access = await loadProjectAccess(db, me, owner.projectId, MESSAGES.taskNotFound);
  const found = await loadVisibleTaskWithRelated(db, access, taskId);
  if (found.task.parentId !== 0) throw unprocessable(MESSAGES.subTaskOfSubTask);
  return { access, ...found };
}

/** A sub-task of this parent (visible with it); any other id is 404. */
async function loadSubTask(db: Executor, parent: Parent, subTaskId: number) {
  const found = await loadVisibleTask(db, parent.access, subTaskId).catch(() => undefined);
  if (!found || found.task.parentId !== parent.task.id) throw notFound(MESSAGES.subTaskNotFound);
  return found;
}

/**
 * The task a sub-task route's `:task_id` names (its address has no project), for the route-access hook: seen
 * with its list, given a sub-task by the policy's addSubTask (a manager, or a member with create_task who made
 * it or works on it).
 */
export const parentTaskLoader: UnplacedItemLoader<LoadedTask> = {
  param: "task_id",
  load: async (db, me, id) => {
    const { access, ...parent } = await loadParent(db, me, id);
    return { item: parent, project: access };
  },
  allows: (parent, does, access) =>
    does === "see" ||
    (does === "add-sub-task" &&
      access !== undefined &&
      policy.addSubTask(access, parent.task, assigneeIdsOf(parent.related, parent.task.id))),
};

/** The sub-task a route's `:sub_task_id` names under its `:task_id`: changed by a manager or its creator. */
export const subTaskLoader: UnplacedItemLoader<LoadedSubTask> = {
  param: "sub_task_id",
  load: async (db, me, id, req) => {
    const parent = await loadParent(db, me, idParam(req, "task_id") ?? 0);
    const { access, ...parentTask } = parent;
    return { item: { parent: parentTask, ...(await loadSubTask(db, parent, id)) }, project: access };
  },
  allows: (loaded, does, access) =>
    does === "see" ||
    (access !== undefined &&
      ((does === "edit" && policy.edit(access, loaded.task)) ||
        (does === "remove" && policy.remove(access, loaded.task)))),
};

/** The parent the route's access rule loaded, with the caller's access to its project. */
export function parentOf(req: FastifyRequest): Parent {
  return { access: projectAccessOf(req), ...accessedItem(req, "task") };
}

/** The parent of the sub-task the route's access rule loaded, and that sub-task. */
export function subTaskOf(req: FastifyRequest): { parent: Parent; current: { task: TaskRow; list: TaskListRow } } {
  const { parent, ...current } = accessedItem(req, "sub_task");
  return { parent: { access: projectAccessOf(req), ...parent }, current };
}

/** A project the call names must be the task's (the task's own id already decided who may see it). */
export function assertTaskProject(parent: Parent, projectId: number | undefined) {
  if (projectId !== undefined && projectId !== parent.task.projectId) throw notFound(MESSAGES.subTaskOtherProject);
}

/** Sub-tasks are not created or changed on an archived list (spec 001 §4). */
export function assertListOpen(list: TaskListRow) {
  if (list.status === 0) throw unprocessable(MESSAGES.subTaskOnArchivedList);
}
