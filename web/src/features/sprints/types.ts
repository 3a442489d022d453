import type { ApiDate } from "../../api/types";
import type { Person, Task } from "../tasks/types";

/** A task as a sprint lists it: the single task's shape with its project and list, and who may take it out. */
export type SprintTask = Task & {
  project: { data: { id: number; title: string } };
  task_list: { data: { id: number; title: string; status: number } };
  meta: Task["meta"] & { can_remove_from_sprint: boolean };
};

/** A sprint as server/src/modules/sprints/present.ts sends it. */
export type Sprint = {
  id: number;
  title: string;
  goal: string;
  start_at: ApiDate;
  due_date: ApiDate;
  status: "active" | "completed";
  completed_at: ApiDate | null;
  created_by: number;
  meta: {
    can_edit: boolean;
    can_delete: boolean;
    can_complete: boolean;
    can_add_tasks: boolean;
    total_tasks: number;
    complete_tasks: number;
    total_estimation?: number;
    complete_estimation?: number;
  };
  creator?: { data: Person | null };
  projects?: { data: { id: number; project_id: number; title: string }[] };
  tasks?: { data: SprintTask[] };
};

export type SprintInput = {
  title: string;
  goal: string;
  start_at: string;
  due_date: string;
  project_ids: number[];
};
