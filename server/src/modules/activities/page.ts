import { presentActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { collection, type Paging } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { type ActivityFilters, type ActivityListRow, listActivities } from "./queries";
import type { ReaderScope } from "./reader-scope";

/** Feeds show 20 a page, as the original did. */
export const FEED_PER_PAGE = 20;

export const feedFilters = (
  me: CurrentUser,
  q: {
    project_id?: number;
    user_id?: number;
    updated_at_start?: string;
    updated_at?: string;
    orderby?: "asc" | "desc";
  },
): ActivityFilters => ({
  projectId: q.project_id,
  userId: q.user_id,
  from: q.updated_at_start,
  to: q.updated_at,
  order: q.orderby ?? "desc",
  timezone: me.timezone ?? "UTC",
});

/** A feed's row (activity, actor, project) as it leaves the server. */
export function presentFeedRow(r: Pick<ActivityListRow, "activity" | "actor" | "project">) {
  const actor = r.actor && {
    id: r.actor.id,
    display_name: r.actor.displayName,
    email: r.actor.email,
    avatar_url: null,
  };
  return presentActivity(r.activity, actor, r.project);
}

/** A page of a feed as every feed answers it (the project's, the reader's, the managers' progress feed). */
export async function activityPage(db: Executor, scope: ReaderScope, filters: ActivityFilters, p: Paging) {
  const result = await listActivities(db, scope, filters, p);
  const body = collection(result.rows.map(presentFeedRow), result.total, p);
  if (!result.capped) return body;
  return { ...body, meta: { pagination: { ...body.meta.pagination, total_capped: true } } };
}
