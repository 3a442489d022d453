import type { ActivityInput } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { privateKindsOf } from "../../core/policy/policy";
import type { TaskListRow } from "../tasks/list-load";

/** An activity row about a list, carrying what its sentence needs and the list's privacy. */
export function listActivity(
  me: CurrentUser,
  list: TaskListRow,
  action: string,
  actionType: ActivityInput["actionType"],
  meta: Record<string, unknown> = {},
): ActivityInput {
  return {
    actorId: me.id,
    action,
    actionType,
    resourceType: "task_list",
    resourceId: list.id,
    projectId: list.projectId,
    meta: { task_list_title: list.title, ...meta },
    privateKinds: privateKindsOf({ kind: "list", isPrivate: list.isPrivate }),
    ownerId: list.createdBy,
  };
}
