import type { AdvanceFilters } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { registerPeriodic } from "../../core/jobs/kinds";
import { idArray } from "../../db/client";
import { taskReportSums, tasks } from "../../db/schema";
import { dayStart, type TaskReportFilters } from "./task-report";

/** The measures of `task_report_sums` (migration 0035). */
const MEASURE = { openByDueDay: 1, doneByDay: 2, all: 3, openByDueMonth: 4, doneByMonth: 5 } as const;

/** A measure, written into the statement's text (report pages' statements carry no other constant values). */
const measureIs = (measure: number) => sql`measure = ${sql.raw(String(measure))}`;

const sumsRows = (measure: number, range: SQL, projectId: number | undefined) =>
  sql`select project_id, n, estimation from ${taskReportSums} where ${measureIs(measure)} and ${range}${
    projectId === undefined ? sql`` : sql` and project_id = ${projectId}`
  }`;

/**
 * The sums of the days `from`..`to` (dates, inclusive; ±infinity for no end): the whole months between them
 * from the month rows, the days at either end from the day rows. A year is twelve month rows and up to two
 * months of day rows per project, not a row per day.
 */
function daysSums(dayMeasure: number, monthMeasure: number, from: SQL, to: SQL, projectId?: number): SQL {
  const firstMonth = sql`(date_trunc('month', ${from} - 1) + interval '1 month')::date`;
  const endMonth = sql`date_trunc('month', ${to} + 1)::date`;
  return sql`${sumsRows(dayMeasure, sql`day >= ${from} and day < least(${firstMonth}, ${to} + 1)`, projectId)}
    union all ${sumsRows(monthMeasure, sql`day >= ${firstMonth} and day < ${endMonth}`, projectId)}
    union all ${sumsRows(dayMeasure, sql`day >= greatest(${endMonth}, ${firstMonth}) and day <= ${to}`, projectId)}`;
}

const utcMidnight = (day: SQL) => sql`(${day}::timestamp at time zone 'UTC')`;

/**
 * Completed tasks of the viewer's days: the whole UTC days inside them from the sums, the hours at either
 * end (the zone's offset) from the tasks' completion index.
 */
function completedSums(f: TaskReportFilters): SQL {
  if (!f.startDate || !f.dueDate) {
    return daysSums(MEASURE.doneByDay, MEASURE.doneByMonth, sql`'-infinity'::date`, sql`'infinity'::date`, f.projectId);
  }
  const from = dayStart(f.startDate, f.timezone);
  const until = dayStart(f.dueDate, f.timezone, 1);
  const firstDay = sql`(((${from} - interval '1 microsecond') at time zone 'UTC')::date + 1)`;
  const endDay = sql`(${until} at time zone 'UTC')::date`;
  const project = f.projectId === undefined ? sql`` : sql` and ${tasks.projectId} = ${f.projectId}`;
  const raw = (range: SQL) =>
    sql`select ${tasks.projectId}, 1, ${tasks.estimation}::bigint from ${tasks}
      where ${tasks.parentId} = 0 and ${tasks.status} = 1 and ${range}${project}`;
  return sql`${daysSums(MEASURE.doneByDay, MEASURE.doneByMonth, firstDay, sql`(${endDay} - 1)`, f.projectId)}
    union all ${raw(sql`${tasks.completedAt} >= ${from} and ${tasks.completedAt} < least(${utcMidnight(firstDay)}, ${until})`)}
    union all ${raw(sql`${tasks.completedAt} >= greatest(${utcMidnight(endDay)}, ${utcMidnight(firstDay)}) and ${tasks.completedAt} < ${until}`)}`;
}

/** Open tasks due in the range and before the viewer's today; an open start reaches back to the first. */
function overdueSums(f: TaskReportFilters): SQL {
  const from = f.startDate ? sql`${f.startDate}::date` : sql`'-infinity'::date`;
  const to = f.dueDate ? sql`least(${f.dueDate}::date, ${f.today}::date - 1)` : sql`(${f.today}::date - 1)`;
  return daysSums(MEASURE.openByDueDay, MEASURE.openByDueMonth, from, to, f.projectId);
}

/**
 * A task report's per-project totals (`project_id, n, est, done`: tasks, their estimation, that of the
 * complete ones) read from the sums, for the reports whose filters the sums hold: overdue and completed,
 * of every project or one. Other reports (a person's, a milestone's) count their tasks (undefined here).
 */
export function taskReportBaseFromSums(f: TaskReportFilters): SQL | undefined {
  if (f.userId !== undefined || f.milestoneId !== undefined) return undefined;
  if (f.kind !== "overdue" && f.kind !== "completed") return undefined;
  const rows = f.kind === "overdue" ? overdueSums(f) : completedSums(f);
  const done = f.kind === "completed" ? sql`sum(estimation)` : sql`0`;
  return sql`select project_id, sum(n)::int as n, coalesce(sum(estimation), 0)::bigint as est,
    coalesce(${done}, 0)::bigint as done
    from (${rows}) s(project_id, n, estimation) group by project_id having sum(n) <> 0`;
}

/**
 * The advanced report's per-project totals (`project_id, n, est`) from the sums, when its filters are only
 * projects, status and payable; the others (people, dates, custom fields) count the tasks (undefined).
 */
export function advanceTotalsFromSums(f: AdvanceFilters, extra: readonly SQL[]): SQL | undefined {
  if (f.assigned || f.time || f.custom_field || extra.length > 0) return undefined;
  const parts = [measureIs(MEASURE.all), sql`day = '-infinity'::date`];
  if (f.project) parts.push(sql`project_id = any(${idArray(f.project)})`);
  if (f.status !== undefined) parts.push(sql`status = ${f.status}`);
  if (f.payable !== undefined) parts.push(sql`payable = ${f.payable}`);
  return sql`select project_id, sum(n)::int as n, coalesce(sum(estimation), 0)::bigint as est
    from ${taskReportSums} where ${sql.join(parts, sql` and `)} group by project_id having sum(n) <> 0`;
}

/**
 * Folds the sums' deltas (`cairn_compact_task_report_sums`): at a worker's start and then once a minute, in
 * every process (two at once are safe). Between two runs a report sums the few extra rows; a minute of a busy
 * team's writes adds hundreds, not the tens of thousands a count would read.
 */
export function compactReportSumsPeriodically(): void {
  registerPeriodic("report-sums-compaction", 60_000, (ctx) =>
    ctx.db.execute(sql`select cairn_compact_task_report_sums()`),
  );
}
