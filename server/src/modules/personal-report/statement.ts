import { PERSONAL_REPORT_MAX_ITEMS, type PersonalReportFor, type PrivateKind } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { privacySql } from "../../core/policy/policy";
import type { Executor } from "../../db/client";
import { projectMembers, projects, taskAssignees, taskLists, tasks, taskTypes, users } from "../../db/schema";
import { runNamed } from "../../db/statements";
import type { ReaderScope } from "../activities/reader-scope";

export type ReportFilters = {
  subjectId: number;
  /** Both days counted, `YYYY-MM-DD`, judged in `timezone`. */
  startDate: string;
  endDate: string;
  timezone: string;
  reportFor: PersonalReportFor;
};

type TypeJson = { id: number | null; title: string | null; color: string | null; n: number; minutes: number };
export type ReportRow = {
  user: { id: number; display_name: string } | null;
  items_total: number;
  /** bigint sums come back as text. */
  items_minutes: string;
  items: {
    id: number;
    title: string;
    parent_id: number;
    parent_title: string | null;
    project_id: number;
    project_title: string;
    completed_at: string;
    /** The completion's day in the reader's zone. */
    completed_day: string;
    type_id: number | null;
    type_title: string | null;
    type_color: string | null;
    minutes: number;
  }[];
  projects: {
    id: number;
    title: string;
    tasks: number;
    sub_tasks: number;
    task_minutes: number;
    sub_task_minutes: number;
  }[];
  task_types: TypeJson[];
  sub_task_types: TypeJson[];
};

/** The first instant of a calendar day in a zone; the column it is compared with stays bare (index-friendly). */
const dayStart = (day: string, tz: string, plus = 0) =>
  sql`((${day}::date + ${plus}::integer)::timestamp at time zone ${tz})`;

/** Postgres int array literal: ids are integers, nothing to escape. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::int[]`;

/**
 * SQL: an item of a private kind the reader may see — public, his own, or in a project where he may view that
 * kind. Only the projects where he may not need the check: none (a manager, or flags on), no condition at all.
 */
function seenSql(
  scope: Extract<ReaderScope, { everything: false }>,
  kind: PrivateKind,
  isPrivate: SQL,
  createdBy: SQL,
) {
  const hidden = scope.projects.filter((p) => !p.kinds.includes(kind)).map((p) => p.id);
  if (hidden.length === 0) return undefined;
  return privacySql({ isPrivate, createdBy }, scope.userId, sql`t.project_id <> all(${idArray(hidden)})`);
}

/**
 * What the reader may count (docs/api.md "Personal report"): items of his projects (every project for a global
 * manager) whose task, list and — for a sub-task — parent task he may see. The list and the parent are read by
 * scalar subqueries, one primary-key probe per item, and only where some project hides that kind from him: as
 * joins, a generic plan (the statement is prepared, its dates are parameters) guessed one item and scanned
 * every list for each of them.
 */
function visibleToReader(scope: ReaderScope): SQL {
  if (scope.everything) return sql`true`;
  const task = seenSql(scope, "task", sql`t.is_private`, sql`t.created_by`);
  const list = seenSql(scope, "list", sql`l.is_private`, sql`l.created_by`);
  const parent = seenSql(scope, "task", sql`p.is_private`, sql`p.created_by`);
  const parts = [
    sql`t.project_id = any(${idArray(scope.projects.map((p) => p.id))})`,
    task,
    list && sql`coalesce((select ${list} from ${taskLists} l where l.id = t.task_list_id), false)`,
    parent && sql`(t.parent_id = 0 or coalesce((select ${parent} from ${tasks} p where p.id = t.parent_id), false))`,
  ];
  return sql.join(
    parts.filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
}

/** Per task type of the completed tasks (`level` picks tasks or sub-tasks); no type comes last. */
const typeRows = (level: SQL) => sql`(select coalesce(json_agg(json_build_object('id', ty.id, 'title', ty.title,
    'color', ty.color, 'n', g.n, 'minutes', g.minutes) order by ty.title is null, ty.title, ty.id), '[]'::json)
  from (select type_id, count(*)::int as n, sum(est)::bigint as minutes from hit where ${level} group by type_id) g
  left join ${taskTypes} ty on ty.id = g.type_id)`;

/**
 * SQL on `u`: the subject is someone the reader may name, himself or a co-member (the directory's rule);
 * anyone else answers like an unknown user, so the report does not confirm that he exists.
 */
function inReach(scope: ReaderScope): SQL {
  if (scope.everything) return sql`true`;
  return sql`(u.id = ${scope.userId} or exists (select 1 from ${projectMembers} pm where pm.user_id = u.id
    and pm.project_id = any(${idArray(scope.projects.map((p) => p.id))})))`;
}

/**
 * The whole report in ONE statement, whatever the number of projects and items: the subject's completed tasks
 * and sub-tasks of the range (`hit`, from the assignee index), then the item rows, the per-project and per-type
 * sums over them. A top-level task's estimation is its sub-tasks' sum when it has sub-tasks (as every task
 * answer shows it), else its own; a sub-task's is its own. The sub-task probe repeats `parent_id > 0` so that
 * it runs on the small partial index of sub-tasks, not over the whole table.
 */
export function personalReportSql(scope: ReaderScope, f: ReportFilters): SQL {
  const primary = f.reportFor === "task" ? sql`parent_id = 0` : sql`parent_id > 0`;
  return sql`with hit as (
      select t.id, t.title, t.project_id, t.parent_id, t.type_id, t.completed_at,
        (case when t.parent_id = 0
          then coalesce((select sum(s.estimation) from ${tasks} s where s.parent_id > 0 and s.parent_id = t.id), t.estimation)
          else t.estimation end)::bigint as est
      from ${taskAssignees} a
      join ${tasks} t on t.id = a.task_id
      where a.user_id = ${f.subjectId} and t.status = 1
        and t.completed_at >= ${dayStart(f.startDate, f.timezone)}
        and t.completed_at < ${dayStart(f.endDate, f.timezone, 1)}
        and ${visibleToReader(scope)}
    ), items as (select * from hit where ${primary})
    select
      (select json_build_object('id', u.id, 'display_name', u.display_name) from ${users} u where u.id = ${f.subjectId} and ${inReach(scope)}) as "user",
      (select count(*)::int from items) as items_total,
      (select coalesce(sum(est), 0)::bigint from items) as items_minutes,
      (select coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'parent_id', x.parent_id,
          'parent_title', x.parent_title, 'project_id', x.project_id, 'project_title', x.project_title,
          'completed_at', x.completed_at, 'completed_day', to_char(x.completed_at at time zone ${f.timezone}, 'YYYY-MM-DD'),
          'type_id', x.type_id, 'type_title', x.type_title,
          'type_color', x.type_color, 'minutes', x.est) order by x.completed_at desc, x.id desc), '[]'::json)
        from (select i.*, par.title as parent_title, pr.title as project_title, ty.title as type_title,
            ty.color as type_color
          from (select * from items order by completed_at desc, id desc limit ${PERSONAL_REPORT_MAX_ITEMS}) i
          join ${projects} pr on pr.id = i.project_id
          left join ${tasks} par on i.parent_id > 0 and par.id = i.parent_id
          left join ${taskTypes} ty on ty.id = i.type_id) x) as items,
      (select coalesce(json_agg(json_build_object('id', pr.id, 'title', pr.title, 'tasks', g.tasks,
          'sub_tasks', g.sub_tasks, 'task_minutes', g.task_minutes, 'sub_task_minutes', g.sub_task_minutes)
          order by pr.title, pr.id), '[]'::json)
        from (select project_id,
            count(*) filter (where parent_id = 0)::int as tasks,
            count(*) filter (where parent_id > 0)::int as sub_tasks,
            coalesce(sum(est) filter (where parent_id = 0), 0)::bigint as task_minutes,
            coalesce(sum(est) filter (where parent_id > 0), 0)::bigint as sub_task_minutes
          from hit group by project_id) g
        join ${projects} pr on pr.id = g.project_id) as projects,
      ${typeRows(sql`parent_id = 0`)} as task_types,
      ${typeRows(sql`parent_id > 0`)} as sub_task_types`;
}

export async function readPersonalReport(db: Executor, scope: ReaderScope, f: ReportFilters): Promise<ReportRow> {
  const rows = await runNamed<ReportRow>(db, personalReportSql(scope, f));
  return rows[0];
}
