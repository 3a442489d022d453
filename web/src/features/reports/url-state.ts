import { todayIn } from "@cairn/shared/time-zone";

/** A report's filters as its URL carries them (spec 001: the report routes' query parameters). */
export type ReportFilters = {
  start_date: string;
  due_date: string;
  project_id?: number;
  user_id?: number;
  milestone_id?: number;
  task_status?: number;
};

const NUMERIC = ["project_id", "user_id", "milestone_id", "task_status"] as const;

/** The first of the month to today, in the viewer's zone (spec 001 §9: the reports' default range). */
export function defaultRange(zone: string, now = new Date()): { start_date: string; due_date: string } {
  const today = todayIn(zone, now);
  return { start_date: `${today.slice(0, 8)}01`, due_date: today };
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The filters and page in a URL, the default range filling what it lacks. */
export function readFilters(params: URLSearchParams, zone: string, now = new Date()) {
  const range = defaultRange(zone, now);
  const filters: ReportFilters = {
    start_date: isDay(params.get("start_date")) ? (params.get("start_date") as string) : range.start_date,
    due_date: isDay(params.get("due_date")) ? (params.get("due_date") as string) : range.due_date,
  };
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
