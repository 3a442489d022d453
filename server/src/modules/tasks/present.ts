import { TASK_LIST_STATUS, type TaskStatus } from "@cairn/shared";
import { presentDateOnly, presentTimestamp } from "../../core/http/dates";
import { abilities, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";
import { assigneeIdsOf, type SubTaskCounts, type TaskRelated, type TrackedTime } from "./related";
import type { TaskSummaryRow } from "./task-row";

type ListSummary = Pick<TaskListRow, "id" | "title" | "status">;

/** "2/5" on rows and cards: a task's sub-tasks, complete of total (absent without sub-tasks). */
const subTaskMeta = (counts: SubTaskCounts | undefined) =>
  counts ? { total_sub_tasks: counts.total, completed_sub_tasks: counts.complete } : {};

/**
 * The time tracked on a task (absent without logs): seconds of stopped logs, and the start of each running
 * timer; its total now is tracked_seconds + Σ(now − start).
 */
const trackedTimeMeta = (time: TrackedTime | undefined) =>
  time
    ? {
        tracked_seconds: time.seconds,
        timers_since: time.runningSince.map((ms) => new Date(ms).toISOString()),
      }
    : {};

/**
 * A task as a row of a list shows it (docs/api.md, "Embedded tasks"): the list page embeds hundreds, so
 * the long fields (description, audit dates, creator) stay on the single task, which the modal loads.
 */
export function presentTaskSummary(task: TaskSummaryRow, access: ProjectAccess, related: TaskRelated) {
  const assignees = related.assignees.get(task.id) ?? [];
  return {
    id: task.id,
    title: task.title,
    // 0, 1 or 2 only (the status writes validate it); the smallint column cannot say so.
    status: task.status as TaskStatus,
    order: task.order,
    parent_id: task.parentId,
    project_id: task.projectId,
    task_list_id: task.taskListId,
    milestone_id: task.milestoneId,
    start_at: presentDateOnly(task.startAt),
    due_date: presentDateOnly(task.dueDate),
    completed_at: presentTimestamp(task.completedAt),
    created_by: task.createdBy,
    assignees: { data: assignees },
    labels: { data: related.labels.get(task.id) ?? [] },
    type: { data: task.typeId === null ? null : (related.types.get(task.typeId) ?? null) },
    custom_fields: { data: related.customFields.get(task.id) ?? [] },
    meta: {
      privacy: task.isPrivate,
      ...abilities(access, task),
      can_complete: policy.completeTask(access, task, assigneeIdsOf(related, task.id)),
      total_comment: related.comments.get(task.id) ?? 0,
      total_files: related.files.get(task.id) ?? 0,
      total_assignee: assignees.length,
      ...subTaskMeta(related.subTasks.get(task.id)),
      ...trackedTimeMeta(related.time.get(task.id)),
    },
  };
}

/**
 * The task as it leaves the server: a whitelist of its fields, its people and the caller's abilities. The
 * summary is extended in place (Object.assign), not spread into a new literal: spreading its twenty fields
 * and adding more cost V8 ~17 µs a task against ~1.5 µs (a report page of 20 tasks: a third of a millisecond).
 */
export function presentTask(
  task: TaskRow,
  access: ProjectAccess,
  related: TaskRelated,
  extra: { list?: ListSummary; project?: { id: number; title: string }; statusLocked?: boolean } = {},
) {
  const complete = task.status === 1;
  const subTasks = related.subTasks.get(task.id);
  const summary = presentTaskSummary(task, access, related);
  // A module's lock (an active sprint) keeps an assignee alone from ticking it: no box he could not use.
  const locked = extra.statusLocked === true && !policy.edit(access, task);
  // A task of an archived list is read-only until the list is restored (tasks/rules.ts assertListCurrent).
  const putAway = extra.list?.status === TASK_LIST_STATUS.archived;
  // One object of additions, not five arguments: Object.assign's types stop at three sources (then `any`).
  const additions = {
    meta: putAway
      ? { ...summary.meta, can_complete: false, can_edit: false }
      : locked
        ? { ...summary.meta, can_complete: false }
        : summary.meta,
    description: task.description,
    // While a task has sub-tasks its estimation is theirs, summed (meta says so); its own is kept for later.
    estimation: subTasks ? subTasks.estimation : task.estimation,
    complexity: task.complexity,
    priority: task.priority,
    payable: task.payable,
    recurrent: task.recurrent,
    completed_by: task.completedBy,
    created_at: presentTimestamp(task.createdAt),
    updated_at: presentTimestamp(task.updatedAt),
    creator: { data: related.people.get(task.createdBy) ?? null },
    ...(complete && task.completedBy !== null
      ? { completer: { data: related.people.get(task.completedBy) ?? null } }
      : {}),
    ...(extra.list
      ? { task_list: { data: { id: extra.list.id, title: extra.list.title, status: extra.list.status } } }
      : {}),
    ...(extra.project ? { project: { data: extra.project } } : {}),
  };
  return Object.assign(summary, additions);
}

export type PresentedTask = ReturnType<typeof presentTask>;
export type PresentedTaskSummary = ReturnType<typeof presentTaskSummary>;
