import type { PersonalReportFor, PersonalReportProject, PersonalReportTypeRow } from "@cairn/shared/personal-report";

/** One bar group: estimated hours (orange) beside completed items (teal). */
export type ChartBar = { name: string; title: string; hours: number; completed: number };

/** Decimal hours as H:mm ("1:30" for 1.5), the minutes rounded. */
export function hoursToHm(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

const LONG_NAME = 12;
const shorten = (title: string) => (title.length > LONG_NAME ? `${title.slice(0, LONG_NAME - 1)}…` : title);

/**
 * The axis names of the project chart: each title cut at its first space, as the spec draws them — unless that
 * makes two bars read the same ("Project 2", "Project 12"), when every bar keeps its (shortened) full title.
 */
export function axisNames(titles: readonly string[]): string[] {
  const cut = titles.map((t) => t.trim().split(/\s+/)[0] || t);
  const distinct = new Set(cut).size === cut.length;
  return distinct ? cut : titles.map(shorten);
}

/** The All Projects chart: the report's kind of item, only projects with estimated hours above 0. */
export function projectBars(rows: readonly PersonalReportProject[], reportFor: PersonalReportFor): ChartBar[] {
  const kept = rows
    .map((r) => ({
      title: r.project.data.title,
      hours: reportFor === "task" ? r.estimated_task_hours : r.estimated_sub_task_hours,
      completed: reportFor === "task" ? r.completed_tasks : r.completed_sub_tasks,
    }))
    .filter((r) => r.hours > 0);
  const names = axisNames(kept.map((r) => r.title));
  return kept.map((r, i) => ({ ...r, name: names[i] }));
}

/**
 * The Task Types and Subtask Types charts: every type row, "No type" included (and named in full); type names are
 * cut as project names are, so three bars fit under a third of the screen.
 */
export function typeBars(rows: readonly PersonalReportTypeRow[]): ChartBar[] {
  const typed = rows.filter((r) => r.type.data !== null);
  const names = new Map(axisNames(typed.map((r) => r.title)).map((name, i) => [typed[i], name]));
  return rows.map((r) => ({
    name: names.get(r) ?? r.title,
    title: r.title,
    hours: r.estimated_hours,
    completed: r.completed,
  }));
}
