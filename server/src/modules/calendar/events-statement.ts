import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { inScopeSql, itemVisibleSql, type ReaderScope } from "../activities/reader-scope";

/** The most events one call returns: a 400-day range of a busy team stays far below it. */
export const MAX_EVENTS = 5000;

/** Whose milestones come along: the named project's, the chosen people's projects', or none (the timeline). */
export type MilestoneSource = "project" | "members" | "none";

export type EventsFilter = {
  scope: ReaderScope;
  /** Inclusive days, "YYYY-MM-DD". */
  start: string;
  end: string;
  /** Tasks assigned to any of them. */
  users: number[];
  projectId?: number;
  milestones: MilestoneSource;
  /** Also the chosen people themselves (the user timeline's rows). */
  withPeople?: boolean;
};

type Columns = { projectId: SQL; isPrivate: SQL; createdBy: SQL };
export const columnsOf = (alias: string): Columns => ({
  projectId: sql.raw(`${alias}.project_id`),
  isPrivate: sql.raw(`${alias}.is_private`),
  createdBy: sql.raw(`${alias}.created_by`),
});

/**
 * Privacy exactly as the list views apply it (task-lists/lists-statement.ts, activities/reader-scope.ts): a
 * project of the reader, a task he may see in a list he may see. Nothing for a global manager.
 */
function taskVisible(scope: ReaderScope): SQL {
  if (scope.everything) return sql``;
  return sql` and ${inScopeSql(scope, sql`t.project_id`)} and ${itemVisibleSql(scope, "task", columnsOf("t"))}
    and ${itemVisibleSql(scope, "list", columnsOf("l"))}`;
}

function milestoneVisible(scope: ReaderScope): SQL {
  if (scope.everything) return sql``;
  return sql` and ${inScopeSql(scope, sql`m.project_id`)} and ${itemVisibleSql(scope, "milestone", columnsOf("m"))}`;
}

const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

function milestonesSql(f: EventsFilter, users: SQL, start: SQL, end: SQL): SQL {
  if (f.milestones === "none") return sql`null`;
  const whose =
    f.milestones === "project"
      ? sql`m.project_id = ${f.projectId ?? 0}`
      : sql`m.project_id in (select pm.project_id from project_members pm where pm.user_id = any(${users}))`;
  return sql`(select json_agg(json_build_array(m.id, m.title, m.achieve_date, m.status, m.project_id, ${ms("m.updated_at")},
      pr.title) order by m.achieve_date, m.id)
    from milestones m join projects pr on pr.id = m.project_id
    where m.achieve_date between ${start} and ${end} and ${whose}${milestoneVisible(f.scope)})`;
}

/**
 * Tasks assigned to any of `users`. Across projects: an array of their ids read off the assignments, looked
 * up one by one (a person's few hundred). In one project: each of the project's tasks in the range asks the
 * assignments' primary key whether one of the people has it (`offset 0` keeps it a per-task probe); as a
 * semi-join, PostgreSQL hashed a whole team's assignments across every project first (10,000 rows for a
 * project's twenty members, 2.0 ms against 1.1 ms for their month).
 */
const assignedTo = (users: SQL, inOneProject: boolean) =>
  inOneProject
    ? sql`exists (select 1 from task_assignees ta where ta.task_id = t.id and ta.user_id = any(${users}) offset 0)`
    : sql`t.id = any(array(select ta.task_id from task_assignees ta where ta.user_id = any(${users})))`;

/**
 * Every event of a calendar call in ONE statement, whatever the number of events: the tasks (assigned to any
 * chosen person, overlapping the range, top-level, in current lists) with their assignees, the milestones on
 * days of the range, and — when asked — the chosen people and whether the named project exists (a global
 * manager's scope names no projects). A task with one date is a one-day event on it. The assignees are
 * grouped once per task (read by the task_assignees primary key) and hash-joined: a sub-select per task
 * over them cost O(tasks²), 230 ms for a project's month of 1,400 tasks. Statements are planned once
 * (db/client.ts), so how the chosen people's tasks are found is written out for each case (assignedTo).
 */
function eventsStatement(f: EventsFilter): SQL {
  const users = idArray(f.users);
  const start = sql`${f.start}::date`;
  const end = sql`${f.end}::date`;
  const inProject = f.projectId === undefined ? sql`` : sql` and t.project_id = ${f.projectId}`;
  const people = f.withPeople
    ? sql`(select json_agg(json_build_array(u.id, u.display_name) order by u.display_name, u.id) from users u
        where u.id = any(${users}))`
    : sql`null`;
  const projectFound =
    f.projectId === undefined ? sql`true` : sql`exists (select 1 from projects where id = ${f.projectId})`;
  return sql`with picked as materialized (
    select t.id, t.title, t.start_at, t.due_date, t.status, t.project_id, t.task_list_id, t.updated_at
    from tasks t join task_lists l on l.id = t.task_list_id
    where ${assignedTo(users, f.projectId !== undefined)}
      and t.parent_id = 0 and l.status = 1
      and coalesce(t.start_at, t.due_date) <= ${end} and coalesce(t.due_date, t.start_at) >= ${start}${inProject}${taskVisible(f.scope)}
    order by coalesce(t.start_at, t.due_date), t.id
    limit ${MAX_EVENTS}),
  people as materialized (
    select ta.task_id, json_agg(json_build_array(u.id, u.display_name) order by u.display_name, u.id) as list
    from task_assignees ta join users u on u.id = ta.user_id
    where ta.task_id = any(array(select id from picked))
    group by ta.task_id)
  select
    (select json_agg(json_build_array(p.id, p.title, p.start_at, p.due_date, p.status, p.project_id, p.task_list_id,
        ${ms("p.updated_at")}, pr.title, coalesce(x.list, '[]'::json))
      order by coalesce(p.start_at, p.due_date), p.id)
      from picked p join projects pr on pr.id = p.project_id left join people x on x.task_id = p.id) as tasks,
    ${milestonesSql(f, users, start, end)} as milestones,
    ${people} as people,
    ${projectFound} as project_found`;
}

export type TaskTuple = [
  id: number,
  title: string,
  startAt: string | null,
  dueDate: string | null,
  status: number,
  projectId: number,
  taskListId: number,
  updatedAtMs: number,
  projectTitle: string,
  assignees: [id: number, displayName: string][],
];
export type MilestoneTuple = [
  id: number,
  title: string,
  achieveDate: string,
  status: number,
  projectId: number,
  updatedAtMs: number,
  projectTitle: string,
];

export type EventRows = {
  tasks: TaskTuple[];
  milestones: MilestoneTuple[];
  people: [id: number, displayName: string][];
  projectFound: boolean;
};

type Raw = {
  tasks: TaskTuple[] | null;
  milestones: MilestoneTuple[] | null;
  people: [number, string][] | null;
  project_found: boolean;
};

export async function readEvents(db: Executor, f: EventsFilter): Promise<EventRows> {
  const [row] = ((await db.execute(eventsStatement(f))) as unknown as { rows: Raw[] }).rows;
  return {
    tasks: row.tasks ?? [],
    milestones: row.milestones ?? [],
    people: row.people ?? [],
    projectFound: row.project_found,
  };
}
