import type { QueryClient } from "@tanstack/react-query";

/** What an add-on refreshes after a task write in a project (its board; the timers a completion stopped). */
export type TaskWriteHook = (qc: QueryClient, write: { projectId: number; completed: boolean }) => void;

/**
 * Each add-on's `task-writes.ts` (default export), found by name as tasks/extensions.ts finds the screens'
 * parts; kept apart from them so that the task writes load only what they refresh, not the parts' components.
 */
const found = import.meta.glob<{ default: TaskWriteHook }>("../*/task-writes.ts", { eager: true });
const hooks = Object.values(found).map((m) => m.default);

/** Lets every add-on refresh what it shows of the project's tasks after one was written. */
export function afterTaskWrite(qc: QueryClient, write: { projectId: number; completed: boolean }) {
  for (const hook of hooks) hook(qc, write);
}
