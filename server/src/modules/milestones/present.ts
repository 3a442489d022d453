import { isPastDay, type TaskStatus } from "@cairn/shared";
import { presentDateOnly, presentTimestamp } from "../../core/http/dates";
import { abilities } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { MilestoneRow } from "./load";
import type { LinkedList, LinkedTask, MilestoneExtras } from "./queries";

export const milestoneStatusWord = (status: number) => (status === 1 ? ("complete" as const) : ("incomplete" as const));

/** Incomplete and its date is before `today`, the viewer's calendar day (core/http/viewer-day). */
export const isLate = (m: Pick<MilestoneRow, "status" | "achieveDate">, today: string) =>
  m.status === 0 && isPastDay(m.achieveDate, today);

/** A linked list as a milestone shows it; the task-lists module presents the full list. */
function presentLinkedList(l: LinkedList) {
  return { id: l.id, title: l.title, status: l.status, order: l.order, meta: { privacy: l.isPrivate } };
}

function presentLinkedTask(t: LinkedTask) {
  return {
    id: t.id,
    title: t.title,
    status: t.status as TaskStatus,
    task_list_id: t.taskListId,
    start_at: presentDateOnly(t.startAt),
    due_date: presentDateOnly(t.dueDate),
    completed_at: presentTimestamp(t.completedAt),
    created_by: t.createdBy,
    meta: { privacy: t.isPrivate },
  };
}

export function presentMilestone(m: MilestoneRow, access: ProjectAccess, today: string, extra: MilestoneExtras = {}) {
  const stats = extra.stats ?? { total_tasks: 0, total_complete_tasks: 0, total_task_lists: 0, progress: 0 };
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    achieve_date: presentDateOnly(m.achieveDate),
    status: milestoneStatusWord(m.status),
    order: m.order,
    project_id: m.projectId,
    completed_at: presentTimestamp(m.completedAt),
    created_by: m.createdBy,
    created_at: presentTimestamp(m.createdAt),
    updated_at: presentTimestamp(m.updatedAt),
    ...(extra.lists ? { task_lists: { data: extra.lists.map(presentLinkedList) } } : {}),
    ...(extra.tasks ? { tasks: { data: extra.tasks.map(presentLinkedTask) } } : {}),
    meta: { privacy: m.isPrivate, ...abilities(access, m), late: isLate(m, today), ...stats },
  };
}
