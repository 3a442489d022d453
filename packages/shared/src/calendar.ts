/**
 * The calendar (issue 12) as both sides see it: the event the calendar calls answer with, and calendar-day
 * arithmetic on "YYYY-MM-DD" strings. Days go through Date only at UTC midnight, so a date-only value never
 * shifts with the reader's time zone. Kept free of zod so the web app can import it.
 */

/** How an event reads on the legend: an incomplete item due before the viewer's today is outstanding. */
export type CalendarStatus = "complete" | "incomplete" | "outstanding";

export type CalendarPerson = { id: number; display_name: string; avatar_url: string | null };

/** One event of GET pm-pro/v2/calendar-events (docs/api.md "Calendar"). */
export type CalendarEvent = {
  id: number;
  type: "task" | "milestone";
  title: string;
  /** The first day, inclusive. */
  start: string;
  /** The last day, inclusive (as stored: a calendar library's exclusive end is one day later). */
  end: string;
  status: CalendarStatus;
  project_id: number;
  /** null for a milestone. */
  task_list_id: number | null;
  assignees: CalendarPerson[];
  /** The web app's path of the item: the task in its project's lists, or the project's milestones. */
  url: string;
  /** The stored dates: a task's start_at (null when it has none) and due_date; a milestone's achieve_date in both. */
  start_at: string | null;
  due_date: string | null;
};

/** An event of the user timeline (calendar-resource): the chosen users among its assignees. */
export type ResourceEvent = CalendarEvent & { resourceIds: number[] };

/** The longest range one calendar call reads (the original's views ask for 6 weeks at most). */
export const CALENDAR_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
