import type { CalendarEvent, CalendarStatus, ResourceEvent } from "@cairn/shared";
import type { EventTask, MilestoneTuple } from "./events-statement";

/** Complete, else outstanding once its last day is before the viewer's today (the day itself is not late). */
export const statusOf = (done: boolean, lastDay: string, today: string): CalendarStatus =>
  done ? "complete" : lastDay < today ? "outstanding" : "incomplete";

/** The app's paths (web/src/app/route-names.ts lists_single_task and milestones). */
export const taskPath = (projectId: number, taskId: number) => `/projects/${projectId}/task-lists/tasks/${taskId}`;
export const milestonesPath = (projectId: number) => `/projects/${projectId}/milestones`;

/**
 * A task's days: start_at..due_date, a single date standing for both. Dates saved before the due-date rule
 * could be the wrong way round; the event still reads forwards.
 */
export function taskDays(startAt: string | null, dueDate: string | null): { start: string; end: string } {
  const a = startAt ?? dueDate ?? "";
  const b = dueDate ?? startAt ?? "";
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

export function presentTaskEvent(t: EventTask, today: string): CalendarEvent {
  const { start, end } = taskDays(t.startAt, t.dueDate);
  return {
    id: t.id,
    type: "task",
    title: t.title,
    start,
    end,
    status: statusOf(t.status === 1, end, today),
    project_id: t.projectId,
    project_title: t.projectTitle,
    task_list_id: t.taskListId,
    task_list_title: t.listTitle,
    assignees: t.assignees.map(([uid, name]) => ({ id: uid, display_name: name, avatar_url: null })),
    url: taskPath(t.projectId, t.id),
    start_at: t.startAt,
    due_date: t.dueDate,
  };
}

export function presentMilestoneEvent(m: MilestoneTuple, today: string): CalendarEvent {
  const [id, title, day, status, projectId, , projectTitle] = m;
  return {
    id,
    type: "milestone",
    title,
    start: day,
    end: day,
    status: statusOf(status === 1, day, today),
    project_id: projectId,
    project_title: projectTitle,
    task_list_id: null,
    task_list_title: null,
    assignees: [],
    url: milestonesPath(projectId),
    start_at: day,
    due_date: day,
  };
}

/** A timeline event: which of the chosen people (the rows) it belongs to. */
export function presentResourceEvent(t: EventTask, today: string, chosen: ReadonlySet<number>): ResourceEvent {
  const event = presentTaskEvent(t, today);
  return { ...event, resourceIds: event.assignees.map((a) => a.id).filter((id) => chosen.has(id)) };
}
