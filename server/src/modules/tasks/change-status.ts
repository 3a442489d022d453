import { MESSAGES } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { changeWithActivity } from "../../core/activity/change-with-activity";
import type { CurrentUser } from "../../core/auth/current-user";
import { forbidden, notFound } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskAssignees, tasks } from "../../db/schema";
import { taskActivity } from "./activity";
import { assigneeStatusRefusal, statusChangeSideEffects } from "./hooks";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";
import { assigneeIdsOf, type TaskRelated } from "./related";
import { assertListCurrent } from "./rules";

const COMPLETE = 1;
const ACCOMPLISHED = 2;

/**
 * Completes (1) or reopens (0) a task: the manager, its creator or an assignee may (an assignee not where a
 * module says otherwise: a task in an active sprint). `statusLocked`, when the task was read with it
 * (loadVisibleTaskWithRelated), spares asking the modules again for an unlocked task.
 */
export async function changeTaskStatus(
  db: Executor,
  me: CurrentUser,
  access: ProjectAccess,
  current: { task: TaskRow; list: TaskListRow; statusLocked?: boolean },
  status: 0 | 1,
  related: TaskRelated,
) {
  const { task: old, list } = current;
  authorize(policy.completeTask(access, old, assigneeIdsOf(related, old.id)));
  assertListCurrent(list);
  if (!policy.edit(access, old) && current.statusLocked !== false) {
    const refusal = await assigneeStatusRefusal({ db, me, access, task: old, status });
    if (refusal) throw forbidden(refusal);
  }
  if (old.status === status) return { task: old, activity: undefined };
  const complete = status === COMPLETE;
  // The database clock, so every process of a cluster stamps the same time.
  const change = db
    .update(tasks)
    .set(
      complete
        ? { status, completedAt: sql`now()`, completedBy: me.id || null, updatedBy: me.id, updatedAt: sql`now()` }
        : { status, completedAt: null, completedBy: null, updatedBy: me.id, updatedAt: sql`now()` },
    )
    .where(eq(tasks.id, old.id))
    .returning();
  const assignments = complete
    ? // The completer's own assignment is accomplished (as the original stamps it).
      db
        .update(taskAssignees)
        .set({ status: ACCOMPLISHED, completedAt: sql`now()` })
        .where(and(eq(taskAssignees.taskId, old.id), eq(taskAssignees.userId, me.id)))
    : db
        .update(taskAssignees)
        .set({ status: 0, completedAt: null })
        .where(and(eq(taskAssignees.taskId, old.id), eq(taskAssignees.status, ACCOMPLISHED)));
  // Other features' reactions (the kanboard moves the card to its done or reopened column; completing stops the
  // timers running on the task, spec 001 §5), in the same statement.
  const reactions = statusChangeSideEffects({ db, me, access, task: old, status });
  // One statement: people ticking the same task at once queue on its row only while it runs.
  const done = await changeWithActivity(
    db,
    tasks,
    change.getSQL(),
    taskActivity(me, old, list, "update_task_status", "update", { old: old.status, new: status }),
    { sideEffects: [assignments.getSQL(), ...reactions] },
  );
  if (!done) throw notFound(MESSAGES.taskNotFound);
  return { task: done.row, activity: done.activity };
}
