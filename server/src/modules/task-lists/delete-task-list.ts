import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { purgeItems } from "../attachments/cascade";
import type { TaskListRow } from "../tasks/list-load";
import { listActivity } from "./activity";

/**
 * Deletes a list and (by cascade) its tasks, with the comments and attachments of both; the Inbox
 * stays because tasks without a list go there. Returns the storage keys to remove after the commit.
 */
export async function deleteTaskList(db: Db, me: CurrentUser, access: ProjectAccess, list: TaskListRow) {
  authorize(policy.remove(access, list));
  if (list.isInbox) throw unprocessable(MESSAGES.inboxUndeletable);
  return db.transaction(async (tx) => {
    const taskIds = (await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.taskListId, list.id))).map(
      (r) => r.id,
    );
    await tx.delete(taskLists).where(eq(taskLists.id, list.id));
    const removed = [
      ...(await purgeItems(tx, list.projectId, "task", taskIds)),
      ...(await purgeItems(tx, list.projectId, "task_list", [list.id])),
    ];
    const activity = await recordActivity(tx, listActivity(me, list, "delete_task_list", "delete"));
    return { activity, removed };
  });
}
