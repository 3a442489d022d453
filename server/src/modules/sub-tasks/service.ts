import { MESSAGES, type SortSubTasksBody, type UpdateSubTaskBody } from "@cairn/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordActivities, recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { Db } from "../../db/client";
import { taskAssignees, tasks } from "../../db/schema";
import { taskActivity } from "../tasks/activity";
import { nextTaskOrder } from "../tasks/create-task";
import type { TaskListRow } from "../tasks/list-load";
import { loadVisibleTask, type TaskRow } from "../tasks/load";
import { updateTask } from "../tasks/update-task";
import { assertListOpen, type Parent } from "./load";

/** Edits a sub-task (the route's rule let a manager or its creator); new assignees join the parent's too. */
export async function updateSubTask(
  db: Db,
  me: CurrentUser,
  parent: Parent,
  current: { task: TaskRow; list: TaskListRow },
  body: UpdateSubTaskBody,
) {
  assertListOpen(parent.list);
  const { project_id: _project, ...fields } = body;
  const result = await updateTask(db, me, parent.access, current, fields);
  if (body.assignees && body.assignees.length > 0) await addToParent(db, parent.task, body.assignees);
  return result;
}

async function addToParent(db: Db, parent: TaskRow, userIds: readonly number[]) {
  await db
    .insert(taskAssignees)
    .values([...new Set(userIds)].map((userId) => ({ taskId: parent.id, userId, projectId: parent.projectId })))
    .onConflictDoNothing();
}

/**
 * Orders a task's sub-tasks; an id that is a sub-task of another task of the project moves under this one
 * (logged as a change of its parent). Each needs the caller's edit right.
 */
export async function sortSubTasks(db: Db, me: CurrentUser, parent: Parent, body: SortSubTasksBody) {
  assertListOpen(parent.list);
  const ids = body.orders.map((o) => o.id);
  const rows = await db
    .select()
    .from(tasks)
    .where(and(inArray(tasks.id, ids), eq(tasks.projectId, parent.task.projectId), sql`${tasks.parentId} > 0`));
  if (rows.length !== new Set(ids).size) throw notFound(MESSAGES.subTaskNotFound);
  // Privacy follows each sub-task's own row (its parent's): one the caller may not see is not revealed.
  const visible = await Promise.all(rows.map((r) => loadVisibleTask(db, parent.access, r.id).then((x) => x.task)));
  for (const task of visible) authorize(policy.edit(parent.access, task));
  const moved = visible.filter((t) => t.parentId !== parent.task.id);
  return db.transaction(async (tx) => {
    const cases = sql.join(
      body.orders.map((o) => sql`when ${o.id} then ${o.index}::integer`),
      sql` `,
    );
    await tx
      .update(tasks)
      .set({ order: sql`case ${tasks.id} ${cases} end`, parentId: parent.task.id, taskListId: parent.task.taskListId })
      .where(inArray(tasks.id, ids));
    await recordActivities(
      tx,
      moved.map((t) =>
        taskActivity(me, t, parent.list, "update_sub_task_parent", "update", {
          sub_task_title: t.title,
          new: parent.task.title,
        }),
      ),
    );
  });
}

/** Makes a sub-task an ordinary task at the end of its parent's list (the route's rule: a manager or its creator). */
export async function convertSubTask(db: Db, me: CurrentUser, parent: Parent, task: TaskRow) {
  return db.transaction(async (tx) => {
    const order = await nextTaskOrder(tx, parent.list.id);
    const [converted] = await tx
      .update(tasks)
      .set({ parentId: 0, order, updatedBy: me.id, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();
    const activity = await recordActivity(
      tx,
      taskActivity(me, converted, parent.list, "update_sub_task_parent", "update", {
        sub_task_title: converted.title,
        old: parent.task.title,
        new: "",
      }),
    );
    return { task: converted, activity };
  });
}
