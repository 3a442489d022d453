import { type CommentableType, encodeCommentCursor } from "@cairn/shared";
import { presentTimestamp } from "../../core/http/dates";
import { MAX_PER_PAGE } from "../../core/http/envelope";
import { abilities } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { AttachmentRow } from "../attachments/present";
import { presentFiles } from "../attachments/present";
import { presentUser } from "../users/present";
import type { CommentWithCreator, ThreadPage } from "./queries";

export function presentComment(
  { comment: c, creator }: CommentWithCreator,
  access: ProjectAccess,
  files: AttachmentRow[],
) {
  return {
    id: c.id,
    content: c.content,
    // Written only from the validated body (COMMENTABLE_TYPES); the text column cannot say so.
    commentable_type: c.commentableType as CommentableType,
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

/** A thread's newest comments (or those before a cursor) as `{data, meta}`: the total, and where older ones start. */
export function presentThread(page: ThreadPage, total: number, perPage: number, access: ProjectAccess) {
  return {
    data: page.rows.map((r) => presentComment(r.row, access, r.files)),
    meta: {
      pagination: { total, count: page.rows.length, per_page: perPage, max_per_page: MAX_PER_PAGE },
      cursor: { has_older: page.hasOlder, before: page.before ? encodeCommentCursor(page.before) : null },
    },
  };
}
