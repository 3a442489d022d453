import type { ComponentType } from "react";
import type { Project } from "../../api/types";

/** What an add-on adds to the project's task lists page (the board's view switch, the columns menu). */
export type TaskListsPageExtension = {
  key: string;
  order: number;
  /**
   * Where this reader goes instead of the lists (the board, for whoever chose it), with the task opened over the
   * lists (`taskId`) if any, or null to show the lists. A hook, run on every render of the page.
   */
  useRedirect?: (projectId: number, taskId: string | undefined) => string | null;
  /** Beside the page's title, before "New list". */
  Tool?: ComponentType<{ project: Project }>;
};

/**
 * An add-on's own folder holds its `task-lists-page.tsx` (default export), found by name as app/registry.ts
 * finds `routes.tsx`, so the page names no add-on and each part loads with the page's chunk. What the route
 * asks for ahead of the page is `task-lists-preload.ts` (routes.tsx).
 */
const found = import.meta.glob<{ default: TaskListsPageExtension }>("../*/task-lists-page.tsx", { eager: true });
export const taskListsPageExtensions: readonly TaskListsPageExtension[] = Object.values(found)
  .map((m) => m.default)
  .sort((a, b) => a.order - b.order);

/** The first add-on's redirect for this reader, or null; the list is fixed, so the hooks keep their places. */
export function useListsRedirect(projectId: number, taskId: string | undefined): string | null {
  let to: string | null = null;
  for (const extension of taskListsPageExtensions) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the extensions are fixed at load, so every render calls the same hooks in the same order.
    const redirect = extension.useRedirect?.(projectId, taskId) ?? null;
    to ??= redirect;
  }
  return to;
}
