import { MESSAGES, type SortTasksBody } from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordActivities, setActivityPrivacy } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound, unprocessable } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { taskActivity, taskPrivateKinds } from "./activity";
import { loadVisibleList } from "./list-load";
import { visibleTaskSql } from "./load";

/**
 * Puts tasks in the given order inside one list, moving those that were elsewhere into it
 * (the original's sorting with receive=1). Each task needs the caller's edit right.
 */
export async function sortTasks(db: Db, me: CurrentUser, access: ProjectAccess, body: SortTasksBody) {
  const list = await loadVisibleList(db, access, (body.task_list_id ?? body.board_id) as number);
  const orders = new Map(body.orders.map((o) => [o.id, o.order]));
  const ids = [...orders.keys()];
  const rows = await db
    .select({ task: tasks, list: taskLists })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(and(inArray(tasks.id, ids), eq(tasks.projectId, access.project.id), visibleTaskSql(access)));
  if (rows.length !== ids.length) throw notFound(MESSAGES.taskNotFound);
  for (const { task } of rows) authorize(policy.edit(access, task));
  const moved = rows.filter((r) => r.task.taskListId !== list.id);
  if (moved.length > 0 && list.status === 0) throw unprocessable(MESSAGES.listArchived);
  return db.transaction(async (tx) => {
    const cases = sql.join(
      ids.map((id) => sql`when ${id} then ${orders.get(id)}::integer`),
      sql` `,
    );
    await tx
      .update(tasks)
      .set({ order: sql`case ${tasks.id} ${cases} end`, taskListId: list.id })
      .where(inArray(tasks.id, ids));
    // Sub-tasks live in their parent's list.
    if (moved.length > 0) {
      await tx
        .update(tasks)
        .set({ taskListId: list.id })
        .where(
          inArray(
            tasks.parentId,
            moved.map((r) => r.task.id),
          ),
        );
    }
    for (const isPrivate of [true, false]) {
      const movedIds = moved.filter((r) => r.task.isPrivate === isPrivate).map((r) => r.task.id);
      await setActivityPrivacy(tx, "task", movedIds, taskPrivateKinds({ isPrivate }, list));
    }
    const written = await recordActivities(
      tx,
      moved.map((r) =>
        taskActivity(me, r.task, list, "update_task_task_list", "update", {
          old: r.list.title,
          new: list.title,
        }),
      ),
    );
    return written.at(-1);
  });
}
