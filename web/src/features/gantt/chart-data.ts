import type { GanttChart, GanttLinkType } from "@cairn/shared";

/**
 * The chart library draws a bar from `start` up to `end` exclusive, in the browser's local time. Cairn stores
 * calendar days with an inclusive due date. These helpers are the one place the two meet: a day becomes the
 * local midnight that starts it, and the bar ends at the midnight after the due day, so a one-day task is one
 * day wide and reading the bar back gives the stored days, in any time zone.
 */
export const dayToDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const pad = (n: number) => String(n).padStart(2, "0");
export const dateToDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The next local midnight's day (a Date built from parts, so a clock change cannot make it 23 or 25 hours). */
const nextDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
const previousDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);

/** A bar's stored days from the library's start and exclusive end (a bar never ends before its start day). */
export function barToDays(start: Date, end: Date): { start_at: string; due_date: string } {
  const last = previousDay(end);
  return { start_at: dateToDay(start), due_date: dateToDay(last < start ? start : last) };
}

/** Dependency types: Cairn's codes (the original's) and the library's names. */
const LINK_NAMES = ["e2s", "s2s", "e2e", "s2e"] as const;
export type LinkName = (typeof LINK_NAMES)[number];
export const linkName = (type: GanttLinkType): LinkName => LINK_NAMES[type];
export const linkType = (name: string): GanttLinkType | undefined => {
  const index = LINK_NAMES.indexOf(name as LinkName);
  return index < 0 ? undefined : (index as GanttLinkType);
};

/** Row ids: tasks keep their numbers; lists and the project get words, so no id is shared. */
export const PROJECT_ROW = "project";
export const listRow = (id: number) => `list-${id}`;

export type ChartRow = {
  id: number | string;
  text: string;
  start: Date;
  end: Date;
  type: "task" | "summary";
  parent: number | string;
  open: boolean;
  progress: number;
  /** What the row is, for the forms and the drag rules. */
  kind: "project" | "list" | "task";
  editable: boolean;
  /** No stored dates: the bar is a placeholder on `today`, drawn faint. */
  undated: boolean;
  done: boolean;
};
export type ChartLink = { id: number; source: number; target: number; type: LinkName };

/**
 * The library's rows for a chart: the project, each list over its tasks' span (or one day, the spec's fallback,
 * on today), each task (sub-tasks under their task). A task without dates gets a faint one-day placeholder on
 * `today`: dragging it gives it dates.
 */
export function chartRows(chart: GanttChart, today: string): { rows: ChartRow[]; links: ChartLink[] } {
  const rows: ChartRow[] = [];
  // The library unfolds a row marked open and walks its children: only rows that have some may be.
  const parents = new Set<number | string>(
    chart.tasks.map((t) => (t.parent_id > 0 ? t.parent_id : listRow(t.task_list_id))),
  );
  if (chart.lists.length > 0) parents.add(PROJECT_ROW);
  const spans = new Map<number, { start: Date; end: Date }>();
  const taskRows: ChartRow[] = chart.tasks.map((task) => {
    const first = task.start_at ?? task.due_date;
    const last = task.due_date ?? task.start_at;
    const start = dayToDate(first ?? today);
    const end = nextDay(dayToDate(last ?? first ?? today));
    if (first) {
      const span = spans.get(task.task_list_id);
      spans.set(task.task_list_id, {
        start: span && span.start < start ? span.start : start,
        end: span && span.end > end ? span.end : end,
      });
    }
    return {
      id: task.id,
      text: task.title,
      start,
      end,
      type: "task",
      parent: task.parent_id > 0 ? task.parent_id : listRow(task.task_list_id),
      open: parents.has(task.id),
      progress: task.status === 1 ? 100 : 0,
      kind: "task",
      editable: task.meta.can_edit,
      undated: first === null,
      done: task.status === 1,
    };
  });
  const fallback = { start: dayToDate(today), end: nextDay(dayToDate(today)) };
  const listRows: ChartRow[] = chart.lists.map((list) => ({
    id: listRow(list.id),
    text: list.title,
    ...(spans.get(list.id) ?? fallback),
    type: "summary",
    parent: PROJECT_ROW,
    open: parents.has(listRow(list.id)),
    progress: 0,
    kind: "list",
    editable: false,
    undated: !spans.has(list.id),
    done: false,
  }));
  const all = [...spans.values()];
  const project = all.length
    ? { start: new Date(Math.min(...all.map((s) => +s.start))), end: new Date(Math.max(...all.map((s) => +s.end))) }
    : fallback;
  rows.push(
    {
      id: PROJECT_ROW,
      text: chart.project.title,
      ...project,
      type: "summary",
      parent: 0,
      open: parents.has(PROJECT_ROW),
      progress: 0,
      kind: "project",
      editable: false,
      undated: all.length === 0,
      done: false,
    },
    ...listRows,
    ...taskRows,
  );
  const links = chart.links.map((l) => ({ id: l.id, source: l.source, target: l.target, type: linkName(l.type) }));
  return { rows, links };
}
