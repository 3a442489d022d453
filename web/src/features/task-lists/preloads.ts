import type { QueryClient } from "@tanstack/react-query";

/**
 * What an add-on's part of the task lists page asks for as soon as the route matches (task-lists/routes.tsx):
 * asked there, it comes with the lists; asked by the page, it came after its first render and made the page
 * render its hundred rows again.
 */
export type TaskListsPreload = (qc: QueryClient, projectId: number) => void;

/** Each add-on's `task-lists-preload.ts` (default export), found by name; small, it loads with the route table. */
const found = import.meta.glob<{ default: TaskListsPreload }>("../*/task-lists-preload.ts", { eager: true });
const preloads = Object.values(found).map((m) => m.default);

export function preloadAddOns(qc: QueryClient, projectId: number) {
  for (const preload of preloads) preload(qc, projectId);
}
