import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { ownOrPublicSql, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import { taskLists } from "../../db/schema";

export type TaskListRow = typeof taskLists.$inferSelect;

/**
 * A list of this project that the caller may see; anything else is 404 (private lists are not revealed).
 * Prepared once per privacy variant: every task write loads its list first.
 */
export async function loadVisibleList(db: Executor, access: ProjectAccess, listId: number): Promise<TaskListRow> {
  const hide = !policy.viewPrivate(access, "list");
  const name = `cairn_visible_list_${Number(hide)}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select()
      .from(taskLists)
      .where(
        and(
          eq(taskLists.id, sql.placeholder("listId")),
          eq(taskLists.projectId, sql.placeholder("projectId")),
          hide ? ownOrPublicSql(taskLists) : undefined,
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ listId, projectId: access.project.id, userId: access.userId });
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
