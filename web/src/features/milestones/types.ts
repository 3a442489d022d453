import type { ApiDate } from "../../api/types";

export type LinkedList = { id: number; title: string; status: number; meta: { privacy: boolean } };
export type LinkedTask = {
  id: number;
  title: string;
  status: number;
  task_list_id: number;
  due_date: ApiDate | null;
  meta: { privacy: boolean };
};

export type Milestone = {
  id: number;
  title: string;
  description: string;
  achieve_date: ApiDate | null;
  status: "incomplete" | "complete";
  order: number;
  project_id: number;
  completed_at: ApiDate | null;
  created_by: number;
  task_lists?: { data: LinkedList[] };
  tasks?: { data: LinkedTask[] };
  meta: {
    privacy: boolean;
    can_edit: boolean;
    can_delete: boolean;
    late: boolean;
    total_tasks: number;
    total_complete_tasks: number;
    total_task_lists: number;
    progress: number;
  };
};

export type MilestoneInput = {
  title: string;
  description: string;
  achieve_date: string | null;
  privacy?: boolean;
};
