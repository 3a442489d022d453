import { and, eq } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { ownOrPublicSql, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskLists } from "../../db/schema";

export type TaskListRow = typeof taskLists.$inferSelect;

/** A list of this project that the caller may see; anything else is 404 (private lists are not revealed). */
export async function loadVisibleList(db: Executor, access: ProjectAccess, listId: number): Promise<TaskListRow> {
  const hide = !policy.viewPrivate(access, "list");
  const [row] = await db
    .select()
    .from(taskLists)
    .where(
      and(
        eq(taskLists.id, listId),
        eq(taskLists.projectId, access.project.id),
        hide ? ownOrPublicSql(taskLists) : undefined,
      ),
    )
    .limit(1)
    .execute({ userId: access.userId });
  if (!row) throw notFound("The task list was not found.");
  return row;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    list: TaskListRow;
  }
}

/** The list a route's `:list_id` names, for the route-access hook. */
export const listLoader: ItemLoader<TaskListRow> = { param: "list_id", load: loadVisibleList, owner: (list) => list };
