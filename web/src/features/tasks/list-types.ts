import type { Pagination } from "../../api/client";
import type { ApiDate } from "../../api/types";
import type { TaskSummary } from "./types";

// The lists with their tasks, as the server sends them and as the task writes keep them in the cache
// (lists-cache.ts); the task-lists feature's screens show them.

/** One kind of a list's tasks, paged per list by the server. */
export type TaskPage = { data: TaskSummary[]; meta: { pagination: Pagination } };

export type TaskKind = "incomplete" | "complete";

/** A task list as the server's presenter sends it (server/src/modules/task-lists/present.ts). */
export type TaskList = {
  id: number;
  title: string;
  description: string;
  order: number;
  /** 1 current, 0 archived. */
  status: 0 | 1;
  is_inbox: boolean;
  milestone_id: number | null;
  project_id: number;
  created_by: number;
  created_at: ApiDate;
  updated_at: ApiDate | null;
  incomplete_tasks?: TaskPage;
  complete_tasks?: TaskPage;
  meta: {
    privacy: boolean;
    total_incomplete_tasks: number;
    total_complete_tasks: number;
    can_edit: boolean;
    can_delete: boolean;
    /** The caller may create lists in the project, so may copy this one (pm-pro/v2/duplicate/list). */
    can_duplicate: boolean;
  };
};
