/** Sprints as the server answers them (packages/shared/src/answers/sprints.ts). */
export type { Sprint, SprintTask } from "@cairn/shared";

/** What the sprint form sends. */
export type SprintInput = {
  title: string;
  goal: string;
  start_at: string;
  due_date: string;
  project_ids: number[];
};
