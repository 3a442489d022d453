import { presentTimestamp } from "../../core/http/dates";
import { abilities } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { AttachmentRow } from "../attachments/present";
import { presentFiles } from "../attachments/present";
import { presentUser } from "../users/present";
import type { CommentWithCreator } from "./queries";

export function presentComment(
  { comment: c, creator }: CommentWithCreator,
  access: ProjectAccess,
  files: AttachmentRow[],
) {
  return {
    id: c.id,
    content: c.content,
    commentable_type: c.commentableType,
    commentable_id: c.commentableId,
    project_id: c.projectId,
    created_by: c.createdBy,
    creator: { data: creator ? presentUser(creator) : null },
    created_at: presentTimestamp(c.createdAt),
    updated_at: presentTimestamp(c.updatedAt),
    files: presentFiles(files),
    mentioned_users: c.mentionedUsers,
    notify_users: c.notifyUsers,
    meta: abilities(access, c),
  };
}
