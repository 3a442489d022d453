import { MODULE } from "@cairn/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { includes } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { ownOrPublicSql, policy, visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { preparedFamily } from "../../db/statements";
import { type MyTaskTimeJson, myTaskTimeSql } from "../time-tracker/queries";
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

/**
 * The same, with what the task shows besides its columns (assignees, people, counts), in the same statement.
 * The single task is the most frequent read of all. `withTime` adds the
 * reader's own time on it (`?with=time`, time-tracker/task-time.ts) to the same row. `statusLocked` says a
 * module locks its status against an assignee alone (tasks/hooks.ts), for its `can_complete`.
 */
export async function loadVisibleTaskWithRelated(
  db: Executor,
  access: ProjectAccess,
  taskId: number,
  options: { withTime?: boolean } = {},
): Promise<{
  task: TaskRow;
  list: TaskListRow;
  related: TaskRelated;
  myTime?: MyTaskTimeJson;
  statusLocked: boolean;
}> {
  const visibility = preparedTaskVisibility(access);
  const shape = {
    hideTasks: visibility.hideTasks,
    hideLists: visibility.hideLists,
    withTime: options.withTime === true,
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
    myTime: row.myTime,
    statusLocked: row.statusLocked === true,
  };
}

/** loadVisibleTaskWithRelated's statement, prepared once per shape: the single task is read on every open. */
const taskWithRelated = preparedFamily(
  (db, shape: { hideTasks: boolean; hideLists: boolean; withTime: boolean; addOns: string[] }) =>
    db
      .select({
        task: tasks,
        list: taskLists,
        related: relatedOfRowSql(),
        statusLocked: statusLockedSql(sql`${tasks.id}`),
        ...(shape.withTime ? { myTime: myTaskTimeSql(sql`${tasks.id}`) } : {}),
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
 * The task a route's `:task_id` names, for the route-access hook: with what it shows (one statement), and the
 * reader's own time on it when the single task asks `?with=time` and the time tracker is on.
 */
export const taskLoader: ItemLoader<LoadedTask> = {
  param: "task_id",
  load: async (db, access, id, req) => {
    const asked = (req.query as { with?: unknown } | undefined)?.with;
    const withTime =
      req.method === "GET" &&
      typeof asked === "string" &&
      includes(asked).has("time") &&
      !(await req.server.featureModules.state.disabledPaths()).has(MODULE.timeTracker);
    return loadVisibleTaskWithRelated(db, access, id, { withTime });
  },
  owner: (loaded) => ({
    createdBy: loaded.task.createdBy,
    assigneeIds: (loaded.related.assignees.get(loaded.task.id) ?? []).map((person) => person.id),
  }),
};
