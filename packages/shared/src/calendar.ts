/**
 * The calendar (issue 12) as both sides see it: the event the calendar calls answer with, and calendar-day
 * arithmetic on "YYYY-MM-DD" strings. Days go through Date only at UTC midnight, so a date-only value never
 * shifts with the reader's time zone. The event's shape is declared in answers/calendar.ts.
 */

// Type-only: the web app imports this file for its day arithmetic, and the schemas' zod stays out of its bundle.
import type { z } from "zod";
import type { calendarEventAnswer, calendarPersonAnswer, resourceEventAnswer } from "./answers/calendar";

/** How an event reads on the legend: an incomplete item due before the viewer's today is outstanding. */
export type CalendarStatus = CalendarEvent["status"];

export type CalendarPerson = z.infer<typeof calendarPersonAnswer>;

/** One event of GET pm-pro/v2/calendar-events (docs/api.md "Calendar"), as answers/calendar.ts declares it. */
export type CalendarEvent = z.infer<typeof calendarEventAnswer>;

/** An event of the user timeline (calendar-resource): the chosen users among its assignees. */
export type ResourceEvent = z.infer<typeof resourceEventAnswer>;

/** The longest range one calendar call reads (the original's views ask for 6 weeks at most). */
export const CALENDAR_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
