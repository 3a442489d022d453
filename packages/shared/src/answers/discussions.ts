import { z } from "zod";
import { attachmentsAnswer } from "./attachments";
import { apiDateAnswer, itemAnswer, pageAnswer, wrapped, writtenAnswer } from "./common";
import { userAnswer } from "./users";

/** A discussion (server/src/modules/discussions/present.ts): every read and write answers it whole. */
export const discussionAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  project_id: z.number().int(),
  milestone_id: z.number().int().nullable(),
  created_by: z.number().int(),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  last_comment_at: apiDateAnswer.nullable(),
  creator: wrapped(userAnswer.nullable()),
  files: attachmentsAnswer,
  meta: z.object({
    privacy: z.boolean(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    total_comments: z.number().int(),
    total_files: z.number().int(),
  }),
});
export type Discussion = z.infer<typeof discussionAnswer>;

export const discussionsPageAnswer = pageAnswer(discussionAnswer);
export const discussionItemAnswer = itemAnswer(discussionAnswer);
export const discussionWrittenAnswer = writtenAnswer(discussionAnswer);
export const discussionDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
