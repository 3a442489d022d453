import { MESSAGES, type UpdateTaskBody } from "@cairn/shared";
import { and, eq, inArray } from "drizzle-orm";
import { recordActivities, setActivityPrivacy } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { taskAssignees, tasks } from "../../db/schema";
import { syncAttachmentPrivacy } from "../attachments/store";
import { replaceTaskLabels } from "../labels/task-labels";
import { assertTaskTypeExists } from "../task-types/load";
import { taskActivity, taskPrivateKinds } from "./activity";
import { nextTaskOrder } from "./create-task";
import { assigneesRemoved, planDatesChange, planTaskUpdate } from "./hooks";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";
import { assertMilestoneInProject } from "./milestone-in-project";
import { assertAssigneesAreMembers, assertDateOrder, assertListCurrent, loadOpenList } from "./rules";

type Changes = Partial<typeof tasks.$inferInsert>;

/** Body field → column → the field word of its activity (update_task_<word>, as the original names them). */
const FIELDS = [
  ["title", "title", "title"],
  ["description", "description", "description"],
  ["estimation", "estimation", "estimation"],
  ["start_at", "startAt", "start_at_date"],
  ["due_date", "dueDate", "due_date"],
  ["complexity", "complexity", "complexity"],
  ["priority", "priority", "priority"],
  ["payable", "payable", "payable_status"],
  ["recurrent", "recurrent", "recurrent"],
  ["milestone", "milestoneId", "milestone"],
  ["type_id", "typeId", "type"],
  ["privacy", "isPrivate", "privacy"],
] as const;

type Log = { field: string; old?: unknown; new?: unknown };

export async function updateTask(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  current: { task: TaskRow; list: TaskListRow },
  body: UpdateTaskBody,
) {
  const { task: old, list: oldList } = current;
  authorize(policy.edit(access, old));
  if (body.privacy !== undefined && body.privacy !== old.isPrivate) authorize(policy.setPrivacy(access, "task"));
  const targetId = body.task_list_id ?? body.board_id;
  const list = targetId !== undefined && targetId !== oldList.id ? await loadOpenList(db, access, targetId) : oldList;
  // Moved out of an archived list to a current one, the task may change with the move.
  assertListCurrent(list);
  assertDateOrder(
    body.start_at === undefined ? old.startAt : body.start_at,
    body.due_date === undefined ? old.dueDate : body.due_date,
  );
  const wanted: Record<string, unknown> = {
    ...body,
    description: body.description === undefined ? undefined : sanitizeRichText(body.description),
  };
  if (body.milestone !== undefined) await assertMilestoneInProject(db, access, body.milestone);
  await assertTaskTypeExists(db, body.type_id);
  const { changes, logs } = fieldChanges(old, wanted);
  // What other modules write of the body (the custom fields' values): checked now, written in the transaction.
  const moduleSteps = await planTaskUpdate({ db, me, access, task: old, list: oldList, body });
  // What other modules do when the dates move (the Gantt's auto-schedule), in this update's transaction.
  const dateSteps = await planDatesChange({ db, me, access, before: old, after: { ...old, ...changes }, list });
  const none: Record<string, unknown> = {};
  return db.transaction(async (tx) => {
    if (list.id !== oldList.id) {
      changes.taskListId = list.id;
      changes.order = await nextTaskOrder(tx, list.id);
      // Sub-tasks live in their parent's list.
      await tx.update(tasks).set({ taskListId: list.id }).where(eq(tasks.parentId, old.id));
      logs.push({ field: "task_list", old: oldList.title, new: list.title });
    }
    if (body.assignees !== undefined) {
      const log = await replaceAssignees(tx, access, old, body.assignees);
      if (log) logs.push(log);
    }
    if (body.task_labels !== undefined) {
      const log = await replaceTaskLabels(tx, old, body.task_labels);
      if (log) logs.push(log);
    }
    for (const step of moduleSteps) {
      const log = await step(tx);
      if (log) logs.push(log);
    }
    if (logs.length === 0) return { task: old, list, activity: undefined, followUps: none };
    // The task row is written last, so it stays locked for the commit alone: people editing the same task
    // at once queue on it for one round trip, not four.
    const next = { ...old, ...changes };
    if (next.isPrivate !== old.isPrivate || list.isPrivate !== oldList.isPrivate) {
      await setActivityPrivacy(tx, "task", [old.id], taskPrivateKinds(next, list));
      await syncAttachmentPrivacy(tx, "task", old.id, next.isPrivate || list.isPrivate);
    }
    const written = await recordActivities(tx, logsOf(me, next, list, logs));
    const [task] = await tx
      .update(tasks)
      .set({ ...changes, updatedBy: me.id, updatedAt: new Date() })
      .where(eq(tasks.id, old.id))
      .returning();
    // Deleted since it was loaded: the whole change is undone, its activity rows with it.
    if (!task) throw notFound(MESSAGES.taskNotFound);
    const followUps: Record<string, unknown> = {};
    for (const [name, step] of dateSteps) followUps[name] = await step(tx);
    return { task, list, activity: written.at(-1), followUps };
  });
}

/** The columns a body changes, and the log line each change writes (descriptions log no values). */
function fieldChanges(old: TaskRow, wanted: Record<string, unknown>) {
  const changes: Changes = {};
  const logs: Log[] = [];
  for (const [key, column, field] of FIELDS) {
    const after = wanted[key];
    if (after === undefined || after === old[column]) continue;
    Object.assign(changes, { [column]: after });
    logs.push(field === "description" ? { field } : { field, old: old[column], new: after });
  }
  return { changes, logs };
}

const logsOf = (me: CurrentUser, task: TaskRow, list: TaskListRow, logs: Log[]) =>
  logs.map(({ field, ...values }) => taskActivity(me, task, list, `update_task_${field}`, "update", values));

/** Sets the task's assignees to exactly these users; rows of people who stay keep their progress. */
async function replaceAssignees(
  tx: Executor,
  access: ProjectAccess,
  task: TaskRow,
  wanted: readonly number[],
): Promise<Log | undefined> {
  const next = [...new Set(wanted)];
  await assertAssigneesAreMembers(tx, access, next);
  const rows = await tx
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, task.id));
  const before = rows.map((r) => r.userId);
  const removed = before.filter((id) => !next.includes(id));
  const added = next.filter((id) => !before.includes(id));
  if (removed.length === 0 && added.length === 0) return undefined;
  if (removed.length > 0) {
    await tx
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.taskId, task.id), inArray(taskAssignees.userId, removed)));
    // Who is no longer assigned stops tracking time on the task (spec 001 §5: the time tracker's hook).
    await assigneesRemoved(tx, task.id, removed);
  }
  if (added.length > 0) {
    await tx
      .insert(taskAssignees)
      .values(added.map((userId) => ({ taskId: task.id, userId, projectId: task.projectId })));
  }
  return { field: "assignees", old: before.sort((a, b) => a - b), new: [...next].sort((a, b) => a - b) };
}
