import { addDays, type CalendarEvent } from "@cairn/shared/calendar";
import { taskPlace } from "../../components/taskPlace";
import { type Category, categoryOf } from "./state";

/**
 * The legend's colours, on the grid too (the original painted every task orange on the grid while its
 * legend said otherwise): dark shades (Mantine's 9, a darker green), so white text keeps at least 4.5:1 contrast.
 */
export const CATEGORY_COLOR: Record<Category, string> = {
  incomplete: "#237032",
  complete: "#1864ab",
  outstanding: "#c92a2a",
  milestone: "#087f5b",
};

/** Where an event's item lives: a task's project and list, a milestone's project (components/taskPlace.ts). */
export const eventPlace = (e: Pick<CalendarEvent, "project_title" | "task_list_title">) =>
  taskPlace({ project: e.project_title, list: e.task_list_title });

/** The calendar library's id of an event: tasks and milestones have ids of their own. */
export const eventKey = (e: Pick<CalendarEvent, "type" | "id">) => `${e.type}-${e.id}`;

/**
 * An event for FullCalendar: all-day, its stored inclusive end made the library's exclusive end (one day
 * later). Milestones move but do not stretch.
 */
export function toLibraryEvent(e: CalendarEvent) {
  const color = CATEGORY_COLOR[categoryOf(e)];
  return {
    id: eventKey(e),
    title: e.title,
    start: e.start,
    end: addDays(e.end, 1),
    allDay: true,
    color,
    contrastColor: "#ffffff",
    durationEditable: e.type === "task",
    extendedProps: { source: e },
  };
}

export type Reschedule = { path: string; body: Record<string, string | null> };

/**
 * The write that moves an item to `start`..`endExclusive` (the library's days). A task keeps the shape of
 * its dates: one that had only a due date (or only a start) and is still one day long keeps that one date.
 */
export function rescheduleOf(e: CalendarEvent, start: string, endExclusive: string): Reschedule {
  const end = addDays(endExclusive, -1);
  if (e.type === "milestone") {
    return { path: `pm/v2/projects/${e.project_id}/milestones/${e.id}/update`, body: { achieve_date: start } };
  }
  const path = `pm/v2/projects/${e.project_id}/tasks/${e.id}/update`;
  if (start === end && e.start_at === null) return { path, body: { due_date: end } };
  if (start === end && e.due_date === null) return { path, body: { start_at: start } };
  return { path, body: { start_at: start, due_date: end } };
}
