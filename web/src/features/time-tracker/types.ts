import type { Pagination } from "../../api/client";
import type { ApiDate } from "../../api/types";
import type { Person } from "../tasks/types";

/** What the tracker needs of a task to start, stop or patch it: rows and the modal both have it. */
export type TrackedTask = { id: number; project_id: number; title: string };

/** A time log as the server presents it (server/src/modules/time-tracker/present.ts). */
export type TimeLog = {
  id: number;
  project_id: number;
  task_id: number;
  created_by: number;
  user: { data: Pick<Person, "id" | "display_name"> | null };
  start: ApiDate;
  stop: ApiDate | null;
  /** Seconds; a running log's so far. */
  total: number;
  run_status: boolean;
  custom: boolean;
  created_at: ApiDate;
  meta: { can_delete: boolean };
};

/** GET pm-pro/v2/time/running: the reader's running log with the task and project it runs on. */
export type RunningTimer = TimeLog & {
  task: { data: TrackedTask };
  project: { data: { id: number; title: string } };
};

/** GET pm-pro/v2/others-time: a page of everybody's logs, newest first, and each person's total (seconds). */
export type TaskTime = {
  data: TimeLog[];
  meta: {
    totalTaskTime: { hour: number; minute: number; second: number };
    users: { user: { data: Pick<Person, "id" | "display_name"> }; total: number; logs: number }[];
    pagination: Pagination;
  };
};
