import { MESSAGES, type UpdateTaskListBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { type ActivityInput, recordActivities, setActivityPrivacy } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { unprocessable } from "../../core/http/errors";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy, privateKindsOf } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { syncAttachmentPrivacy } from "../attachments/store";
import type { TaskListRow } from "../tasks/list-load";
import { assertMilestoneInProject } from "../tasks/milestone-in-project";
import { listActivity } from "./activity";

type Changes = Partial<Pick<TaskListRow, "title" | "description" | "milestoneId" | "isPrivate" | "status">>;

/** Body field → column, and the field word of its activity (update_task_list_<word>). */
const FIELDS = [
  ["title", "title", "title"],
  ["description", "description", "description"],
  ["milestone", "milestoneId", "milestone"],
  ["privacy", "isPrivate", "privacy"],
  ["status", "status", "status"],
] as const;

export async function updateTaskList(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  old: TaskListRow,
  body: UpdateTaskListBody,
) {
  authorize(policy.edit(access, old));
  if (body.privacy !== undefined && body.privacy !== old.isPrivate) authorize(policy.setPrivacy(access, "list"));
  // Tasks sent without a list land in the Inbox, so it must stay open.
  if (old.isInbox && body.status === 0) throw unprocessable(MESSAGES.inboxUnarchivable);
  const wanted: Changes = {
    title: body.title,
    description: body.description === undefined ? undefined : sanitizeRichText(body.description),
    milestoneId: body.milestone,
    isPrivate: body.privacy,
    status: body.status,
  };
  return db.transaction(async (tx) => {
    if (body.milestone !== undefined) await assertMilestoneInProject(tx, access, body.milestone);
    const changes: Changes = {};
    const logs: { field: string; before: unknown; after: unknown }[] = [];
    for (const [, column, field] of FIELDS) {
      const after = wanted[column];
      if (after === undefined || after === old[column]) continue;
      Object.assign(changes, { [column]: after });
      logs.push({ field, before: old[column], after });
    }
    if (logs.length === 0) return { list: old, activity: undefined };
    const [list] = await tx
      .update(taskLists)
      .set({ ...changes, updatedBy: me.id, updatedAt: new Date() })
      .where(eq(taskLists.id, old.id))
      .returning();
    if (changes.isPrivate !== undefined) await syncListPrivacy(tx, list);
    const inputs: ActivityInput[] = logs.map((l) =>
      listActivity(
        me,
        list,
        `update_task_list_${l.field}`,
        "update",
        l.field === "description" ? {} : { old: l.before, new: l.after },
      ),
    );
    const written = await recordActivities(tx, inputs);
    return { list, activity: written.at(-1) };
  });
}

/** A list's privacy also decides who reads the log of its tasks: restamp both, in the caller's transaction. */
async function syncListPrivacy(tx: Executor, list: TaskListRow) {
  await setActivityPrivacy(tx, "task_list", [list.id], privateKindsOf({ kind: "list", isPrivate: list.isPrivate }));
  const rows = await tx
    .select({ id: tasks.id, isPrivate: tasks.isPrivate })
    .from(tasks)
    .where(eq(tasks.taskListId, list.id));
  for (const isPrivate of [true, false]) {
    const ids = rows.filter((r) => r.isPrivate === isPrivate).map((r) => r.id);
    const kinds = privateKindsOf({ kind: "task", isPrivate }, { kind: "list", isPrivate: list.isPrivate });
    await setActivityPrivacy(tx, "task", ids, kinds);
    await syncAttachmentPrivacy(tx, "task", ids, isPrivate || list.isPrivate);
  }
  await syncAttachmentPrivacy(tx, "task_list", list.id, list.isPrivate);
}
