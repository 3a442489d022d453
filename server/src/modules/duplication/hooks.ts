import type { CurrentUser } from "../../core/auth/current-user";
import type { ProjectRow } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import type { IdMap } from "./copy-rows";

/** A project just copied, in the copying transaction: where from, the copy, and its rows' id maps. */
export type ProjectCopy = { from: number; project: ProjectRow; lists: IdMap; tasks: IdMap; me: CurrentUser };

/** What another feature copies of its own with a project (the kanboard's columns and cards). */
export type ProjectCopiedHook = (tx: Executor, copy: ProjectCopy) => Promise<void>;

/** By name, so an app built twice in one process registers each hook once. */
const hooks = new Map<string, ProjectCopiedHook>();

export function registerProjectCopiedHook(name: string, hook: ProjectCopiedHook): void {
  hooks.set(name, hook);
}

export async function runProjectCopiedHooks(tx: Executor, copy: ProjectCopy): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, copy);
}

/** Tasks copied within their own project (a list's duplicate), in the copying transaction. */
export type TasksCopy = { projectId: number; tasks: IdMap };

/** What another feature copies of its own with such tasks (the custom fields' values). */
export type TasksCopiedHook = (tx: Executor, copy: TasksCopy) => Promise<void>;

const taskHooks = new Map<string, TasksCopiedHook>();

export function registerTasksCopiedHook(name: string, hook: TasksCopiedHook): void {
  taskHooks.set(name, hook);
}

export async function runTasksCopiedHooks(tx: Executor, copy: TasksCopy): Promise<void> {
  for (const hook of taskHooks.values()) await hook(tx, copy);
}
