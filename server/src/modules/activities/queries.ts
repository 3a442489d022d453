import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { activities, projects, users } from "../../db/schema";
import { activityVisibleSql, inScopeSql, type ReaderScope } from "./reader-scope";

/**
 * Totals are counted up to this many rows past the page's start. A feed over a long history would
 * otherwise count hundreds of thousands of rows on every page (50 ms on the large dataset); with the cap
 * the count walks the same index as the page and stops. Beyond it, `total_capped` tells the UI "N+".
 */
export const ACTIVITY_COUNT_CAP = 1000;

export type ActivityFilters = {
  projectId?: number;
  userId?: number;
  /** First and last day, inclusive, as YYYY-MM-DD in the reader's time zone. */
  from?: string;
  to?: string;
  order: "asc" | "desc";
  timezone: string;
};

const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;

function conditionsOf(scope: ReaderScope, f: ActivityFilters): (SQL | undefined)[] {
  return [
    ...(scope.everything
      ? []
      : [
          scope.projects.length === 1
            ? eq(activities.projectId, scope.projects[0].id)
            : inScopeSql(scope, activities.projectId),
          activityVisibleSql(scope, activities),
        ]),
    f.projectId !== undefined ? eq(activities.projectId, f.projectId) : undefined,
    f.userId !== undefined ? eq(activities.actorId, f.userId) : undefined,
    f.from ? gte(activities.createdAt, dayStart(f.from, f.timezone)) : undefined,
    f.to ? lt(activities.createdAt, sql`${dayStart(f.to, f.timezone)} + interval '1 day'`) : undefined,
  ];
}

/**
 * One page of the activity log as the reader may see it, with actor and project joined in:
 * one query for the page and one (capped) count, whatever the number of rows.
 * A row shows when all its private kinds are ones the reader may view in that project, or he owns the item.
 */
export async function listActivities(db: Executor, scope: ReaderScope, filters: ActivityFilters, p: Paging) {
  if (!scope.everything && scope.projects.length === 0) return { rows: [], total: 0, capped: false };
  const where = and(...conditionsOf(scope, filters));
  const order =
    filters.order === "asc"
      ? [asc(activities.createdAt), asc(activities.id)]
      : [desc(activities.createdAt), desc(activities.id)];
  const cap = p.offset + ACTIVITY_COUNT_CAP;
  const counted = db
    .select({ one: sql`1` })
    .from(activities)
    .where(where)
    .orderBy(...order)
    .limit(cap + 1)
    .as("counted");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        activity: activities,
        actor: { id: users.id, displayName: users.displayName, email: users.email },
        project: { id: projects.id, title: projects.title },
      })
      .from(activities)
      .leftJoin(users, eq(users.id, activities.actorId))
      .leftJoin(projects, eq(projects.id, activities.projectId))
      .where(where)
      .orderBy(...order)
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(counted),
  ]);
  return { rows, total: Math.min(total, cap), capped: total > cap };
}

export type ActivityListRow = Awaited<ReturnType<typeof listActivities>>["rows"][number];
