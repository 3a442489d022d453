import type { ApiDate, User } from "../../api/types";
import type { Attachment } from "../attachments/types";

/** The item types comments attach to (the server's COMMENTABLE_TYPES). */
export type CommentableType = "task" | "task_list" | "discussion_board" | "milestone" | "project" | "file" | "comment";

export type Comment = {
  id: number;
  content: string;
  commentable_type: CommentableType;
  commentable_id: number;
  project_id: number;
  created_by: number;
  creator: { data: User | null };
  created_at: ApiDate;
  updated_at: ApiDate;
  files: { data: Attachment[] };
  mentioned_users: number[];
  notify_users: number[];
  meta: { can_edit: boolean; can_delete: boolean };
};

/** What the form hands over: new files are sent, removed ones listed by id. */
export type CommentDraft = {
  content: string;
  notifyUsers: number[];
  files: File[];
  filesToDelete: number[];
};
