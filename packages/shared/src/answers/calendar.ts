import { z } from "zod";

/** A person on the calendar: an event's assignee, or a row of the user timeline. */
export const calendarPersonAnswer = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** One event of GET pm-pro/v2/calendar-events (docs/api.md "Calendar"). */
export const calendarEventAnswer = z.object({
  id: z.number().int(),
  type: z.enum(["task", "milestone"]),
  title: z.string(),
  /** The first day, inclusive. */
  start: z.string(),
  /** The last day, inclusive (as stored: a calendar library's exclusive end is one day later). */
  end: z.string(),
  /** How it reads on the legend: an incomplete item due before the viewer's today is outstanding. */
  status: z.enum(["complete", "incomplete", "outstanding"]),
  project_id: z.number().int(),
  /** null for a milestone. */
  task_list_id: z.number().int().nullable(),
  assignees: z.array(calendarPersonAnswer),
  /** The web app's path of the item: the task in its project's lists, or the project's milestones. */
  url: z.string(),
  /** The stored dates: a task's start_at (null when it has none) and due_date; a milestone's achieve_date in both. */
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
});

/** An event of the user timeline (calendar-resource): the chosen users among its assignees. */
export const resourceEventAnswer = calendarEventAnswer.extend({ resourceIds: z.array(z.number().int()) });

export const calendarEventsAnswer = z.object({ data: z.array(calendarEventAnswer) });
export const calendarResourceAnswer = z.object({
  data: z.object({ resources: z.array(calendarPersonAnswer), events: z.array(resourceEventAnswer) }),
});
