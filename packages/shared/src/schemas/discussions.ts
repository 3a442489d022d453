import { z } from "zod";
import { MESSAGES } from "../messages";
import { pagingFields, zBool, zHtml, zId, zIdList, zTitle } from "./primitives";

/** A milestone link: an id, or 0 / "" / null for none (the original's forms send 0). */
export const zMilestoneLink = z.preprocess((v) => (v === 0 || v === "0" || v === "" ? null : v), zId.nullable());

export const createDiscussionBody = z.object({
  title: zTitle(MESSAGES.discussionTitleRequired),
  description: zHtml().optional(),
  milestone: zMilestoneLink.optional(),
  privacy: zBool.optional(),
});
export type CreateDiscussionBody = z.infer<typeof createDiscussionBody>;

export const updateDiscussionBody = createDiscussionBody
  .partial()
  .extend({ title: zTitle(MESSAGES.discussionTitleRequired).optional(), files_to_delete: zIdList.optional() });
export type UpdateDiscussionBody = z.infer<typeof updateDiscussionBody>;

export const listDiscussionsQuery = z.object({
  ...pagingFields,
  with: z.string().max(200).optional(),
});
