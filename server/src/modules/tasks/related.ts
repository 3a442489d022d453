import type { TaskCustomField, TaskLabel, TaskTypeSummary } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { comments, files, labels, taskAssignees, taskLabels, tasks, taskTypes, users } from "../../db/schema";
import { plannedOnce, runNamed } from "../../db/statements";
import { type PresentedUser, presentUser } from "../users/present";
import type { TaskRow } from "./load";
import { type TaskRowAddOn, taskRowAddOns } from "./task-row";

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
  types: [id: number, title: string, color: string][];
} & AddOnsJson;

/** Per add-on (tasks/task-row.ts), by its name: [taskId, value] for each task that has a value. */
type AddOnsJson = { [addOn: string]: [taskId: number, value: never][] };

/**
 * The add-ons' values of the tasks `ids`, as the keys of a json_build_object (none while none is registered):
 * each add-on's `[taskId, value]` pairs.
 */
const addOnsJsonArgs = (ids: SQL, addOns: readonly TaskRowAddOn[]) =>
  addOns.map(
    (a) =>
      sql`, ${sql.raw(`'${a.name}'`)}, (select coalesce(json_agg(${sql.raw(`concat('[', x.id, ',', ${a.json("x")}, ']')`)}::json), '[]'::json)
     from (${a.perTask(ids)}) x)`,
  );

/** Hands each add-on its values (AddOnsJson) for the tasks. */
function addOnsInto(related: TaskRelated, found: AddOnsJson, addOns: readonly TaskRowAddOn[]) {
  for (const a of addOns) for (const [taskId, value] of found[a.name] ?? []) a.into(related, taskId, a.decode(value));
}

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
  'types', (select coalesce(json_agg(json_build_array(ty.id, ty.title, ty.color)), '[]'::json) from ${taskTypes} ty
     where ty.id in (select typed.type_id from ${tasks} typed where typed.id = any(${ids})))${sql.join(
       addOnsJsonArgs(ids, taskRowAddOns()),
     )})`;

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
  for (const [id, title, color] of found.types ?? []) related.types.set(id, { id, title, color });
  addOnsInto(related, found, taskRowAddOns());
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
  // What add-ons hold on it (custom values, given or the fields' defaults) was written by the creating
  // statement: read back.
  const addOns = taskRowAddOns();
  if (addOns.length > 0) {
    // Prepared under its text's name: planned afresh, its subqueries cost PostgreSQL 1.4 ms of a 0.04 ms read,
    // a quarter of its time on a new task (bench, "create task").
    const [row] = await runNamed<{ found: AddOnsJson }>(
      db,
      sql`select json_build_object('none', null${sql.join(addOnsJsonArgs(idArray([task.id]), addOns))}) as found`,
    );
    addOnsInto(related, row.found, addOns);
  }
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
