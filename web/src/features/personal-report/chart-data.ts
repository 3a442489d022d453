import type { PersonalReportFor, PersonalReportProject, PersonalReportTypeRow } from "@cairn/shared/personal-report";

/**
 * One bar group: estimated hours (orange) beside completed items (teal). `key` tells the bars apart (two
 * projects may share a title); `title` is the full name the axis wraps (or cuts) and the tooltips show.
 */
export type ChartBar = { key: string; title: string; hours: number; completed: number };

/** Decimal hours as H:mm ("1:30" for 1.5), the minutes rounded. */
export function hoursToHm(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The axis's 12-pixel text is about 7 pixels a character; a line never holds fewer than a few. */
const CHAR_PX = 7;
const MIN_CHARS = 4;

/** About how many characters of a name fit on a line under one of `count` bars on an axis `width` pixels wide. */
export function charsPerBar(width: number, count: number): number {
  if (!Number.isFinite(width) || width <= 0 || count <= 0) return MIN_CHARS;
  return Math.max(MIN_CHARS, Math.floor(width / count / CHAR_PX) - 1);
}

/**
 * A name on at most two lines of `chars` characters under its bar: whole words while they fit (a word longer
 * than a line is broken), the rest cut with an ellipsis. Two projects "Website launch" and "Website redesign"
 * read "Website / launch" and "Website / redesign", never both "Website". `cut` says the name did not fit.
 */
export function nameLines(title: string, chars: number): { lines: string[]; cut: boolean } {
  const words = title.trim().split(/\s+/).filter(Boolean);
  let first = "";
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= chars) first = `${first} ${words.shift()}`.trim();
  if (!first && words.length > 0) {
    // A first word longer than a line: broken where the line ends, its rest beginning the second line.
    const word = words.shift() as string;
    first = word.slice(0, chars);
    words.unshift(word.slice(chars));
  }
  const rest = words.join(" ");
  if (!rest) return { lines: [first], cut: false };
  if (rest.length <= chars) return { lines: [first, rest], cut: false };
  return { lines: [first, `${rest.slice(0, Math.max(1, chars - 1)).trimEnd()}…`], cut: true };
}

/**
 * The All Projects chart: every project of the report, in its order, with the report's kind of item. None is
 * left out (issue 46 point 6): the spec's rule kept only projects with estimated hours, so a project whose
 * completed work had no estimate vanished from the chart while the table below counted it.
 */
export function projectBars(rows: readonly PersonalReportProject[], reportFor: PersonalReportFor): ChartBar[] {
  return rows.map((r) => ({
    key: `project-${r.project.data.id}`,
    title: r.project.data.title,
    hours: reportFor === "task" ? r.estimated_task_hours : r.estimated_sub_task_hours,
    completed: reportFor === "task" ? r.completed_tasks : r.completed_sub_tasks,
  }));
}

/** The Task Types and Subtask Types charts: every type row, "No type" included. */
export function typeBars(rows: readonly PersonalReportTypeRow[]): ChartBar[] {
  return rows.map((r) => ({
    key: `type-${r.type.data?.id ?? "none"}`,
    title: r.title,
    hours: r.estimated_hours,
    completed: r.completed,
  }));
}
