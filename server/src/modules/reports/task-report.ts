import type { TaskReportKind } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { taskAssignees, tasks } from "../../db/schema";

/** One task report's filters, as the JSON page and the exports both read them. */
export type TaskReportFilters = {
  kind: TaskReportKind;
  startDate?: string;
  dueDate?: string;
  projectId?: number;
  userId?: number;
  milestoneId?: number;
  /** -1 (or absent) all; 0, 1, 2 one status (project and user reports). */
  status?: number;
  /** The viewer's calendar day and zone: "overdue" and the timestamp ranges are judged in them. */
  today: string;
  timezone: string;
};

/**
 * The first instant of a calendar day in the viewer's zone (index-friendly: the column stays bare). `plus` is
 * written into the text: the page's statements are built once with every other value a placeholder.
 */
export const dayStart = (day: string, tz: string, plus: 0 | 1 = 0) =>
  sql`((${day}::date + ${sql.raw(String(plus))})::timestamp at time zone ${tz})`;

/**
 * A timestamp column within the range's days, in the viewer's zone; each end that is absent bounds nothing
 * (an open start: every day up to the end).
 */
function withinDays(column: SQL | typeof tasks.createdAt, f: TaskReportFilters): SQL | undefined {
  const ends = [
    f.startDate ? sql`${column} >= ${dayStart(f.startDate, f.timezone)}` : undefined,
    f.dueDate ? sql`${column} < ${dayStart(f.dueDate, f.timezone, 1)}` : undefined,
  ].filter((e): e is SQL => e !== undefined);
  return ends.length === 0 ? undefined : sql.join(ends, sql` and `);
}

/**
 * The person's tasks, found from his assignments (an array of ids, read off task_assignees_user_idx): as an
 * `exists` per task, PostgreSQL walked the whole range newest first looking for his (26,000 tasks, 52 ms).
 */
const assigned = (userId: number) =>
  sql`${tasks.id} = any(array(select ${taskAssignees.taskId} from ${taskAssignees} where ${taskAssignees.userId} = ${userId}))`;

/**
 * A person's tasks as a table of their own, read by id through the primary key and only then filtered (the
 * report's other conditions go on top, `taskReportWhere(f, { personFenced: true })`). With the ids and a date
 * range side by side in one WHERE, PostgreSQL's generic plan (the client names every statement) read the whole
 * range off the dates' index and tested each entry's id against the person's ids one by one: 364 ms a request
 * on the large dataset. OFFSET 0 keeps the conditions outside from being planned into it. Aliased `tasks`, so
 * the conditions and orders written for the table read its columns.
 */
export function personTasks(userId: number): SQL {
  return sql`(select ${tasks.id}, ${tasks.projectId}, ${tasks.parentId}, ${tasks.milestoneId}, ${tasks.status},
      ${tasks.estimation}, ${tasks.createdAt}, ${tasks.dueDate}, ${tasks.completedAt}
    from ${tasks} where ${assigned(userId)} offset 0) as ${tasks}`;
}

/**
 * What each report selects (docs/api.md "Reports"): top-level tasks (a sub-task counts in its parent's
 * estimation), of every project — the reports are a global manager's, who sees every item.
 * - overdue: not complete, due in the range and before the viewer's today (the range's start may be open);
 * - completed: complete, completed within the range's days;
 * - unassigned: not complete, nobody assigned, created within the range (its start may be open);
 * - milestone, user, project: created within the range (when one is given), of the milestone / assignee /
 *   project, with the chosen status.
 */
export function taskReportWhere(f: TaskReportFilters, options: { personFenced?: boolean } = {}): SQL {
  const parts: (SQL | undefined)[] = [sql`${tasks.parentId} = 0`];
  if (f.projectId !== undefined) parts.push(sql`${tasks.projectId} = ${f.projectId}`);
  if (f.userId !== undefined && !options.personFenced) parts.push(assigned(f.userId));
  if (f.milestoneId !== undefined) parts.push(sql`${tasks.milestoneId} = ${f.milestoneId}`);
  switch (f.kind) {
    case "overdue":
      parts.push(sql`${tasks.status} <> 1 and ${tasks.dueDate} < ${f.today}::date`);
      if (f.startDate) parts.push(sql`${tasks.dueDate} >= ${f.startDate}::date`);
      if (f.dueDate) parts.push(sql`${tasks.dueDate} <= ${f.dueDate}::date`);
      break;
    case "completed":
      parts.push(sql`${tasks.status} = 1`, withinDays(tasks.completedAt as unknown as SQL, f));
      break;
    case "unassigned":
      parts.push(
        // Kept on the task (migration 0031): the few unassigned ones come off their own index.
        sql`${tasks.status} <> 1 and ${tasks.assigneeIds} = '{}'::integer[]`,
        withinDays(tasks.createdAt, f),
      );
      break;
    default:
      parts.push(withinDays(tasks.createdAt, f));
      if (f.status !== undefined && f.status !== -1) parts.push(sql`${tasks.status} = ${f.status}`);
  }
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
}

/** The order rows come in, the same on screen and in the files. */
export function taskReportOrder(kind: TaskReportKind): SQL {
  if (kind === "overdue") return sql`${tasks.dueDate} asc, ${tasks.id} asc`;
  if (kind === "completed") return sql`${tasks.completedAt} desc, ${tasks.id} desc`;
  return sql`${tasks.createdAt} desc, ${tasks.id} desc`;
}
