import { z } from "zod";
import { activityAnswer, actorAnswer, paginationMetaAnswer, wrapped } from "./common";

/**
 * A row of an activity feed (server/src/modules/activities/page.ts, presentFeedRow): the activity with its
 * actor (who has no picture there yet) and project. The progress feed's live events carry the same rows.
 */
export const feedActivityAnswer = activityAnswer.extend({
  actor: wrapped(actorAnswer.extend({ avatar_url: z.string().nullable().optional() }).nullable()).optional(),
});
export type FeedActivity = z.infer<typeof feedActivityAnswer>;

/** `GET pm-pro/v2/progress`: a page of every project's activity; `total_capped` when the total stopped counting. */
export const progressPageAnswer = z.object({
  data: z.array(feedActivityAnswer),
  meta: z.object({
    pagination: paginationMetaAnswer.shape.pagination.extend({ total_capped: z.boolean().optional() }),
  }),
});
export type ProgressPage = z.infer<typeof progressPageAnswer>;
