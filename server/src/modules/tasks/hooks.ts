import type { CreateTaskBody, CustomFieldFilter, TaskReportQuery, UpdateTaskBody } from "@cairn/shared";
import { type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { queryModeSlot } from "../../core/http/query-mode";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import type { TaskListRow } from "./list-load";
import type { TaskRow } from "./load";

/** A task about to be created: what its creation knows before the insert. */
export type TaskCreation = {
  db: Executor;
  me: CurrentUser;
  access: ProjectAccess;
  body: CreateTaskBody;
  list: TaskListRow;
  /** Set for a sub-task. */
  parent?: TaskRow;
};

/**
 * What a module adds to a task's creation. `sideEffects` are data-modifying statements that run in the
 * creating statement itself (core/activity/change-with-activity.ts: they read the new row as `changed`), so
 * they commit or fail with it. `assigneeIds` join the task's assignees; `complete` creates it complete.
 */
export type TaskCreationPlan = { sideEffects?: SQL[]; assigneeIds?: number[]; complete?: boolean };

/** A status change about to be written; `task` is the row before it. */
export type TaskStatusChange = { db: Executor; me: CurrentUser; access: ProjectAccess; task: TaskRow; status: 0 | 1 };

/**
 * What other features do when a task is created or changes status, inside the same statement as the change
 * (the kanboard's automations: ARCHITECTURE.md wants them atomic with what triggers them). A hook may read
 * (e.g. to refuse with a 404) but writes only through the statements it returns.
 */
export type TaskHook = {
  beforeCreate?: (c: TaskCreation) => Promise<TaskCreationPlan | undefined> | TaskCreationPlan | undefined;
  /** Statements that run with the status change; they read the changed row (its new status) as `changed`. */
  statusSideEffects?: (c: TaskStatusChange) => SQL[];
  /** What follows people leaving a task's assignees, in the update's transaction (the time tracker stops their timers). */
  assigneesRemoved?: (tx: Executor, taskId: number, userIds: readonly number[]) => Promise<unknown>;
  /**
   * A module's stricter rule for an assignee alone (neither a manager nor the creator): while `locked` (SQL
   * over the task's id) is true, he may not change the status, and is refused with `message` (a sprint's
   * tasks: spec 001 §6). The single task reads the same condition, so its done box is not offered to him.
   */
  assigneeStatusLock?: { locked: (taskId: SQL) => SQL; message: string };
};

/** By name, so an app built twice in one process (tests, the bench) registers each hook once. */
const hooks = new Map<string, TaskHook>();

/** Called by a feature as it registers (its module plugin). */
export function registerTaskHook(name: string, hook: TaskHook): void {
  hooks.set(name, hook);
}

/** Every hook's plan for a new task, merged. */
export async function planTaskCreation(c: TaskCreation): Promise<Required<TaskCreationPlan>> {
  const merged: Required<TaskCreationPlan> = { sideEffects: [], assigneeIds: [], complete: false };
  for (const hook of hooks.values()) {
    const plan = await hook.beforeCreate?.(c);
    if (!plan) continue;
    merged.sideEffects.push(...(plan.sideEffects ?? []));
    merged.assigneeIds.push(...(plan.assigneeIds ?? []));
    merged.complete ||= plan.complete === true;
  }
  return merged;
}

const statusLocks = () => [...hooks.values()].flatMap((h) => (h.assigneeStatusLock ? [h.assigneeStatusLock] : []));

/** SQL: whether any module locks the task's status against an assignee alone (false while none could). */
export function statusLockedSql(taskId: SQL): SQL<boolean> {
  const locks = statusLocks();
  if (locks.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(
    locks.map((l) => l.locked(taskId)),
    sql` or `,
  )})`;
}

/** The first refusal a module's stricter rule gives an assignee's status change, if any (one statement). */
export async function assigneeStatusRefusal(c: TaskStatusChange): Promise<string | undefined> {
  const locks = statusLocks();
  if (locks.length === 0) return undefined;
  const columns = locks.map((l, i) => sql`${l.locked(sql`${c.task.id}`)} as ${sql.raw(`lock${i}`)}`);
  const result = (await c.db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  return locks.find((_, i) => result.rows[0]?.[`lock${i}`])?.message;
}

/** Every hook's reaction to people leaving a task's assignees, one after the other in the transaction. */
export async function assigneesRemoved(tx: Executor, taskId: number, userIds: readonly number[]): Promise<void> {
  for (const hook of hooks.values()) await hook.assigneesRemoved?.(tx, taskId, userIds);
}

/** Every hook's statements for a status change. */
export const statusChangeSideEffects = (c: TaskStatusChange): SQL[] =>
  [...hooks.values()].flatMap((hook) => hook.statusSideEffects?.(c) ?? []);

/** A task's dates about to change through its update call: its row before and after the change. */
export type TaskDatesChange = {
  db: Executor;
  me: CurrentUser;
  access: ProjectAccess;
  before: TaskRow;
  after: TaskRow;
  list: TaskListRow;
};

/** A step a module runs in the update's transaction, after the task's row is written. */
export type TaskDatesStep = (tx: Executor) => Promise<unknown>;

/**
 * What a module does when a task's dates change (the Gantt's auto-schedule shifts the task's successors). It
 * answers undefined when it has nothing to do, so a plain edit keeps its one-statement path; otherwise its step
 * runs in the update's transaction and what the step answers joins the update's answer under the hook's name.
 */
export type TaskDatesHook = (c: TaskDatesChange) => Promise<TaskDatesStep | undefined>;

const datesHooks = new Map<string, TaskDatesHook>();

export function registerTaskDatesHook(name: string, hook: TaskDatesHook): void {
  datesHooks.set(name, hook);
}

/** The steps the modules want for this date change, by hook name (none when the dates stay). */
export async function planDatesChange(c: TaskDatesChange): Promise<[string, TaskDatesStep][]> {
  if (c.before.startAt === c.after.startAt && c.before.dueDate === c.after.dueDate) return [];
  const steps: [string, TaskDatesStep][] = [];
  for (const [name, hook] of datesHooks) {
    const step = await hook(c);
    if (step) steps.push([name, step]);
  }
  return steps;
}

/** A task about to change through its update call: its row and list before the change, and the body. */
export type TaskUpdate = {
  db: Executor;
  me: CurrentUser;
  access: ProjectAccess;
  task: TaskRow;
  list: TaskListRow;
  body: UpdateTaskBody;
};

/** A line of the update's activity: `update_task_<field>` with its old and new values. */
export type TaskUpdateLog = { field: string; old?: unknown; new?: unknown };

/** A module's write in the update's transaction; it answers the log line of what it changed, if anything. */
export type TaskUpdateStep = (tx: Executor) => Promise<TaskUpdateLog | undefined>;

/**
 * What a module does with fields of the update body that are its own (the custom fields' values). It checks
 * the body before anything is written (a refusal changes nothing) and answers undefined when the body has
 * nothing for it, so a plain edit keeps its one-statement path; otherwise its step runs in the transaction.
 */
export type TaskUpdateHook = (c: TaskUpdate) => Promise<TaskUpdateStep | undefined>;

const updateHooks = new Map<string, TaskUpdateHook>();

export function registerTaskUpdateHook(name: string, hook: TaskUpdateHook): void {
  updateHooks.set(name, hook);
}

/** The steps the modules want for this update (none for a body that has nothing of theirs). */
export async function planTaskUpdate(c: TaskUpdate): Promise<TaskUpdateStep[]> {
  const steps: TaskUpdateStep[] = [];
  for (const hook of updateHooks.values()) {
    const step = await hook(c);
    if (step) steps.push(step);
  }
  return steps;
}

/**
 * What `?with=<name>` adds to task answers on behalf of another module (`gantt_links`): loaded for a whole page
 * of tasks at once, each task's value under the name. A module's include is left out while it is switched off.
 */
export type TaskInclude = {
  module?: string;
  load: (db: Executor, access: ProjectAccess, taskIds: number[]) => Promise<Map<number, unknown>>;
};

const includes = new Map<string, TaskInclude>();

export function registerTaskInclude(name: string, include: TaskInclude): void {
  includes.set(name, include);
}

/**
 * The includes asked for, loaded once for these tasks; the answer gives each task's extra fields. The modules'
 * state is read only when an include is asked for: a plain read costs no query more.
 */
export async function loadTaskIncludes(
  db: Executor,
  access: ProjectAccess,
  want: ReadonlySet<string>,
  disabledModules: () => Promise<ReadonlySet<string>>,
  taskIds: number[],
): Promise<(taskId: number) => Record<string, unknown>> {
  const asked = [...includes].filter(([name]) => want.has(name));
  if (asked.length === 0 || taskIds.length === 0) return () => ({});
  const disabled = await disabledModules();
  const wanted = asked.filter(([, include]) => !(include.module && disabled.has(include.module)));
  if (wanted.length === 0) return () => ({});
  const loaded = await Promise.all(
    wanted.map(async ([name, include]) => [name, await include.load(db, access, taskIds)] as const),
  );
  return (taskId) => Object.fromEntries(loaded.map(([name, values]) => [name, values.get(taskId)]));
}

/** `GET pm/v2/tasks?report=…`: a report page instead of the task list (the reports module's). */
export const tasksReportMode = queryModeSlot<TaskReportQuery>("report");

/**
 * A task query's conditions on behalf of another module (the custom fields' `custom_field` filters): SQL over
 * `tasks`, for fields of `projectIds` (any project when undefined: a global manager's query). It refuses a
 * filter it cannot read with the 400 of its field.
 */
export type TaskQueryFilter = (
  db: Executor,
  q: { custom_field?: readonly CustomFieldFilter[] },
  projectIds?: readonly number[],
) => Promise<SQL[]>;

const queryFilters = new Map<string, TaskQueryFilter>();

export function registerTaskQueryFilter(name: string, filter: TaskQueryFilter): void {
  queryFilters.set(name, filter);
}

/** Every module's conditions for this task query, in the order the modules registered. */
export async function moduleFilterConditions(
  db: Executor,
  q: { custom_field?: readonly CustomFieldFilter[] },
  projectIds?: readonly number[],
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  for (const filter of queryFilters.values()) conditions.push(...(await filter(db, q, projectIds)));
  return conditions;
}
