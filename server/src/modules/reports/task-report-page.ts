import { type TaskReportQuery, todayIn } from "@cairn/shared";
import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser } from "../../core/auth/current-user";
import { collection, paging } from "../../core/http/envelope";
import { viewerTimeZone } from "../../core/http/viewer-day";
import { globalManagerAccess } from "../../core/policy/project-access";
import { type Db, idArray } from "../../db/client";
import { milestones, projects, taskLists, tasks, users } from "../../db/schema";
import { plannedOnce, runCompiled, statementFamily } from "../../db/statements";
import { presentTask } from "../tasks/present";
import { loadTaskRelated } from "../tasks/related";
import { taskReportBaseFromSums } from "./report-sums";
import { personTasks, type TaskReportFilters, taskReportOrder, taskReportWhere } from "./task-report";

/** Report pages hold 20 rows (spec 001 §9). */
const REPORT_PER_PAGE = 20;

/** The filters of a report's query (the JSON page's, or an export's with the user from its path). */
export type ReportFilterQuery = {
  start_date?: string;
  due_date?: string;
  project_id?: number;
  user_id?: number;
  milestone_id?: number;
  task_status?: number;
};

/** The report's filters with the viewer's day and zone, read from the request once. */
export function taskReportFilters(
  req: FastifyRequest,
  me: CurrentUser,
  q: ReportFilterQuery,
  kind: TaskReportFilters["kind"],
): TaskReportFilters {
  const timezone = viewerTimeZone(req, me);
  return {
    kind,
    startDate: q.start_date,
    dueDate: q.due_date,
    projectId: q.project_id,
    userId: q.user_id,
    milestoneId: q.milestone_id,
    status: q.task_status,
    timezone,
    today: todayIn(timezone, req.server.deps.clock.now()),
  };
}

/** Sub-tasks' estimations summed per parent, over the small partial index of sub-tasks. */
const subTaskEstimations = sql`select s.parent_id, sum(s.estimation) as est from ${tasks} s where s.parent_id > 0 group by s.parent_id`;

/**
 * The report's filters as its statements see them: every value a named placeholder (what is absent stays
 * absent, "all statuses" included), so a statement's text depends on the report's shape alone and is built
 * once per shape (reportShape; db/statements.ts statementFamily): building the totals' statement with drizzle
 * cost more server CPU per page than PostgreSQL spent running it. The builders only write these values into
 * SQL or test their presence, which a placeholder stands in for: hence the casts.
 */
function heldFilters(shape: ReportShape): TaskReportFilters {
  const held = <T>(set: boolean, name: string) => (set ? (sql.placeholder(name) as unknown as T) : undefined);
  return {
    kind: shape.kind,
    startDate: held(shape.startDate, "start_date"),
    dueDate: held(shape.dueDate, "due_date"),
    projectId: held(shape.projectId, "project_id"),
    userId: held(shape.userId, "user_id"),
    milestoneId: held(shape.milestoneId, "milestone_id"),
    status: held(shape.status, "task_status"),
    today: held(true, "today") as string,
    timezone: held(true, "timezone") as string,
  };
}

/** The values for heldFilters' placeholders and the page's. */
function reportValues(f: TaskReportFilters, p: { perPage: number; offset: number }): Record<string, unknown> {
  return {
    start_date: f.startDate,
    due_date: f.dueDate,
    project_id: f.projectId,
    user_id: f.userId,
    milestone_id: f.milestoneId,
    task_status: f.status,
    today: f.today,
    timezone: f.timezone,
    per_page: p.perPage,
    offset: p.offset,
  };
}

/** What changes a report's statements: its kind and which filters are set ("all statuses" is none). */
type ReportShape = ReturnType<typeof reportShape>;
const reportShape = (f: TaskReportFilters) => ({
  kind: f.kind,
  startDate: f.startDate !== undefined,
  dueDate: f.dueDate !== undefined,
  projectId: f.projectId !== undefined,
  userId: f.userId !== undefined,
  milestoneId: f.milestoneId !== undefined,
  status: f.status !== undefined && f.status !== -1,
});

const heldPage = {
  perPage: sql.placeholder("per_page") as Placeholder,
  offset: sql.placeholder("offset") as Placeholder,
};

type Named = { id: number; title: string } | null;
type ProjectTotals = {
  id: number;
  title: string;
  total_tasks: number;
  total_estimation: number;
  complete_estimation: number;
};
type Summary = {
  total_tasks: number;
  total_estimation: number;
  complete_estimation: number;
  projects: ProjectTotals[];
  project: Named;
  milestone: Named;
  user: { id: number; display_name: string } | null;
};

/**
 * The report's totals and the names of what it is filtered by, in ONE statement: the counts and estimation
 * sums (minutes; a task with sub-tasks counts theirs, as its answers show), overall and per project.
 * Overdue and completed reports read their top-level sums from `task_report_sums` (report-sums.ts); the
 * others from the report's own columns only, so PostgreSQL reads them off the report indexes (0017, 0028)
 * without touching the tasks' rows. The few tasks with sub-tasks are then corrected by the
 * difference between their sub-tasks' sum and their own estimation. Joining every task to its sub-tasks
 * instead made it read every row of the range (a year's overdue tasks: 37 ms and two parallel workers).
 * `f` is heldFilters'.
 */
function summarySql(f: TaskReportFilters): SQL {
  const where = taskReportWhere(f);
  const named = (table: typeof projects | typeof milestones, id: number | undefined) =>
    id === undefined
      ? sql`null::json`
      : sql`(select json_build_object('id', x.id, 'title', x.title) from ${table} x where x.id = ${id})`;
  // A person's tasks are read once for the totals and the page (the page's ids come with the totals).
  const person = f.userId !== undefined;
  const counted = sql`select ${tasks.projectId} as project_id, count(*)::int as n,
      coalesce(sum(${tasks.estimation}), 0)::bigint as est,
      coalesce(sum(${tasks.estimation}) filter (where ${tasks.status} = 1), 0)::bigint as done
    from ${person ? sql`mine as ${tasks}` : tasks} where ${person ? sql`true` : where} group by 1`;
  const mine =
    f.userId === undefined
      ? sql``
      : sql`mine as materialized (select * from ${personTasks(f.userId)}
          where ${taskReportWhere(f, { personFenced: true })}), `;
  const pageIdsOfPerson = person
    ? sql`(select coalesce(array_agg(${tasks.id}), '{}') from (select ${tasks.id} from mine as ${tasks}
        order by ${taskReportOrder(f.kind)} limit ${heldPage.perPage} offset ${heldPage.offset}) as ${tasks})`
    : sql`null::int[]`;
  return sql`with ${mine}base as (${taskReportBaseFromSums(f) ?? counted}), corrected as (
      select ${tasks.projectId} as project_id, coalesce(sum(sub.est - ${tasks.estimation}), 0)::bigint as est,
        coalesce(sum(sub.est - ${tasks.estimation}) filter (where ${tasks.status} = 1), 0)::bigint as done
      from (${subTaskEstimations}) sub join ${tasks} on ${tasks.id} = sub.parent_id
      where ${where} group by 1
    ), per as (
      select b.project_id, b.n, b.est + coalesce(c.est, 0) as est, b.done + coalesce(c.done, 0) as done
      from base b left join corrected c on c.project_id = b.project_id
    )
    select
      (select coalesce(sum(n), 0)::int from per) as total_tasks,
      (select coalesce(sum(est), 0)::bigint from per) as total_estimation,
      (select coalesce(sum(done), 0)::bigint from per) as complete_estimation,
      (select coalesce(json_agg(json_build_object('id', p.id, 'title', p.title, 'total_tasks', per.n,
          'total_estimation', per.est, 'complete_estimation', per.done) order by p.title, p.id), '[]'::json)
        from per join ${projects} p on p.id = per.project_id) as projects,
      ${named(projects, f.projectId)} as project,
      ${named(milestones, f.milestoneId)} as milestone,
      ${f.userId === undefined ? sql`null::json` : sql`(select json_build_object('id', u.id, 'display_name', u.display_name) from ${users} u where u.id = ${f.userId})`} as "user",
      ${pageIdsOfPerson} as page_ids`;
}

/**
 * The page's tasks with their list and project. Its ids are picked before anything
 * is joined to them (joining first joined every task of the range to its list and project before the sort kept
 * 20); a person's come with the totals (`page_ids`). Their related data is read for the page at once after
 * (loadTaskRelated): as a sub-query per row it cost PostgreSQL twice as much.
 */
function pageRowsStatement(db: Db, f: TaskReportFilters) {
  const ids =
    f.userId === undefined
      ? sql`array(select ${tasks.id} from ${tasks} where ${taskReportWhere(f)}
          order by ${taskReportOrder(f.kind)} limit ${heldPage.perPage} offset ${heldPage.offset})`
      : idArray(sql.placeholder("page_ids"));
  return db
    .select({
      task: tasks,
      list: { id: taskLists.id, title: taskLists.title, status: taskLists.status },
      project: projects,
    })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(sql`${tasks.id} = any(${ids})`)
    .orderBy(taskReportOrder(f.kind));
}

const summaryStatement = statementFamily((shape: ReportShape) => summarySql(heldFilters(shape)));

/**
 * `GET pm/v2/tasks?report=…`: one page of the report (20 rows; presented as every task answer) and
 * `meta.report` with its totals. Three statements whatever the page holds: the totals beside the page's rows,
 * then the rows' related data; a person's page is read after its totals, which pick its ids. The reader is a
 * global manager (reports/gate.ts), whose abilities need no membership read.
 */
export async function taskReportPage(db: Db, me: CurrentUser, f: TaskReportFilters, q: TaskReportQuery) {
  const p = paging(q.page, q.per_page, REPORT_PER_PAGE);
  const shape = reportShape(f);
  const values = reportValues(f, p);
  const summaryRead = runCompiled<Summary & { page_ids: number[] | null }>(db, summaryStatement(shape), values).then(
    (found) => found[0],
  );
  const rowsStatement = plannedOnce(pageRowsStatement(db, heldFilters(shape)));
  const [rows, summary] =
    f.userId === undefined
      ? await Promise.all([rowsStatement.execute(values), summaryRead])
      : await summaryRead.then(
          async (found) => [await rowsStatement.execute({ ...values, page_ids: found.page_ids ?? [] }), found] as const,
        );
  const { page_ids: _ids, ...counts } = summary;
  const totals = {
    ...counts,
    total_estimation: Number(counts.total_estimation),
    complete_estimation: Number(counts.complete_estimation),
  };
  const related = await loadTaskRelated(
    db,
    rows.map((r) => r.task),
  );
  const data = rows.map((r) => {
    const project = { id: r.project.id, title: r.project.title };
    return presentTask(r.task, globalManagerAccess(me, r.project), related, { list: r.list, project });
  });
  const body = collection(data, totals.total_tasks, p);
  const range = f.dueDate ? { start_date: f.startDate ?? null, due_date: f.dueDate } : null;
  return { ...body, meta: { ...body.meta, report: { kind: f.kind, range, ...totals } } };
}
