import {
  type AdvanceFilters,
  activityText,
  formatMinutes,
  formatTrackedTime,
  REPORT_STATUS_LABEL,
} from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { activities, milestones, projects, taskAssignees, taskLists, tasks, timeLogs, users } from "../../db/schema";
import { type ActivityFilters, filterSql } from "../activities/queries";
import { advanceWhere, loggedSecondsSum } from "./advance-report";
import { type TaskReportFilters, taskReportOrder, taskReportWhere } from "./task-report";

/** One column of a file: its header, its share of a PDF page's width, and how a row gets its cell. */
type Column = { header: string; width: number; value: SQL };

/** What an export reads: its columns, the statement that streams the rows, and the one that counts them. */
export type ExportPlan = {
  columns: { header: string; width: number }[];
  rows: SQL;
  count: SQL;
  /** A database row → the cells, in the columns' order (text; "" where there is nothing). */
  cells: (row: Record<string, unknown>) => string[];
};

/** A timestamp as the viewer's local date and time; a calendar day as it is. */
const localTime = (column: unknown, tz: string) => sql`to_char(${column} at time zone ${tz}, 'YYYY-MM-DD HH24:MI')`;
const day = (column: unknown) => sql`to_char(${column}, 'YYYY-MM-DD')`;

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const byIndex = (n: number) => (row: Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) => text(row[`c${i}`]));

function plan(columns: Column[], from: SQL, where: SQL, order: SQL): ExportPlan {
  const list = sql.join(
    columns.map((c, i) => sql`${c.value} as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  return {
    columns: columns.map(({ header, width }) => ({ header, width })),
    rows: sql`select ${list} from ${from} where ${where} order by ${order}`,
    count: sql`select count(*)::int as n from ${tasks} where ${where}`,
    cells: byIndex(columns.length),
  };
}

/**
 * Tasks with what their cells name: project, list, creator, completer, milestone, and the assignees' names
 * and tracked seconds grouped once and hash-joined (a file reads every row: one subquery per row cost
 * seconds at 100,000).
 */
const TASK_FROM = sql`${tasks}
  left join (select a.task_id, string_agg(u.display_name, ', ' order by u.display_name) as names
    from ${taskAssignees} a join ${users} u on u.id = a.user_id group by a.task_id) names on names.task_id = ${tasks.id}
  left join (select tl.task_id, ${loggedSecondsSum}::bigint as seconds from ${timeLogs} tl group by tl.task_id) tracked
    on tracked.task_id = ${tasks.id}
  join ${projects} p on p.id = ${tasks.projectId}
  join ${taskLists} l on l.id = ${tasks.taskListId}
  left join ${users} creator on creator.id = ${tasks.createdBy}
  left join ${users} completer on completer.id = ${tasks.completedBy}
  left join ${milestones} m on m.id = ${tasks.milestoneId}`;

const statusLabel = sql`case ${tasks.status} when 1 then 'Complete' when 2 then 'Pending' else 'Incomplete' end`;

/** The columns of each task report's files (the screens' columns, plus where the task lives). */
function taskColumns(f: TaskReportFilters): Column[] {
  const tz = f.timezone;
  const task: Column = { header: "Task", width: 4, value: sql`${tasks.title}` };
  const project: Column = { header: "Project", width: 2.5, value: sql`p.title` };
  const list: Column = { header: "Task list", width: 2, value: sql`l.title` };
  const due: Column = { header: "Due Date", width: 1.3, value: day(tasks.dueDate) };
  const created: Column = { header: "Created At", width: 1.6, value: localTime(tasks.createdAt, tz) };
  const creator: Column = { header: "Created By", width: 1.8, value: sql`creator.display_name` };
  const assignees: Column = { header: "Assigned To", width: 2.2, value: sql`coalesce(names.names, '')` };
  switch (f.kind) {
    case "completed":
      return [
        task,
        project,
        { header: "Completed At", width: 1.6, value: localTime(tasks.completedAt, tz) },
        { header: "Completed By", width: 1.8, value: sql`completer.display_name` },
        created,
        creator,
      ];
    case "unassigned":
      return [task, project, list, due, created, creator];
    case "milestone":
      return [
        task,
        project,
        { header: "Milestone", width: 2, value: sql`m.title` },
        { header: "Status", width: 1.2, value: statusLabel },
        assignees,
        due,
        created,
      ];
    default:
      return [task, project, list, due, created, creator, assignees];
  }
}

export function taskExportPlan(f: TaskReportFilters): ExportPlan {
  return plan(taskColumns(f), TASK_FROM, taskReportWhere(f), taskReportOrder(f.kind));
}

/** The user activities file: when, where, what (the feed's sentence) and who. */
export function activityExportPlan(f: ActivityFilters): ExportPlan {
  const where = filterSql(f) ?? sql`true`;
  return {
    columns: [
      { header: "Date", width: 1.2 },
      { header: "Time", width: 0.8 },
      { header: "Project", width: 2.5 },
      { header: "Activity", width: 7 },
      { header: "By", width: 1.8 },
    ],
    rows: sql`select to_char(${activities.createdAt} at time zone ${f.timezone}, 'YYYY-MM-DD') as day,
        to_char(${activities.createdAt} at time zone ${f.timezone}, 'HH24:MI') as time, p.title as project,
        ${activities.action} as action, ${activities.resourceType} as resource_type, ${activities.meta} as meta, u.display_name as actor
      from ${activities} left join ${projects} p on p.id = ${activities.projectId}
      left join ${users} u on u.id = ${activities.actorId}
      where ${where} order by ${activities.createdAt} ${sql.raw(f.order)}, ${activities.id} ${sql.raw(f.order)}`,
    count: sql`select count(*)::int as n from ${activities} where ${where}`,
    cells: (r) => [
      text(r.day),
      text(r.time),
      text(r.project),
      activityText({
        action: String(r.action),
        resource_type: text(r.resource_type),
        meta: (r.meta ?? {}) as Record<string, unknown>,
        actor: { data: { display_name: text(r.actor) } },
        project: { data: { title: text(r.project) } },
      }),
      text(r.actor),
    ],
  };
}

/** The advanced report's CSV: every task, by project then list, with the screen's columns. */
export function advanceExportPlan(filters: AdvanceFilters, tracked: boolean, extra: readonly SQL[] = []): ExportPlan {
  const columns: Column[] = [
    { header: "Project", width: 2, value: sql`p.title` },
    { header: "Task list", width: 2, value: sql`l.title` },
    { header: "Task", width: 4, value: sql`${tasks.title}` },
    { header: "Assigned To", width: 2, value: sql`coalesce(names.names, '')` },
    { header: "Assigned Date", width: 1.3, value: day(tasks.startAt) },
    { header: "Due Date", width: 1.3, value: day(tasks.dueDate) },
    ...(tracked ? [{ header: "Tracked Time", width: 1.2, value: sql`coalesce(tracked.seconds, 0)` }] : []),
    { header: "Estimation", width: 1, value: sql`${tasks.estimation}` },
    { header: "Status", width: 1.2, value: sql`${tasks.status}` },
  ];
  const base = plan(
    columns,
    TASK_FROM,
    advanceWhere(filters, extra),
    sql`p.title, p.id, l."order", l.id, ${tasks.order}, ${tasks.id}`,
  );
  const estimation = columns.length - 2;
  return {
    ...base,
    cells: (row) =>
      base.cells(row).map((cell, i) => {
        if (tracked && i === 6) return formatTrackedTime(Number(cell));
        if (i === estimation) return formatMinutes(Number(cell));
        if (i === estimation + 1) return REPORT_STATUS_LABEL[Number(cell)] ?? cell;
        return cell;
      }),
  };
}
