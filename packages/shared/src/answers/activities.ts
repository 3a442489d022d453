import { z } from "zod";
import { activityAnswer, actorAnswer, paginationMetaAnswer, wrapped } from "./common";
import { projectRefAnswer } from "./projects";

/** A feed's row (server/src/modules/activities/page.ts): the activity with its actor and project. */
export const feedActivityAnswer = activityAnswer.extend({
  actor: wrapped(actorAnswer.extend({ avatar_url: z.string().nullable().optional() }).nullable()),
  project: wrapped(projectRefAnswer.nullable()),
});
export type FeedActivity = z.infer<typeof feedActivityAnswer>;

/**
 * A page of a feed (a project's, the reader's, the managers' progress feed). `total_capped`: the total stopped
 * counting at the feed's cap, so there may be more pages than it says.
 */
export const activityFeedAnswer = z.object({
  data: z.array(feedActivityAnswer),
  meta: z.object({
    pagination: paginationMetaAnswer.shape.pagination.extend({ total_capped: z.boolean().optional() }),
  }),
});
export type ActivityFeed = z.infer<typeof activityFeedAnswer>;
