import type { Task } from "@cairn/shared";

/**
 * The fields of a task that My Tasks reads, of the task `GET pm/v2/tasks` answers (packages/shared/src/answers/
 * tasks.ts): a row and its parts need no more, and a test's task no more either.
 */
export type MyTask = Pick<Task, "id" | "title" | "status" | "project_id" | "due_date" | "completed_at"> &
  Partial<Pick<Task, "project" | "task_list" | "labels" | "meta">>;
