import { and, eq, gt, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { listActivity } from "../task-lists/activity";
import type { TaskListRow } from "../tasks/list-load";
import { visibleTaskSql } from "../tasks/load";
import { copyTasks } from "./copy-tasks";
import { runTasksCopiedHooks } from "./hooks";

/** Right after the original: the lists below it move down one. The Inbox's copy is an ordinary list, last. */
async function placeAfter(tx: Executor, list: TaskListRow): Promise<number> {
  const ordinary = and(eq(taskLists.projectId, list.projectId), eq(taskLists.isInbox, false));
  if (list.isInbox) {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${taskLists.order}), 0) + 1`.mapWith(Number) })
      .from(taskLists)
      .where(ordinary);
    return next;
  }
  await tx
    .update(taskLists)
    .set({ order: sql`${taskLists.order} + 1` })
    .where(and(ordinary, gt(taskLists.order, list.order)));
  return list.order + 1;
}

/**
 * Copies a list, "<title> copy", into the same project with the tasks the caller may see (a co-worker
 * without view_private_task does not copy others' private tasks), their assignees and labels. Who may is the
 * route's rule (duplicatedListLoader: the policy's duplicateList).
 */
export async function duplicateTaskList(db: Db, me: CurrentUser, access: ProjectAccess, list: TaskListRow) {
  return db.transaction(async (tx) => {
    const order = await placeAfter(tx, list);
    const [copy] = await tx
      .insert(taskLists)
      .values({
        projectId: list.projectId,
        title: `${list.title} copy`,
        description: list.description,
        status: list.status,
        isPrivate: list.isPrivate,
        isInbox: false,
        order,
        milestoneId: list.milestoneId,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    const visible = tx
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .where(and(eq(tasks.taskListId, list.id), visibleTaskSql(access)));
    const taskMap = await copyTasks(tx, {
      ids: visible.getSQL(),
      projectId: list.projectId,
      lists: { old: [list.id], new: [copy.id] },
    });
    // What other features keep per task comes along (the custom fields' values).
    await runTasksCopiedHooks(tx, { projectId: list.projectId, tasks: taskMap });
    const activity = await recordActivity(
      tx,
      listActivity(me, copy, "duplicate_list", "duplicate", { old_list_title: list.title, list_title: copy.title }),
    );
    return { list: copy, activity };
  });
}
