import type { Executor } from "../../db/client";
import type { CurrentUser } from "../auth/current-user";
import { type ActivityInput, type ActivityRow, recordActivities } from "./record";

/** What a workspace change logs; who and where are fixed. */
export type WorkspaceActivity = Pick<ActivityInput, "action" | "actionType" | "resourceType" | "resourceId" | "meta">;

/**
 * Logs changes of the workspace itself (modules, licence, departments): rows of no project and no owner.
 * The feeds show them to global managers only, since everyone else reads the rows of their own projects
 * (modules/activities/reader-scope.ts); an owner would let its actor see them after losing the capability.
 * Call it in the change's transaction: the change's table bumps the directory version that keys the
 * managers' cached feed.
 */
export function recordWorkspaceActivities(
  tx: Executor,
  me: CurrentUser,
  list: WorkspaceActivity[],
): Promise<ActivityRow[]> {
  return recordActivities(
    tx,
    list.map((a) => ({ ...a, actorId: me.id, projectId: null, ownerId: null, privateKinds: [] })),
  );
}

export async function recordWorkspaceActivity(tx: Executor, me: CurrentUser, a: WorkspaceActivity) {
  const [row] = await recordWorkspaceActivities(tx, me, [a]);
  return row;
}
