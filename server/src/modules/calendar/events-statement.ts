import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { runNamed } from "../../db/statements";
import { inScopeSql, itemVisibleSql, type ReaderScope } from "../activities/reader-scope";
import { codec, type RowOf, rowField, rowShape, summaryFields } from "../tasks/task-row";

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
  /** Each task's last change (the feed's DTSTAMP); the screens do without it. */
  withStamps?: boolean;
};

type Columns = { projectId: SQL; isPrivate: SQL; createdBy: SQL };
export const columnsOf = (alias: string): Columns => ({
  projectId: sql.raw(`${alias}.project_id`),
  isPrivate: sql.raw(`${alias}.is_private`),
  createdBy: sql.raw(`${alias}.created_by`),
});

/**
 * Privacy exactly as the list views apply it (task-lists/lists-statement.ts, activities/reader-scope.ts): a
 * project of the reader, a task he may see. Nothing for a global manager.
 */
function taskVisible(scope: ReaderScope): SQL {
  if (scope.everything) return sql``;
  return sql` and ${inScopeSql(scope, sql`t.project_id`)} and ${itemVisibleSql(scope, "task", columnsOf("t"))}`;
}

/**
 * The task is in a current list the reader may see, written as "not in one of the lists that are not": those
 * are a handful of ids, read once per statement from the lists of the project (or the reader's projects),
 * where joining each task to its list probed the lists' key once per event (0.16 of 1.1 ms for 230 events).
 * `is not true`: a list whose visibility test is null (no creator) is hidden, as the join's filter hid it.
 */
function inShownList(scope: ReaderScope, projectId: number | undefined): SQL {
  const whose =
    projectId !== undefined
      ? sql`l.project_id = ${projectId}`
      : scope.everything
        ? sql`true`
        : inScopeSql(scope, sql`l.project_id`);
  const shown = scope.everything
    ? sql`l.status = 1`
    : sql`l.status = 1 and ${itemVisibleSql(scope, "list", columnsOf("l"))}`;
  return sql`t.task_list_id <> all(array(select l.id from task_lists l where ${whose} and (${shown}) is not true))`;
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
 * Tasks assigned to any of `users`, from the task's own copy of its assignees (`assignee_ids`, migration 0031).
 * Across projects: an array of the people's task ids read off the assignments first (a person's few hundred).
 * In one project: the task's ids meet the people's (as a semi-join, PostgreSQL hashed a whole team's
 * assignments across every project: 10,000 rows for twenty members).
 */
const assignedTo = (users: SQL, inOneProject: boolean) =>
  inOneProject
    ? sql`t.assignee_ids && ${users}`
    : sql`t.id = any(array(select ta.task_id from task_assignees ta where ta.user_id = any(${users})))`;

/**
 * A task's days overlap the range. The range test matches migration 0030's index on the task's days (with the
 * project: a project's month reads its few hundred tasks, not all of them); the dates' own test then keeps
 * the exact rule (a task's first day at most the range's last, its last day at least the range's first).
 */
const overlapsDays = (start: SQL, end: SQL) =>
  sql`(t.start_at is not null or t.due_date is not null)
      and daterange(least(t.start_at, t.due_date), greatest(t.start_at, t.due_date), '[]') && daterange(${start}, ${end}, '[]')
      and coalesce(t.start_at, t.due_date) <= ${end} and coalesce(t.due_date, t.start_at) >= ${start}`;

/**
 * Every event of a calendar call in ONE statement, whatever the number of events: the tasks (assigned to any
 * chosen person, overlapping the range, top-level, in current lists) with their assignees' ids, the names of
 * all those assignees (each once, in display order), the milestones on days of the range, and — when asked —
 * the chosen people and whether the named project exists (a global manager's scope names no projects). A
 * task's assignees come with its row (grouping its assignments in a second pass over the picked tasks and
 * joining the groups back cost 0.4 of 1.8 ms for a project's month of 230 tasks; reading them per task,
 * 0.23 of 0.82). Names, project titles and list titles come once each, not once per task (joining each
 * task's project cost 0.24 ms).
 * Statements are planned once (db/client.ts), so how the chosen people's tasks are found is written out for
 * each case (assignedTo).
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
  const shape = f.withStamps ? stampedEventTask : eventTask;
  return sql`with picked as materialized (
    select ${sql.raw(shape.selectList("t"))}
    from tasks t
    where ${assignedTo(users, f.projectId !== undefined)}
      and t.parent_id = 0 and ${inShownList(f.scope, f.projectId)}
      and ${overlapsDays(start, end)}${inProject}${taskVisible(f.scope)}
    order by coalesce(t.start_at, t.due_date), t.id
    limit ${MAX_EVENTS})
  select
    (select ${sql.raw(shape.columnsJson("p"))} from picked p) as tasks,
    (select json_agg(json_build_array(u.id, u.display_name) order by u.display_name, u.id) from users u
      where u.id = any(array(select distinct unnest(p."assigneeIds") from picked p))) as names,
    (select json_agg(json_build_array(pr.id, pr.title)) from projects pr
      where pr.id = any(array(select distinct p."projectId" from picked p))) as project_titles,
    (select json_agg(json_build_array(l.id, l.title)) from task_lists l
      where l.id = any(array(select distinct p."taskListId" from picked p))) as list_titles,
    ${milestonesSql(f, users, start, end)} as milestones,
    ${people} as people,
    ${projectFound} as project_found`;
}

/** A task event's own fields (tasks/task-row.ts), with its assignees' ids as the task's copy holds them. */
const eventTask = rowShape([
  ...summaryFields("id", "title", "startAt", "dueDate", "status", "projectId", "taskListId"),
  rowField("assigneeIds", (t) => `${t}.assignee_ids`, codec.intArray),
]);
/** The feed's: with each task's last change (its DTSTAMP). */
const stampedEventTask = eventTask.extend([rowField("updatedAt", (t) => `${t}.updated_at`, codec.timestamp)] as const);

/** A task event, with its project's title and its assignees (named from the lists beside). */
export type EventTask = RowOf<typeof eventTask.fields> & {
  /** Only when asked (withStamps). */
  updatedAt?: Date | null;
  projectTitle: string;
  listTitle: string;
  assignees: [id: number, displayName: string][];
};
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
  tasks: EventTask[];
  milestones: MilestoneTuple[];
  people: [id: number, displayName: string][];
  projectFound: boolean;
};

type Raw = {
  /** One array per field (eventTask's columnsJson); nulls when no task is picked (array_agg over no rows). */
  tasks: unknown[][];
  names: [id: number, displayName: string][] | null;
  project_titles: [id: number, title: string][] | null;
  list_titles: [id: number, title: string][] | null;
  milestones: MilestoneTuple[] | null;
  people: [number, string][] | null;
  project_found: boolean;
};

const firstDay = (t: EventTask) => t.startAt ?? t.dueDate ?? "";

/**
 * Each task with its project's and list's titles and its assignees' names, in display order (the order `names` has);
 * tasks by their first day, then id, as the statement picked them.
 */
function namedTasks(row: Raw, f: EventsFilter): EventTask[] {
  const names = row.names ?? [];
  const rank = new Map(names.map((n, i) => [n[0], i]));
  const projectTitles = new Map(row.project_titles ?? []);
  const listTitles = new Map(row.list_titles ?? []);
  const tasks = (f.withStamps ? stampedEventTask : eventTask).decodeColumns(row.tasks).map((t): EventTask => {
    const ranks = t.assigneeIds.flatMap((uid) => rank.get(uid) ?? []).sort((a, b) => a - b);
    return Object.assign(t, {
      projectTitle: projectTitles.get(t.projectId) ?? "",
      listTitle: listTitles.get(t.taskListId) ?? "",
      assignees: ranks.map((r) => names[r]),
    });
  });
  return tasks.sort((a, b) => (firstDay(a) < firstDay(b) ? -1 : firstDay(a) > firstDay(b) ? 1 : a.id - b.id));
}

export async function readEvents(db: Executor, f: EventsFilter): Promise<EventRows> {
  const [row] = await runNamed<Raw>(db, eventsStatement(f));
  return {
    tasks: namedTasks(row, f),
    milestones: row.milestones ?? [],
    people: row.people ?? [],
    projectFound: row.project_found,
  };
}
