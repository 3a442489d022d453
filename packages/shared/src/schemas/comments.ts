import { z } from "zod";
import { MESSAGES } from "../messages";
import { pagingFields, zBool, zId, zIdList } from "./primitives";

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

/** How many comments a thread shows at first, and how many each "Load older" adds. */
export const COMMENTS_PAGE_SIZE = 20;

/**
 * A position in a thread, between two comments in (created_at, id) order: the oldest comment a page
 * showed. `at` keeps PostgreSQL's microseconds, which a JavaScript Date would round away.
 */
export type CommentCursor = { at: string; id: number };

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{6})Z_([1-9]\d{0,9})$/;

export const encodeCommentCursor = (c: CommentCursor) => `${c.at}_${c.id}`;

export function decodeCommentCursor(value: string): CommentCursor | null {
  const m = CURSOR.exec(value);
  if (!m) return null;
  const id = Number(m[3]);
  const probe = new Date(`${m[1]}Z`);
  // Date rolls 30 February over into March: a real instant prints back as written.
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 19) !== m[1] || id > 2_147_483_647) return null;
  return { at: `${m[1]}${m[2]}Z`, id };
}

const zCommentCursor = z.string({ error: MESSAGES.commentCursorInvalid }).transform((v, ctx) => {
  const cursor = decodeCommentCursor(v);
  if (cursor === null) {
    ctx.addIssue({ code: "custom", message: MESSAGES.commentCursorInvalid });
    return z.NEVER;
  }
  return cursor;
});

/**
 * `page`/`per_page` page the thread oldest first (the original's call). `newest=1` asks for the newest
 * `per_page` instead, and `before` for those just older than a cursor the previous answer gave:
 * stable while comments arrive, since a position is a comment, not a count from the start.
 */
export const listCommentsQuery = z.object({
  commentable_type: zCommentableType,
  commentable_id: zId,
  ...pagingFields,
  newest: zBool.optional(),
  before: zCommentCursor.optional(),
});
