import type { TaskCustomField } from "@cairn/shared";
import type { ApiDate, User } from "../../api/types";
import type { Attachment } from "../../components/attachments/types";
import type { TaskLabel } from "../labels/api";

export type Person = Pick<User, "id" | "email" | "display_name" | "avatar_url">;

/** 0 incomplete, 1 complete, 2 pending (API.md). */
export type TaskStatus = 0 | 1 | 2;

/** A task as the server's presenter sends it (server/src/modules/tasks/present.ts). */
export type Task = {
  id: number;
  title: string;
  description: string;
  /** Minutes. */
  estimation: number;
  start_at: ApiDate | null;
  due_date: ApiDate | null;
  status: TaskStatus;
  order: number;
  parent_id: number;
  project_id: number;
  task_list_id: number;
  milestone_id: number | null;
  created_by: number;
  completed_by: number | null;
  created_at: ApiDate;
  updated_at: ApiDate | null;
  completed_at: ApiDate | null;
  assignees: { data: Person[] };
  creator: { data: Person | null };
  completer?: { data: Person | null };
  task_list?: { data: { id: number; title: string; status: number } };
  files?: { data: Attachment[] };
  activities?: { data: TaskActivity[] };
  /** The task's labels (issue 5); absent from servers that do not send them. */
  labels?: { data: TaskLabel[] };
  /** The workspace's task type; absent from servers that do not send it. */
  type?: { data: { id: number; title: string; color: string } | null };
  /** The project's custom fields with this task's values (module custom-fields; empty while it is off). */
  custom_fields?: { data: TaskCustomField[] };
  meta: {
    privacy: boolean;
    can_edit: boolean;
    can_delete: boolean;
    can_complete: boolean;
    total_comment: number;
    total_files: number;
    total_assignee: number;
    /** With sub-tasks only (the sub-tasks module): how many, and how many of them are complete. */
    total_sub_tasks?: number;
    completed_sub_tasks?: number;
    /** With time logs only (the time tracker): seconds of stopped logs, and when each running timer started. */
    tracked_seconds?: number;
    timers_since?: string[];
  };
};

/** A task as a row of a list shows it: the summary shape the lists embed (docs/api.md, "Embedded tasks"). */
export type TaskSummary = Pick<
  Task,
  | "id"
  | "title"
  | "status"
  | "order"
  | "parent_id"
  | "project_id"
  | "task_list_id"
  | "milestone_id"
  | "start_at"
  | "due_date"
  | "completed_at"
  | "created_by"
  | "assignees"
  | "labels"
  | "custom_fields"
  | "meta"
>;

export type TaskActivity = {
  id: number;
  action: string;
  resource_type: string;
  meta: Record<string, unknown>;
  committed_at: ApiDate;
  actor?: { data: Pick<User, "id" | "display_name"> | null };
};

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
  /** 0 takes the type off. */
  type_id?: number;
  /** Values by field id; null (or "", []) takes a value off. */
  custom_fields?: Record<number, unknown>;
};
