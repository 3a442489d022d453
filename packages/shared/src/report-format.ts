/**
 * How the reports show amounts, on screen and in the exports alike (zod-free: the web app's report pages
 * and the server's CSV/PDF writers import it).
 */

/** Tracked time as hours:minutes:seconds ("26:03:09"), hours unbounded: a report may sum weeks of work. */
export function formatTrackedTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** An estimation (minutes) as H:mm ("1:30"), as the time tracker takes it. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** The words of a task status in the reports (the spec's 0 incomplete, 1 complete, 2 pending). */
export const REPORT_STATUS_LABEL: Record<number, string> = { 0: "Incomplete", 1: "Complete", 2: "Pending" };

/** The export paths of spec 001 §7 (`users/{user_id}/advance-report/{report}/{csv|pdf}/`). */
export const EXPORT_REPORTS = [
  "unassigned",
  "milestone",
  "user-activities",
  "completed-tasks",
  "overdue-tasks",
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];
export const EXPORT_FORMATS = ["csv", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
