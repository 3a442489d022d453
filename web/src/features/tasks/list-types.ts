import type { TaskList } from "@cairn/shared";

// The lists with their tasks, as the server sends them (packages/shared/src/answers/task-lists.ts) and as the
// task writes keep them in the cache (lists-cache.ts); the task-lists feature's screens show them.
export type { TaskList } from "@cairn/shared";

/** One kind of a list's tasks, paged per list by the server. */
export type TaskPage = NonNullable<TaskList["incomplete_tasks"]>;

export type TaskKind = "incomplete" | "complete";
