/** Tasks as the server answers them (packages/shared/src/answers/tasks.ts). */
export type { Person, Task, TaskActivity, TaskStatus, TaskSummary } from "@cairn/shared";

/** What the task forms send; dates are calendar days ("YYYY-MM-DD") or null. */
export type TaskDraft = {
  title: string;
  assignees: number[];
  start_at: string | null;
  due_date: string | null;
  privacy: boolean;
};

export type TaskChanges = Partial<TaskDraft> & {
  description?: string;
  estimation?: number;
  task_labels?: number[];
  /** Billable: the default of the time logs tracked on it. */
  payable?: boolean;
  /** 0 takes the type off. */
  type_id?: number;
  /** Values by field id; null (or "", []) takes a value off. */
  custom_fields?: Record<number, unknown>;
};
