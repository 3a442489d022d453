import type { ApiDate, User } from "../../api/types";
import type { Attachment } from "../../components/attachments/types";

/** "file" is an attachment of another item (a task, list, discussion, milestone or comment). */
export type FileItemType = "folder" | "doc" | "link" | "pro_file" | "file";

export type AttachedTo = {
  type: "task" | "task_list" | "discussion_board" | "milestone" | "comment";
  id: number;
  title: string;
  task_list_id?: number;
  /** For a comment: the item the comment is on. */
  commentable?: { type: string; id: number };
};

export type Revision = {
  id: number;
  title: string;
  description: string | null;
  url: string | null;
  creator: { data: User | null };
  created_at: ApiDate;
};

/** One item of the files area as the server presents it (contract: files-area.md, "Item shape"). */
export type FileItem = {
  id: number;
  project_id: number;
  type: FileItemType;
  title: string;
  /** The folder it is in; 0 at the top level. */
  parent: number;
  private: boolean;
  description: string | null;
  url: string | null;
  mime_type: string | null;
  size: number | null;
  is_image: boolean;
  is_video: boolean;
  download_url: string | null;
  thumb: string | null;
  attached_to: AttachedTo | null;
  comment_count: number;
  creator: { data: User | null };
  created_at: ApiDate;
  updated_at: ApiDate;
  files: { data: Attachment[] };
  revisions?: { data: Revision[] };
  meta: { can_edit: boolean; can_delete: boolean; can_move: boolean };
};

export type FolderRef = { id: number; title: string; parent: number };

export type FolderPage = {
  data: FileItem[];
  meta: {
    pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number };
    /** null at the top level. */
    folder: FolderRef | null;
    /** From the top down to the folder shown. */
    breadcrumb: { id: number; title: string }[];
  };
};

/** What the doc and link forms hand over. */
export type DocDraft = {
  title: string;
  description: string;
  /** Links only. */
  url?: string;
  /** Sent only by those who hold view_private_file. */
  private?: boolean;
  files: File[];
  filesToDelete: number[];
};
