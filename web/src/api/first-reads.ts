/**
 * The API reads a first screen makes, built here once for both who make them: the queries, and the boot
 * (app/early-requests.ts), which starts them before the app's code has run. A read the boot starts is used
 * only if the query asks for the very same URL (api/early.ts), so they must not be written twice.
 */
import type { ModuleSummary } from "@cairn/shared";
import type { Query } from "./client";

export type Read = { path: string; query?: Query };

export const SETUP_PATH = "auth/setup";
export const ME_PATH = "auth/me";
export const MODULES_PATH = "pm-pro/v2/module-lists";
export const BRANDING_PATH = "branding";
export const RUNNING_TIMER_PATH = "pm-pro/v2/time/running";

export const projectPath = (projectId: number) => `pm/v2/projects/${projectId}`;
export const listsPath = (projectId: number) => `pm/v2/projects/${projectId}/task-lists`;
export const boardPath = (projectId: number) => `pm-pro/v2/projects/${projectId}/kanboard`;
export const viewTypePath = (projectId: number) => `pm-pro/v2/projects/${projectId}/list-view-type`;
export const customFieldsPath = (projectId: number) => `pm-pro/v2/projects/${projectId}/custom-fields`;

/** The original shows 20 tasks of each kind per list, and 15 lists a page. */
export const TASKS_PER_PAGE = 20;
export const LISTS_PER_PAGE = 15;
/**
 * Boards show completed tasks folded, so they fetch only the open ones (half the payload on a
 * large project) and CompletedTasks loads its first page when it is unfolded.
 */
export const WITH_OPEN_TASKS = "incomplete_tasks";

/** A page of the current lists with the first page of each one's open tasks. */
export const currentListsPage = (projectId: number, page: number): Read => ({
  path: listsPath(projectId),
  query: { with: WITH_OPEN_TASKS, status: 1, page, per_page: LISTS_PER_PAGE, tasks_per_page: TASKS_PER_PAGE },
});

/** An add-on module's state as module-lists answers it. */
export type ModuleState = Pick<ModuleSummary, "path" | "enabled">;

/** A module the server does not list counts as on (as the menus have it); one it lists as off is off. */
export const isModuleOn = (modules: readonly ModuleState[], path: string) =>
  !modules.some((m) => m.path === path && !m.enabled);
