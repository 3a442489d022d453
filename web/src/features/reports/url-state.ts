import { todayIn } from "@cairn/shared/time-zone";
import type { DefaultRange } from "./kinds";

/**
 * A report's filters as its URL carries them (spec 001: the report routes' query parameters). An empty day is an
 * end left open: no `start_date` on the overdue report reaches back to the first task.
 */
export type ReportFilters = {
  start_date: string;
  due_date: string;
  project_id?: number;
  user_id?: number;
  milestone_id?: number;
  task_status?: number;
};

const NUMERIC = ["project_id", "user_id", "milestone_id", "task_status"] as const;

/** The last day of a `YYYY-MM-DD`'s month. */
function lastOfMonth(day: string): string {
  const [y, m] = day.split("-").map(Number);
  return `${day.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

/**
 * The range a report opens on (kinds.ts `defaultRange`), in the viewer's zone: an open start to today, this
 * month's first to its last day, or no range at all.
 */
export function defaultRange(
  kind: DefaultRange,
  zone: string,
  now = new Date(),
): { start_date: string; due_date: string } {
  const today = todayIn(zone, now);
  switch (kind) {
    case "openToToday":
      return { start_date: "", due_date: today };
    case "month":
      return { start_date: `${today.slice(0, 8)}01`, due_date: lastOfMonth(today) };
    case "none":
      return { start_date: "", due_date: "" };
  }
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The filters and page in a URL. A range the URL names is taken as it is (an end it leaves out stays open);
 * without one the report's default range stands, so a reload or a shared link shows the same report.
 */
export function readFilters(params: URLSearchParams, zone: string, range: DefaultRange, now = new Date()) {
  const start = params.get("start_date");
  const due = params.get("due_date");
  const given = isDay(start) || isDay(due);
  const filters: ReportFilters = given
    ? { start_date: isDay(start) ? start : "", due_date: isDay(due) ? due : "" }
    : defaultRange(range, zone, now);
  for (const key of NUMERIC) {
    const raw = params.get(key);
    if (raw !== null && raw !== "" && Number.isInteger(Number(raw))) filters[key] = Number(raw);
  }
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return { filters, page };
}

/** The URL's query for filters and a page (page 1 and empty filters left out). */
export function writeFilters(filters: ReportFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The viewer's zone: the profile's when set, else the browser's (docs/api.md "Time zones"). */
export const viewerZone = (profileZone: string | null | undefined) =>
  profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
