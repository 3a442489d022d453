import { z } from "zod";
import { apiDateAnswer, listAnswer, writtenAnswer } from "./common";

/** A file attached to a task, discussion, comment or other item (server/src/modules/attachments/present.ts). */
export const attachmentAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumb: z.string().nullable(),
  fileable_type: z.string(),
  fileable_id: z.number().int(),
  creator_id: z.number().int(),
  created_at: apiDateAnswer.nullable(),
});
export type Attachment = z.infer<typeof attachmentAnswer>;

/** An item's attachments: `files: {data: [...]}`. */
export const attachmentsAnswer = listAnswer(attachmentAnswer);

/** Deleting any file item (an attachment, or a files-area entry under pm-pro/v2). */
export const fileDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));

/** Files attached to an item by themselves (`POST .../tasks/{task_id}/files`): the attachments added. */
export const attachmentsAddedAnswer = writtenAnswer(z.array(attachmentAnswer));
