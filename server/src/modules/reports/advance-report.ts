import type { AdvanceFilters } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { projects, taskAssignees, taskLists, tasks, timeLogs, users } from "../../db/schema";

/** A project shows at most this many tasks on screen; its total says how many there are (the CSV has all). */
export const TASKS_SHOWN_PER_PROJECT = 100;

/**
 * The advanced report's filters as one condition on top-level tasks (a global manager's report: every
 * project, nothing private held back). `time` keeps a task whose start or due date falls in the range.
 * `extra`: conditions read beforehand (the custom field filter, custom-fields/filters.ts).
 */
export function advanceWhere(f: AdvanceFilters, extra: readonly SQL[] = []): SQL {
  const parts: SQL[] = [sql`${tasks.parentId} = 0`, ...extra];
  if (f.assigned) {
    parts.push(
      sql`exists (select 1 from ${taskAssignees} a where a.task_id = ${tasks.id} and a.user_id = any(${idArray(f.assigned)}))`,
    );
  }
  if (f.project) parts.push(sql`${tasks.projectId} = any(${idArray(f.project)})`);
  if (f.status !== undefined) parts.push(sql`${tasks.status} = ${f.status}`);
  if (f.payable !== undefined) parts.push(sql`${tasks.payable} = ${f.payable}`);
  if (f.time) {
    const { start_date: s, due_date: d } = f.time;
    parts.push(
      sql`(${tasks.startAt} between ${s}::date and ${d}::date or ${tasks.dueDate} between ${s}::date and ${d}::date)`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** A log's seconds, running timers counted up to now (the tracker's rule); summed over `tl` rows. */
export const loggedSecondsSum = sql`sum(case when tl.stop is null
  then floor(extract(epoch from (now() - tl.start))) else tl.total end)`;

type Totals = { total_projects: number; total_tasks: number; total_estimation: number };
type ProjectRow = { id: number; title: string; total_tasks: number };
export type AdvanceTaskRow = {
  id: number;
  project_id: number;
  task_list_id: number;
  list_title: string;
  title: string;
  status: number;
  start_at: string | null;
  due_date: string | null;
  estimation: number;
  tracked_seconds?: number;
  assignees: { id: number; display_name: string }[];
};

/** The page's projects (by title) with the overall totals: one statement. */
async function projectPage(db: Executor, where: SQL, limit: number, offset: number) {
  const result = (await db.execute(sql`with hit as (
      select ${tasks.projectId} as project_id, ${tasks.estimation} as est from ${tasks} where ${where}
    ), per as (select project_id, count(*)::int as n, coalesce(sum(est), 0)::bigint as est from hit group by project_id),
    page as (select p.id, p.title, per.n from per join ${projects} p on p.id = per.project_id
      order by p.title, p.id limit ${limit} offset ${offset})
    select (select count(*)::int from per) as total_projects,
      (select coalesce(sum(n), 0)::int from per) as total_tasks,
      (select coalesce(sum(est), 0)::bigint from per) as total_estimation,
      (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'total_tasks', n) order by title, id), '[]'::json)
        from page) as projects`)) as unknown as { rows: (Totals & { projects: ProjectRow[] })[] };
  const row = result.rows[0];
  return { ...row, total_estimation: Number(row.total_estimation) };
}

/**
 * The page's projects' tasks, list by list, at most TASKS_SHOWN_PER_PROJECT each: one statement. The rows
 * are ranked first on their own columns; assignees and tracked time are read for the kept rows only.
 */
async function projectTasks(db: Executor, where: SQL, projectIds: number[], tracked: boolean) {
  if (projectIds.length === 0) return [];
  const result = (await db.execute(sql`select r.id, r.project_id, r.task_list_id, l.title as list_title, r.title,
      r.status, r.start_at, r.due_date, r.estimation,
      ${tracked ? sql`(select coalesce(${loggedSecondsSum}, 0)::bigint from ${timeLogs} tl where tl.task_id = r.id) as tracked_seconds,` : sql``}
      (select coalesce(json_agg(json_build_object('id', u.id, 'display_name', u.display_name) order by u.display_name), '[]'::json)
        from ${taskAssignees} a join ${users} u on u.id = a.user_id where a.task_id = r.id) as assignees
    from (
      select ${tasks.id} as id, ${tasks.projectId} as project_id, ${tasks.taskListId} as task_list_id,
        ${tasks.title} as title, ${tasks.status} as status, ${tasks.startAt}::text as start_at,
        ${tasks.dueDate}::text as due_date, ${tasks.estimation} as estimation, l."order" as list_order,
        row_number() over (partition by ${tasks.projectId} order by l."order", l.id, ${tasks.order}, ${tasks.id}) as n
      from ${tasks} join ${taskLists} l on l.id = ${tasks.taskListId}
      where ${where} and ${tasks.projectId} = any(${idArray(projectIds)})
    ) r join ${taskLists} l on l.id = r.task_list_id
    where r.n <= ${TASKS_SHOWN_PER_PROJECT} order by r.project_id, r.list_order, r.task_list_id, r.n`)) as unknown as {
    rows: AdvanceTaskRow[];
  };
  return result.rows.map((r) => (tracked ? { ...r, tracked_seconds: Number(r.tracked_seconds) } : r));
}

/**
 * A page of the advanced report: projects (by title, `perPage` a page), each with its lists and their
 * tasks (spec: "grouped by project, then list"). Two statements whatever the page holds.
 */
export async function advanceReportPage(
  db: Executor,
  filters: AdvanceFilters,
  page: number,
  perPage: number,
  tracked: boolean,
  extra: readonly SQL[] = [],
) {
  const where = advanceWhere(filters, extra);
  const found = await projectPage(db, where, perPage, (page - 1) * perPage);
  const rows = await projectTasks(
    db,
    where,
    found.projects.map((p) => p.id),
    tracked,
  );
  const data = found.projects.map((project) => {
    const lists = new Map<number, { id: number; title: string; tasks: unknown[] }>();
    for (const r of rows.filter((x) => x.project_id === project.id)) {
      const list = lists.get(r.task_list_id) ?? { id: r.task_list_id, title: r.list_title, tasks: [] };
      const {
        list_title: _t,
        project_id: _p,
        n: _n,
        list_order: _o,
        ...task
      } = r as AdvanceTaskRow & {
        n: number;
        list_order: number;
      };
      list.tasks.push(task);
      lists.set(r.task_list_id, list);
    }
    const shown = [...lists.values()].reduce((sum, l) => sum + l.tasks.length, 0);
    return { ...project, shown_tasks: shown, task_lists: [...lists.values()] };
  });
  const { projects: _all, ...totals } = found;
  return { data, totals };
}
