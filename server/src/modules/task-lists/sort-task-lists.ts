import { MESSAGES, type SortTaskListsBody } from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordActivities } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { taskLists } from "../../db/schema";
import { listActivity } from "./activity";

/** Sets the order of several lists of the project at once (managers only, as in the original). */
export async function sortTaskLists(db: Db, me: CurrentUser, access: ProjectAccess, body: SortTaskListsBody) {
  authorize(policy.manageProject(access));
  const orders = new Map(body.orders.map((o) => [o.id, o.order]));
  const ids = [...orders.keys()];
  return db.transaction(async (tx) => {
    const lists = await tx
      .select()
      .from(taskLists)
      .where(and(eq(taskLists.projectId, access.project.id), inArray(taskLists.id, ids)));
    if (lists.length !== ids.length) throw notFound(MESSAGES.listNotFound);
    const moved = lists.filter((l) => l.order !== orders.get(l.id));
    if (moved.length > 0) {
      const cases = sql.join(
        moved.map((l) => sql`when ${l.id} then ${orders.get(l.id)}::integer`),
        sql` `,
      );
      await tx
        .update(taskLists)
        .set({ order: sql`case ${taskLists.id} ${cases} end`, updatedBy: me.id })
        .where(
          inArray(
            taskLists.id,
            moved.map((l) => l.id),
          ),
        );
    }
    const written = await recordActivities(
      tx,
      moved.map((l) =>
        listActivity(me, l, "update_task_list_order", "update", { old: l.order, new: orders.get(l.id) }),
      ),
    );
    return written.at(-1);
  });
}
