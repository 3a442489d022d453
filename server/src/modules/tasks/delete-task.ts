import { eq, or } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import { purgeItems } from "../attachments/cascade";
import { taskActivity } from "./activity";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";

/**
 * Deletes a task with its sub-tasks (their rows would point nowhere); assignees go by cascade, and
 * comments and attachments with purgeItems. Returns the storage keys to remove after the commit.
 */
export async function deleteTask(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  current: { task: TaskRow; list: TaskListRow },
) {
  const { task, list } = current;
  authorize(policy.remove(access, task));
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(tasks)
      .where(or(eq(tasks.id, task.id), eq(tasks.parentId, task.id)))
      .returning({ id: tasks.id });
    const removed = await purgeItems(
      tx,
      task.projectId,
      "task",
      gone.map((g) => g.id),
    );
    const activity = await recordActivity(tx, taskActivity(me, task, list, "delete_task", "delete"));
    return { activity, removed };
  });
}
