import type { ApiDate, User } from "../../api/types";
import type { Attachment } from "../../components/attachments/types";

export type Discussion = {
  id: number;
  title: string;
  description: string;
  order: number;
  project_id: number;
  milestone_id: number | null;
  created_by: number;
  created_at: ApiDate;
  updated_at: ApiDate;
  last_comment_at: ApiDate | null;
  creator: { data: User | null };
  files: { data: Attachment[] };
  meta: {
    privacy: boolean;
    can_edit: boolean;
    can_delete: boolean;
    total_comments: number;
    total_files: number;
  };
};

export type DiscussionDraft = {
  title: string;
  description: string;
  milestone: number | null;
  /** Sent only by those who may mark discussions private. */
  privacy?: boolean;
  files: File[];
  filesToDelete: number[];
};
