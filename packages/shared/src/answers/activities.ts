import { z } from "zod";
import { activityAnswer, actorAnswer, paginationMetaAnswer, wrapped } from "./common";
import { projectRefAnswer } from "./projects";
import { activityReportMetaAnswer } from "./reports";

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

/**
 * `GET pm/v2/activities`: the reader's feed, and with `?report=user-activities` (the reports module) the
 * activity report's page, the same rows with `meta.report`. One object with an optional field, as the tasks'
 * report page (answers/reports.ts tasksPageAnswer).
 */
export const activitiesPageAnswer = activityFeedAnswer.extend({
  meta: activityFeedAnswer.shape.meta.extend({ report: activityReportMetaAnswer.optional() }),
});
export type ActivitiesPage = z.infer<typeof activitiesPageAnswer>;
