import { itemAnswer, taskAnswer } from "@cairn/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { includes } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { ownOrPublicSql, policy, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { preparedFamily } from "../../db/statements";
import { statusLockedSql } from "./hooks";
import type { TaskListRow } from "./list-load";
import { relatedFromJson, relatedOfRowSql, type TaskRelated } from "./related";
import { taskRowAddOns } from "./task-row";

export type TaskRow = typeof tasks.$inferSelect;

/** SQL: tasks the caller may see — the task itself and its list must both be visible. */
export function visibleTaskSql(access: ProjectAccess) {
  return and(
    visibleSql(access, "task", { isPrivate: tasks.isPrivate, createdBy: tasks.createdBy }),
    visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy }),
  );
}

/**
 * visibleTaskSql for a statement compiled once per shape (db/statements.ts statementFamily): the flags say
 * which conditions the viewer gets, so the shape holds them; `conditions()` builds them, the viewer's id
 * the placeholder `userId`.
 */
export function preparedTaskVisibility(access: ProjectAccess) {
  const hideTasks = !policy.viewPrivate(access, "task");
  const hideLists = !policy.viewPrivate(access, "list");
  return {
    hideTasks,
    hideLists,
    conditions: (): SQL[] => [
      ...(hideTasks ? [ownOrPublicSql(tasks)] : []),
      ...(hideLists ? [ownOrPublicSql(taskLists)] : []),
    ],
  };
}

const visibleTask = (access: ProjectAccess, taskId: number) =>
  and(eq(tasks.id, taskId), eq(tasks.projectId, access.project.id), visibleTaskSql(access));

/** A task of this project the caller may see, with its list; anything else is 404. */
export async function loadVisibleTask(
  db: Executor,
  access: ProjectAccess,
  taskId: number,
): Promise<{ task: TaskRow; list: TaskListRow }> {
  const [row] = await db
    .select({ task: tasks, list: taskLists })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(visibleTask(access, taskId))
    .limit(1);
  if (!row) throw notFound("The task was not found.");
  return row;
}

/** Who reads the single task, and when: what a single-task include presents its value for. */
export type SingleTaskViewer = {
  person: { id: number; email: string; displayName: string };
  now: Date;
  /** The reader's access to the task's project (the time tracker's logs name their invoice to its readers only). */
  access: ProjectAccess;
};

/**
 * What `?with=<name>` adds to the single task on behalf of another module (the time tracker's `time`: the
 * reader's own logs and totals), read in the task's own statement: the single task is the most frequent read
 * of all, and one round trip more would cost more than the value. `sql` is one value over the task's row
 * (`taskId` names tasks.id; the reader is the placeholder `userId`), `present` turns it into the answer's
 * `name`. Left out, and not read, while `module` is switched off. Lists of tasks take registerTaskInclude.
 */
export type SingleTaskInclude<V = unknown> = {
  name: string;
  module: string;
  /** What `present` answers (packages/shared/src/answers): the single task's answer schema names it. */
  answer: z.ZodType;
  sql: (taskId: SQL) => SQL<V>;
  present: (value: V, loaded: Pick<LoadedTask, "task" | "list" | "related">, viewer: SingleTaskViewer) => unknown;
};

/** By name, so an app built twice in one process (tests, the bench) registers each once. */
const singleTaskIncludes = new Map<string, SingleTaskInclude>();

/**
 * Called by a module when it is imported, not when its plugin registers: the single task's route, registered
 * earlier, declares each include's answer in its schema (singleTaskAnswer).
 */
export function registerSingleTaskInclude<V>(include: SingleTaskInclude<V>): void {
  singleTaskIncludes.set(include.name, include as unknown as SingleTaskInclude);
}

/** The single task's answer: the task, and each registered include under its name when asked for. */
export const singleTaskAnswer = () =>
  itemAnswer(
    taskAnswer.extend(
      Object.fromEntries([...singleTaskIncludes.values()].map((include) => [include.name, include.answer.optional()])),
    ),
  );

/**
 * The same, with what the task shows besides its columns (assignees, people, counts), in the same statement.
 * The single task is the most frequent read of all. `includes` (names of single-task includes, the ones the
 * reader asked for and whose module is on) add their values to the same row. `statusLocked` says a module
 * locks its status against an assignee alone (tasks/hooks.ts), for its `can_complete`.
 */
export async function loadVisibleTaskWithRelated(
  db: Executor,
  access: ProjectAccess,
  taskId: number,
  options: { includes?: readonly string[] } = {},
): Promise<{
  task: TaskRow;
  list: TaskListRow;
  related: TaskRelated;
  /** Each asked include's value, by name (tasks without one: none). */
  included: Readonly<Record<string, unknown>>;
  statusLocked: boolean;
}> {
  const visibility = preparedTaskVisibility(access);
  const shape = {
    hideTasks: visibility.hideTasks,
    hideLists: visibility.hideLists,
    // In registration order, so that one set of includes is one shape.
    includes: [...singleTaskIncludes.keys()].filter((name) => options.includes?.includes(name)),
    // What add-ons put in the related JSON is part of the text: a new one (tests register some) is a new shape.
    addOns: taskRowAddOns().map((addOn) => addOn.name),
  };
  const [row] = await taskWithRelated(db, shape).execute({
    taskId,
    projectId: access.project.id,
    userId: access.userId,
  });
  if (!row) throw notFound("The task was not found.");
  return {
    task: row.task,
    list: row.list,
    related: relatedFromJson(row.related),
    included: row.included ?? {},
    statusLocked: row.statusLocked === true,
  };
}

/** The includes' columns of the task's statement, under their names. */
const includeColumns = (names: readonly string[]): Record<string, SQL> =>
  Object.fromEntries(
    [...singleTaskIncludes]
      .filter(([name]) => names.includes(name))
      .map(([name, include]) => [name, include.sql(sql`${tasks.id}`)]),
  );

/** loadVisibleTaskWithRelated's statement, prepared once per shape: the single task is read on every open. */
const taskWithRelated = preparedFamily(
  (db, shape: { hideTasks: boolean; hideLists: boolean; includes: string[]; addOns: string[] }) =>
    db
      .select({
        task: tasks,
        list: taskLists,
        related: relatedOfRowSql(),
        statusLocked: statusLockedSql(sql`${tasks.id}`),
        ...(shape.includes.length > 0 ? { included: includeColumns(shape.includes) } : {}),
      })
      .from(tasks)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .where(
        and(
          eq(tasks.id, sql.placeholder("taskId")),
          eq(tasks.projectId, sql.placeholder("projectId")),
          ...(shape.hideTasks ? [ownOrPublicSql(tasks)] : []),
          ...(shape.hideLists ? [ownOrPublicSql(taskLists)] : []),
        ),
      )
      .limit(1),
);

export type LoadedTask = Awaited<ReturnType<typeof loadVisibleTaskWithRelated>>;

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    task: LoadedTask;
  }
}

/**
 * The single-task includes the request asks for (`?with=`, on a GET) whose module is on: the modules' state is
 * read only when one is asked for, so a plain read costs nothing more.
 */
async function askedIncludes(req: FastifyRequest): Promise<string[]> {
  const asked = (req.query as { with?: unknown } | undefined)?.with;
  if (req.method !== "GET" || typeof asked !== "string") return [];
  const want = includes(asked);
  const named = [...singleTaskIncludes.values()].filter((include) => want.has(include.name));
  if (named.length === 0) return [];
  const disabled = await req.server.featureModules.state.disabledPaths();
  return named.filter((include) => !disabled.has(include.module)).map((include) => include.name);
}

/** The asked includes' part of the single task's answer, presented, in registration order. */
export function presentSingleTaskIncludes(loaded: LoadedTask, viewer: SingleTaskViewer): Record<string, unknown> {
  const presented: Record<string, unknown> = {};
  for (const [name, include] of singleTaskIncludes) {
    const value = loaded.included[name];
    if (value !== undefined && value !== null) presented[name] = include.present(value, loaded, viewer);
  }
  return presented;
}

/**
 * The task a route's `:task_id` names, for the route-access hook: with what it shows (one statement), and the
 * single-task includes it asks for (`?with=time`: the reader's own time, while the time tracker is on).
 */
export const taskLoader: ItemLoader<LoadedTask> = {
  param: "task_id",
  load: async (db, access, id, req) =>
    loadVisibleTaskWithRelated(db, access, id, { includes: await askedIncludes(req) }),
  owner: (loaded) => ({
    createdBy: loaded.task.createdBy,
    assigneeIds: (loaded.related.assignees.get(loaded.task.id) ?? []).map((person) => person.id),
  }),
};
