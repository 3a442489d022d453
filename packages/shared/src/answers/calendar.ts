import { z } from "zod";
import { apiDateAnswer, writtenAnswer } from "./common";

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
  /** The item's project by name, so that the items of projects alike (a duplicate) are told apart. */
  project_title: z.string(),
  /** null for a milestone. */
  task_list_id: z.number().int().nullable(),
  /** A task's list by name; null for a milestone. */
  task_list_title: z.string().nullable(),
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
export type CalendarTimeline = z.infer<typeof calendarResourceAnswer>["data"];

/** A project of the calendar's filter and "New Task" popup: its current lists the reader sees, its members. */
export const calendarProjectAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  task_lists: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string() })) }),
  users: z.object({ data: z.array(calendarPersonAnswer.extend({ role_id: z.number().int() })) }),
  /** Whether the reader may create a task in it (the popup offers only these). */
  meta: z.object({ can_create_task: z.boolean() }),
});
export type CalendarProject = z.infer<typeof calendarProjectAnswer>;

/** `GET pm-pro/v2/calendar-projects`: the projects, everyone in them once, and who reads. */
export const calendarProjectsAnswer = z.object({
  data: z.object({
    projects: z.array(calendarProjectAnswer),
    users: z.array(calendarPersonAnswer),
    current_user_id: z.number().int(),
  }),
});
export type CalendarProjects = z.infer<typeof calendarProjectsAnswer>["data"];

/** Whether the reader has an iCal feed, with milestones or not, since when. */
export const calendarFeedStatusAnswer = z.object({
  data: z.object({ exists: z.boolean(), milestones: z.boolean(), created_at: apiDateAnswer.nullable() }),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusAnswer>["data"];

/** A new feed's secret address (shown once) and its token. */
export const calendarFeedCreatedAnswer = writtenAnswer(z.object({ url: z.string(), token: z.string() }));
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedAnswer>;
/** Whether there was a feed to revoke. */
export const calendarFeedRevokedAnswer = writtenAnswer(z.object({ revoked: z.boolean() }));
export type CalendarFeedRevoked = z.infer<typeof calendarFeedRevokedAnswer>;
