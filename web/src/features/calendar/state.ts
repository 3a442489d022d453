import { addDays, type CalendarEvent } from "@cairn/shared/calendar";

/**
 * The calendar's state lives in the query string (spec: project_id, users, filter; plus the view and the
 * visible date), so a reload or a shared link shows the same calendar. Defaults are left out of the URL.
 */
export const VIEWS = ["month", "basicWeek", "timelineDay", "timelineWeek"] as const;
export type CalendarView = (typeof VIEWS)[number];

/** The legend's kinds; `filter` lists those shown (all when absent). */
export const CATEGORIES = ["incomplete", "complete", "outstanding", "milestone"] as const;
export type Category = (typeof CATEGORIES)[number];

export type CalendarState = {
  view: CalendarView;
  /** Any day of the visible period, "YYYY-MM-DD". */
  date: string;
  projectId: number | null;
  /** Empty: the current user (the server's default too). */
  users: number[];
  filter: Category[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ids = (raw: string | null) =>
  (raw ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readState(params: URLSearchParams, today: string): CalendarState {
  const view = params.get("view");
  const date = params.get("date");
  const project = ids(params.get("project_id"))[0];
  const filter = params.get("filter");
  return {
    view: VIEWS.includes(view as CalendarView) ? (view as CalendarView) : "month",
    date: date && DAY.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    projectId: project ?? null,
    users: [...new Set(ids(params.get("users")))],
    filter: filter === null ? [...CATEGORIES] : CATEGORIES.filter((c) => filter.split(",").includes(c)),
  };
}

/** The query string of a state; `keep` holds other parameters to carry over. */
export function writeState(state: CalendarState, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set("view", state.view === "month" ? null : state.view);
  set("date", state.date);
  set("project_id", state.projectId === null ? null : String(state.projectId));
  set("users", state.users.length === 0 ? null : state.users.join(","));
  set("filter", state.filter.length === CATEGORIES.length ? null : state.filter.join(","));
  return params;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of the week holding `day`, weeks starting on `weekStart` (0 Sunday … 6 Saturday). */
export const startOfWeek = (day: string, weekStart: number) => addDays(day, -((weekday(day) - weekStart + 7) % 7));

/**
 * The days a view shows, both inclusive: a month is the six weeks the month grid shows (it always has six
 * rows), a week seven days, a day timeline one day and the user timeline the seven days from `date`'s week.
 */
export function visibleRange(view: CalendarView, date: string, weekStart: number): { start: string; end: string } {
  if (view === "month") {
    const start = startOfWeek(`${date.slice(0, 7)}-01`, weekStart);
    return { start, end: addDays(start, 41) };
  }
  if (view === "timelineDay") return { start: date, end: date };
  const start = startOfWeek(date, weekStart);
  return { start, end: addDays(start, 6) };
}

/** The date one period before or after (a month keeps the day of month where it can: it only names the month). */
export function step(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === "month") {
    const [y, m] = date.split("-").map(Number);
    const next = new Date(Date.UTC(y, m - 1 + direction, 1));
    return next.toISOString().slice(0, 10);
  }
  return addDays(date, direction * (view === "timelineDay" ? 1 : 7));
}

/** The legend's kind of an event. */
export const categoryOf = (e: Pick<CalendarEvent, "type" | "status">): Category =>
  e.type === "milestone" ? "milestone" : e.status;
