import type { ActivityInput } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { privateKindsOf } from "../../core/policy/policy";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";

/** The private kinds a task's log rows need: its own privacy and its list's. */
export const taskPrivateKinds = (task: Pick<TaskRow, "isPrivate">, list: Pick<TaskListRow, "isPrivate">) =>
  privateKindsOf({ kind: "task", isPrivate: task.isPrivate }, { kind: "list", isPrivate: list.isPrivate });

/** An activity row about a task, with the titles a sentence shows and the privacy readers are filtered by. */
export function taskActivity(
  me: CurrentUser,
  task: Pick<TaskRow, "id" | "title" | "projectId" | "isPrivate" | "createdBy">,
  list: Pick<TaskListRow, "id" | "title" | "isPrivate">,
  action: string,
  actionType: ActivityInput["actionType"],
  meta: Record<string, unknown> = {},
): ActivityInput {
  return {
    actorId: me.id,
    action,
    actionType,
    resourceType: "task",
    resourceId: task.id,
    projectId: task.projectId,
    meta: { task_title: task.title, task_list_id: list.id, task_list_title: list.title, ...meta },
    privateKinds: taskPrivateKinds(task, list),
    ownerId: task.createdBy,
  };
}
