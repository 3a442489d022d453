import type { ApiDate } from "../../api/types";
import type { TaskLabel } from "../labels/api";

/** The fields of a task that My Tasks reads (the tasks feature owns the full shape). */
export type MyTask = {
  id: number;
  title: string;
  status: number;
  project_id: number;
  due_date: ApiDate | null;
  completed_at: ApiDate | null;
  project?: { data: { id: number; title: string } };
  task_list?: { data: { id: number; title: string } };
  labels?: { data: TaskLabel[] };
  meta?: { total_sub_tasks?: number; completed_sub_tasks?: number; tracked_seconds?: number; timers_since?: string[] };
};
