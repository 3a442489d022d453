import { z } from "zod";
import { COMMENTABLE_TYPES } from "../schemas/comments";
import { attachmentsAnswer } from "./attachments";
import { apiDateAnswer, itemAnswer, pageAnswer, wrapped, writtenAnswer } from "./common";
import { userAnswer } from "./users";

/** A comment (server/src/modules/comments/present.ts); a reply is on `commentable_type: "comment"`. */
export const commentAnswer = z.object({
  id: z.number().int(),
  content: z.string(),
  commentable_type: z.enum(COMMENTABLE_TYPES),
  commentable_id: z.number().int(),
  project_id: z.number().int(),
  created_by: z.number().int(),
  creator: wrapped(userAnswer.nullable()),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  files: attachmentsAnswer,
  mentioned_users: z.array(z.number().int()),
  notify_users: z.array(z.number().int()),
  meta: z.object({ can_edit: z.boolean(), can_delete: z.boolean() }),
});
export type Comment = z.infer<typeof commentAnswer>;

/**
 * A thread's newest comments, or those before a cursor (`?newest=1`, `?before=`): the thread's total, and
 * where the older ones start (docs/api.md, "Comments"). Files-area items embed one too (`?with=comments`).
 */
export const commentThreadAnswer = z.object({
  data: z.array(commentAnswer),
  meta: z.object({
    pagination: z.object({
      total: z.number().int(),
      count: z.number().int(),
      per_page: z.number().int(),
      max_per_page: z.number().int(),
    }),
    cursor: z.object({ has_older: z.boolean(), before: z.string().nullable() }),
  }),
});
export type CommentThread = z.infer<typeof commentThreadAnswer>;

/** `GET comments`: a thread page by cursor, or a numbered page of the thread. */
export const commentsAnswer = z.union([commentThreadAnswer, pageAnswer(commentAnswer)]);
export const commentItemAnswer = itemAnswer(commentAnswer);
export const commentWrittenAnswer = writtenAnswer(commentAnswer);
export const commentDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
