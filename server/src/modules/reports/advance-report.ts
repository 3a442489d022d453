import type { AdvanceFilters, AdvanceReportTask } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { projects, taskAssignees, taskLists, tasks, users } from "../../db/schema";
import { codec, type RowOf, rowField, rowShape, summaryFields } from "../tasks/task-row";
import { advanceTotalsFromSums } from "./report-sums";

/**
 * A page shows each project's first tasks up to this many; its total says how many there are, and the screen
 * asks for the next ones a hundred at a time (`tasks_of`, `tasks_offset`). The CSV has them all.
 */
export const TASKS_SHOWN_PER_PROJECT = 25;
export const MORE_TASKS_PER_CALL = 100;

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

const loggedSecondsText = `sum(case when tl.stop is null
  then floor(extract(epoch from (now() - tl.start))) else tl.total end)`;
/** A log's seconds, running timers counted up to now (the tracker's rule); summed over `tl` rows. */
export const loggedSecondsSum = sql.raw(loggedSecondsText);

type Totals = { total_projects: number; total_tasks: number; total_estimation: number };
type ProjectRow = { id: number; title: string; total_tasks: number };
/** A project's lists with their tasks, in order, as the answer shows them. */
type ListOfTasks = { id: number; title: string; tasks: AdvanceReportTask[] };

/** The page's projects (by title) with the overall totals (`per`: each project's), one statement. */
async function projectPage(db: Executor, per: SQL, limit: number, offset: number) {
  const result = (await db.execute(sql`with per as (${per}),
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

/** A task row of the report as the statement sends it (tasks/task-row.ts), over the statement's `r`. */
const reportTask = rowShape([
  ...summaryFields("id", "projectId", "taskListId", "title", "status", "startAt", "dueDate"),
  rowField("listTitle", (r) => `${r}.list_title`, codec.text),
  rowField("estimation", (r) => `${r}.estimation`, codec.int),
  rowField("assigneeIds", (r) => `${r}.assignee_ids`, codec.intArray),
]);
/** With the time tracked on each (running timers up to now). */
const trackedReportTask = reportTask.extend([
  rowField(
    "trackedSeconds",
    (r) => `(select coalesce(${loggedSecondsText}, 0)::bigint from time_logs tl where tl.task_id = ${r}.id)`,
    codec.int,
  ),
] as const);
type ReportTask = RowOf<typeof reportTask.fields> & { trackedSeconds?: number };
type PageTasks = { rows: unknown[][]; people: [number, string][] };

/**
 * The page's projects' tasks, list by list, at most TASKS_SHOWN_PER_PROJECT each: one statement. Each
 * project walks its lists in order and each list its tasks in order, stopping at the cap (ranking every task
 * of ten projects first read and sorted 21,000 rows for 1,000). The rows come as one JSON value with the
 * names of the people assigned to them (in name order), looked up once for the page rather than per row
 * (a sub-query per row seq-scanned the users a thousand times: 19 of 21 ms).
 */
async function projectTasks(db: Executor, where: SQL, projectIds: number[], tracked: boolean, cap: number, skip = 0) {
  if (projectIds.length === 0) return new Map<number, ListOfTasks[]>();
  const result = (await db.execute(sql`with r as materialized (
      select shown.* from unnest(${idArray(projectIds)}) as p(id) cross join lateral (
        select t.id, t.project_id, t.task_list_id, l.title as list_title, t.title, t.status, t.start_at, t.due_date,
          t.estimation, t.assignee_ids, l."order" as list_order, t.task_order
        from ${taskLists} l cross join lateral (
          select ${tasks.id} as id, ${tasks.projectId} as project_id, ${tasks.taskListId} as task_list_id,
            ${tasks.title} as title, ${tasks.status} as status, ${tasks.startAt}::text as start_at,
            ${tasks.dueDate}::text as due_date, ${tasks.estimation} as estimation, ${tasks.assigneeIds} as assignee_ids,
            ${tasks.order} as task_order
          from ${tasks} where ${tasks.taskListId} = l.id and ${where}
          order by ${tasks.order}, ${tasks.id} limit ${cap + skip}
        ) t
        where l.project_id = p.id order by l."order", l.id, t.task_order, t.id limit ${cap} offset ${skip}
      ) shown
    )
    select json_build_object(
      'rows', (select ('[' || coalesce(string_agg(${sql.raw((tracked ? trackedReportTask : reportTask).json("r"))}, ','
          order by r.project_id, r.list_order, r.task_list_id, r.task_order, r.id), '') || ']')::json from r),
      'people', (select coalesce(json_agg(json_build_array(u.id, u.display_name) order by u.display_name, u.id), '[]'::json)
        from ${users} u where u.id in (select unnest(r.assignee_ids) from r))
    ) as page`)) as unknown as { rows: { page: PageTasks }[] };
  const { rows, people } = result.rows[0].page;
  // One pass over the rows (in project, list and task order), straight into the answer's shape.
  const rank = new Map(people.map(([id], at) => [id, at]));
  const person = new Map(people.map(([id, display_name]) => [id, { id, display_name }]));
  const byProject = new Map<number, ListOfTasks[]>();
  const decode: (t: readonly unknown[]) => ReportTask = tracked ? trackedReportTask.decode : reportTask.decode;
  for (const t of rows) {
    const r = decode(t);
    const lists = byProject.get(r.projectId) ?? [];
    if (lists.length === 0) byProject.set(r.projectId, lists);
    let list = lists.at(-1);
    if (list?.id !== r.taskListId) {
      list = { id: r.taskListId, title: r.listTitle, tasks: [] };
      lists.push(list);
    }
    const ids = r.assigneeIds;
    const ordered = ids.length > 1 ? [...ids].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)) : ids;
    // One literal for both kinds, its keys in the answer's order (tracked_seconds before assignees).
    const task: AdvanceReportTask = {
      id: r.id,
      task_list_id: r.taskListId,
      title: r.title,
      status: r.status,
      start_at: r.startAt,
      due_date: r.dueDate,
      estimation: r.estimation,
    } as AdvanceReportTask;
    if (tracked) task.tracked_seconds = Number(r.trackedSeconds);
    task.assignees = ordered.flatMap((userId) => person.get(userId) ?? []);
    list.tasks.push(task);
  }
  return byProject;
}

/** What a page of the advanced report asks: a page of projects, or the next tasks of one (`more`). */
export type AdvancePageRequest = {
  filters: AdvanceFilters;
  page: number;
  perPage: number;
  tracked: boolean;
  /** Conditions read beforehand (the custom field filter). */
  extra?: readonly SQL[];
  more?: { projectId: number; offset: number };
};

/**
 * A page of the advanced report: projects (by title, `perPage` a page), each with its lists and their first
 * tasks (spec: "grouped by project, then list"); with `more`, that one project and its tasks from `offset`
 * on. `shown_tasks` counts the project's tasks shown so far. Two statements whatever the page holds.
 */
export async function advanceReportPage(db: Executor, q: AdvancePageRequest) {
  const extra = q.extra ?? [];
  // The next tasks of one project: the filters narrowed to it (none if its project filter leaves it out).
  const filters = q.more
    ? { ...q.filters, project: (q.filters.project ?? [q.more.projectId]).filter((id) => id === q.more?.projectId) }
    : q.filters;
  const where = advanceWhere(filters, extra);
  const counted = sql`select ${tasks.projectId} as project_id, count(*)::int as n,
    coalesce(sum(${tasks.estimation}), 0)::bigint as est from ${tasks} where ${where} group by 1`;
  const per = advanceTotalsFromSums(filters, extra) ?? counted;
  const found = q.more
    ? await projectPage(db, per, 1, 0)
    : await projectPage(db, per, q.perPage, (q.page - 1) * q.perPage);
  const offset = q.more?.offset ?? 0;
  const byProject = await projectTasks(
    db,
    where,
    found.projects.map((p) => p.id),
    q.tracked,
    q.more ? MORE_TASKS_PER_CALL : TASKS_SHOWN_PER_PROJECT,
    offset,
  );
  const data = found.projects.map((project) => {
    const lists = byProject.get(project.id) ?? [];
    const shown = lists.reduce((sum, l) => sum + l.tasks.length, 0);
    return { ...project, shown_tasks: offset + shown, task_lists: lists };
  });
  const { projects: _all, ...totals } = found;
  return { data, totals };
}
