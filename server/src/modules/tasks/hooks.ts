import type { CreateTaskBody } from "@cairn/shared";
import type { SQL } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import type { TaskListRow } from "../task-lists/load";
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

/** Every hook's statements for a status change. */
export const statusChangeSideEffects = (c: TaskStatusChange): SQL[] =>
  [...hooks.values()].flatMap((hook) => hook.statusSideEffects?.(c) ?? []);
