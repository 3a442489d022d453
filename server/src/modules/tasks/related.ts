import type { TaskCustomField, TaskLabel, TaskTypeSummary } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { comments, files, labels, taskAssignees, taskLabels, tasks, taskTypes, timeLogs, users } from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import { customFieldsByTask, type TaskCustomFieldTuple, taskCustomFieldsJsonSql } from "../custom-fields/values-json";
import { type PresentedUser, presentUser } from "../users/present";
import type { TaskRow } from "./load";

/** What a page of tasks shows besides its own columns, loaded for the whole page at once. */
export type TaskRelated = {
  assignees: Map<number, PresentedUser[]>;
  /** Creators and completers. */
  people: Map<number, PresentedUser>;
  comments: Map<number, number>;
  files: Map<number, number>;
  labels: Map<number, TaskLabel[]>;
  /** Per task with sub-tasks: how many, how many complete, and their estimations' sum (minutes). */
  subTasks: Map<number, SubTaskCounts>;
  /** Per task with time logs: what the time tracker has on it. */
  time: Map<number, TrackedTime>;
  /** The task types the tasks have, by type id. */
  types: Map<number, TaskTypeSummary>;
  /** Per task: its project's custom fields with its values (none while the module is off). */
  customFields: Map<number, TaskCustomField[]>;
};

export type SubTaskCounts = { total: number; complete: number; estimation: number };

/**
 * A task's tracked time as lists carry it: the seconds of its stopped logs, and when each running timer
 * started (epoch ms). The reader adds "now − start" for each: an answer kept by the read cache stays right
 * while timers run, and a row can tick without asking again.
 */
export type TrackedTime = { seconds: number; runningSince: number[] };

export const emptyRelated = (): TaskRelated => ({
  assignees: new Map(),
  people: new Map(),
  comments: new Map(),
  files: new Map(),
  labels: new Map(),
  subTasks: new Map(),
  time: new Map(),
  types: new Map(),
  customFields: new Map(),
});

export type RelatedJson = {
  assignees: [taskId: number, id: number, email: string, displayName: string][];
  people: [id: number, email: string, displayName: string][];
  comments: [taskId: number, n: number][];
  files: [taskId: number, n: number][];
  labels: [taskId: number, id: number, title: string, color: string][];
  sub_tasks: [taskId: number, total: number, complete: number, estimation: number][];
  time: [taskId: number, seconds: number, runningSince: string][];
  types: [id: number, title: string, color: string][];
  custom_fields: TaskCustomFieldTuple[];
};

/**
 * Everything tasks show besides their own columns, as ONE json value: a round trip to the database costs
 * more here than the work of these lookups, so five become one. `ids` is an int[] expression (a parameter,
 * or the outer row's id when read with the task itself); `people` picks the users shown as creator/completer.
 */
export const relatedJson = (ids: SQL, people: SQL) => sql<RelatedJson>`json_build_object(
  'assignees', (select coalesce(json_agg(json_build_array(ta.task_id, u.id, u.email, u.display_name) order by u.display_name, u.id), '[]'::json)
     from ${taskAssignees} ta join ${users} u on u.id = ta.user_id where ta.task_id = any(${ids})),
  'people', (select coalesce(json_agg(json_build_array(u.id, u.email, u.display_name)), '[]'::json)
     from ${users} u where ${people}),
  'comments', (select coalesce(json_agg(json_build_array(c.id, c.n)), '[]'::json) from (
     select commentable_id as id, count(*)::int as n from ${comments}
     where commentable_type = 'task' and commentable_id = any(${ids}) group by commentable_id) c),
  'files', (select coalesce(json_agg(json_build_array(f.id, f.n)), '[]'::json) from (
     select fileable_id as id, count(*)::int as n from ${files}
     where fileable_type = 'task' and fileable_id = any(${ids}) and type <> 'folder' group by fileable_id) f),
  'labels', (select coalesce(json_agg(json_build_array(tl.task_id, l.id, l.title, l.color) order by l.title, l.id), '[]'::json)
     from ${taskLabels} tl join ${labels} l on l.id = tl.label_id where tl.task_id = any(${ids})),
  'sub_tasks', (select coalesce(json_agg(json_build_array(s.id, s.total, s.complete, s.estimation)), '[]'::json) from (
     ${subTaskCountsSql(ids)}) s),
  'time', (select coalesce(json_agg(json_build_array(tt.id, tt.seconds, tt.running)), '[]'::json) from (
     ${trackedTimeSql(ids)}) tt),
  'types', (select coalesce(json_agg(json_build_array(ty.id, ty.title, ty.color)), '[]'::json) from ${taskTypes} ty
     where ty.id in (select typed.type_id from ${tasks} typed where typed.id = any(${ids}))),
  'custom_fields', ${taskCustomFieldsJsonSql(ids)})`;

/**
 * Per parent among `ids`: its sub-tasks' count, complete count and estimation sum. Aliased: `ids` may name
 * the outer row's tasks.id (relatedOfRowSql), which an unaliased inner `tasks` would shadow. `parent_id > 0`
 * lets PostgreSQL use the partial tasks_parent_idx.
 */
export const subTaskCountsSql = (ids: SQL) => sql`select sub.parent_id as id, count(*)::int as total,
     (count(*) filter (where sub.status = 1))::int as complete, coalesce(sum(sub.estimation), 0)::int as estimation
     from ${tasks} sub where sub.parent_id > 0 and sub.parent_id = any(${ids}) group by sub.parent_id`;

/**
 * Per task among `ids` with time logs: its stopped logs' seconds, and its running timers' starts as epoch
 * ms joined by commas (TrackedTime). Over time_logs_task_idx; aliased for the same reason as above.
 */
export const trackedTimeSql = (ids: SQL) => sql`select tl.task_id as id,
     (coalesce(sum(tl.total) filter (where tl.stop is not null), 0))::bigint as seconds,
     coalesce(string_agg(floor(extract(epoch from tl.start) * 1000)::bigint::text, ',') filter (where tl.stop is null), '') as running
     from ${timeLogs} tl where tl.task_id = any(${ids}) group by tl.task_id`;

/** "1700000000000,1700000300000" (trackedTimeSql's `running`) as numbers. */
export const runningSinceOf = (joined: string) => (joined === "" ? [] : joined.split(",").map(Number));

/** The related data of the task in the same row, read along with it (see loadVisibleTask). */
export const relatedOfRowSql = () =>
  relatedJson(sql`array[${tasks.id}]`, sql`u.id in (${tasks.createdBy}, ${tasks.completedBy})`);

export function relatedFromJson(found: RelatedJson): TaskRelated {
  const related = emptyRelated();
  for (const [taskId, id, email, displayName] of found.assignees) {
    const list = related.assignees.get(taskId) ?? [];
    list.push(presentUser({ id, email, displayName }));
    related.assignees.set(taskId, list);
  }
  for (const [id, email, displayName] of found.people) related.people.set(id, presentUser({ id, email, displayName }));
  for (const [id, n] of found.comments) related.comments.set(id, n);
  for (const [id, n] of found.files) related.files.set(id, n);
  for (const [taskId, id, title, color] of found.labels) {
    const list = related.labels.get(taskId) ?? [];
    list.push({ id, title, color });
    related.labels.set(taskId, list);
  }
  for (const [taskId, total, complete, estimation] of found.sub_tasks ?? []) {
    related.subTasks.set(taskId, { total, complete, estimation });
  }
  for (const [id, title, color] of found.types ?? []) related.types.set(id, { id, title, color });
  for (const [taskId, seconds, running] of found.time ?? []) {
    related.time.set(taskId, { seconds: Number(seconds), runningSince: runningSinceOf(running) });
  }
  related.customFields = customFieldsByTask(found.custom_fields);
  return related;
}

/** What a task needs for its related data: its people come along only where they are shown. */
type RelatedOf = { id: number; createdBy: number; completedBy?: number | null };

/** One query whatever the number of tasks: never one per task (the original's N+1). */
export async function loadTaskRelated(
  db: Executor,
  rows: readonly RelatedOf[],
  options: { people: boolean } = { people: true },
): Promise<TaskRelated> {
  if (rows.length === 0) return emptyRelated();
  const ids = rows.map((t) => t.id);
  // Creators and completers for the single task; the rows of a list do not show them.
  const peopleIds = options.people
    ? [...new Set(rows.flatMap((t) => (t.completedBy == null ? [t.createdBy] : [t.createdBy, t.completedBy])))]
    : [];
  const [row] = await relatedStatement(db).execute({ ids, people: peopleIds });
  return relatedFromJson(row.related);
}

/**
 * loadTaskRelated's statement, built once: its text is the same whatever the ids (two arrays), and building
 * it with drizzle cost more server CPU than PostgreSQL spends running it for a page of tasks.
 */
const relatedStatement = (db: Executor) =>
  plannedOnce(
    db
      .select({
        related: relatedJson(idArray(sql.placeholder("ids")), sql`u.id = any(${idArray(sql.placeholder("people"))})`),
      })
      .from(sql`(select 1) as one`),
  );

/**
 * What a task just created shows, without reading its row back: no comments or files yet, the creator is the
 * caller, and the assignees are the given users (one query, only when there are any); its custom values (one
 * query) as its creating statement wrote them.
 */
export async function relatedOfNewTask(
  db: Executor,
  task: TaskRow,
  creator: { id: number; email: string; displayName: string },
  assigneeIds: readonly number[],
): Promise<TaskRelated> {
  const related = emptyRelated();
  related.people.set(
    creator.id,
    presentUser({ id: creator.id, email: creator.email, displayName: creator.displayName }),
  );
  // Its custom values (given, or the fields' defaults) were written by the creating statement: read back.
  const fields = (await db.execute(
    sql`select ${taskCustomFieldsJsonSql(idArray([task.id]))} as fields`,
  )) as unknown as { rows: { fields: TaskCustomFieldTuple[] }[] };
  related.customFields = customFieldsByTask(fields.rows[0]?.fields);
  if (task.typeId !== null) {
    const [type] = await db
      .select({ id: taskTypes.id, title: taskTypes.title, color: taskTypes.color })
      .from(taskTypes)
      .where(sql`${taskTypes.id} = ${task.typeId}`);
    if (type) related.types.set(type.id, type);
  }
  if (assigneeIds.length === 0) return related;
  const rows = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(sql`${users.id} = any(${idArray(assigneeIds)})`)
    .orderBy(users.displayName, users.id);
  related.assignees.set(task.id, rows.map(presentUser));
  return related;
}

/** The ids of a task's assignees, for the completeTask policy. */
export const assigneeIdsOf = (related: TaskRelated, taskId: number) =>
  (related.assignees.get(taskId) ?? []).map((u) => u.id);
