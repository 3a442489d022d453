import { z } from "zod";
import { MESSAGES } from "../messages";
import { zId, zIdList, zPage, zPerPage } from "./primitives";

/** What a comment may be about; "comment" is a reply (spec §3, original-product.md §1). */
export const COMMENTABLE_TYPES = [
  "task",
  "task_list",
  "discussion_board",
  "milestone",
  "project",
  "file",
  "comment",
] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

const zCommentableType = z.enum(COMMENTABLE_TYPES, {
  error: `Must be one of ${COMMENTABLE_TYPES.join(", ")}.`,
});
const zContent = z.string({ error: MESSAGES.commentRequired }).max(100_000, "Must be at most 100000 characters.");

export const createCommentBody = z.object({
  content: zContent,
  commentable_type: zCommentableType,
  commentable_id: zId,
  notify_users: zIdList.optional(),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const updateCommentBody = z.object({
  content: zContent.optional(),
  notify_users: zIdList.optional(),
  files_to_delete: zIdList.optional(),
});
export type UpdateCommentBody = z.infer<typeof updateCommentBody>;

export const listCommentsQuery = z.object({
  commentable_type: zCommentableType,
  commentable_id: zId,
  page: zPage,
  per_page: zPerPage.optional(),
});
