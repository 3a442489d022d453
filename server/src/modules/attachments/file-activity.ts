import type { ActivityInput } from "../../core/activity/record";
import type { ProjectAccess } from "../../core/policy/project-access";

type Logged = { id: number; projectId: number; name: string; type: string; createdBy: number };

/**
 * An activity row about a file item. `isPrivate` is its effective privacy (itself or a folder above),
 * so feeds hide it from readers who may not see the item.
 */
export function fileActivity(
  access: ProjectAccess,
  item: Logged,
  action: string,
  isPrivate: boolean,
  extra: Record<string, unknown> = {},
): ActivityInput {
  return {
    actorId: access.userId,
    action,
    actionType: action.startsWith("create") ? "create" : action.startsWith("delete") ? "delete" : "update",
    resourceType: "file",
    resourceId: item.id,
    projectId: item.projectId,
    meta: { file_title: item.name, file_type: item.type, ...extra },
    privateKinds: isPrivate ? ["file"] : [],
    ownerId: item.createdBy,
  };
}
