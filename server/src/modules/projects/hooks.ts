import type { CurrentUser } from "../../core/auth/current-user";
import type { ProjectRow } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";

/**
 * What another feature sets up for a new project (made or duplicated), in the transaction that makes it,
 * once the project's lists and tasks are in place: the kanboard's default columns.
 */
export type ProjectCreatedHook = (tx: Executor, project: ProjectRow, me: CurrentUser) => Promise<void>;

/** By name, so an app built twice in one process registers each hook once. */
const hooks = new Map<string, ProjectCreatedHook>();

export function registerProjectCreatedHook(name: string, hook: ProjectCreatedHook): void {
  hooks.set(name, hook);
}

export async function runProjectCreatedHooks(tx: Executor, project: ProjectRow, me: CurrentUser): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, project, me);
}
