import type { PrivateKind } from "@cairn/shared";
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { pageTotal } from "../../core/http/page-total";
import type { Executor } from "../../db/client";
import { activities, projects, users } from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import { listOneFeed } from "./one-feed";
import { ALL_KINDS, kindGroups, type ReaderScope } from "./reader-scope";

/**
 * Totals are counted up to ten pages past the current one. A feed over a long history would otherwise
 * count every visible row on each page (tens of thousands on the large dataset, 30–50 ms); the capped
 * count reads at most that many index entries. Beyond it, `total_capped` tells the UI "N+".
 */
export const COUNT_PAGES_AHEAD = 10;

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

export function filterSql(f: ActivityFilters): SQL | undefined {
  return and(
    f.projectId !== undefined ? eq(activities.projectId, f.projectId) : undefined,
    f.userId !== undefined ? eq(activities.actorId, f.userId) : undefined,
    f.from ? gte(activities.createdAt, dayStart(f.from, f.timezone)) : undefined,
    f.to ? lt(activities.createdAt, sql`${dayStart(f.to, f.timezone)} + interval '1 day'`) : undefined,
  );
}

/**
 * One page of the activity log as the reader may see it, with actor and project joined in: one query for
 * the page and one capped count, whatever the number of rows.
 *
 * Across several projects, both walk each of the reader's projects separately (`unnest` of the project ids, then a
 * LATERAL read of that project's newest rows through its (project_id, created_at) index):
 * a single walk over the global created_at index would step over every other project's rows, and a
 * reader in few of many projects paid for all of them. A row shows when all its private kinds are
 * viewable in its project, or the reader owns the item.
 */
export async function listActivities(db: Executor, scope: ReaderScope, filters: ActivityFilters, p: Paging) {
  if (!scope.everything && scope.projects.length === 0) return { rows: [], total: 0, capped: false };
  const desc_ = filters.order === "desc";
  const order = desc_
    ? [desc(activities.createdAt), desc(activities.id)]
    : [asc(activities.createdAt), asc(activities.id)];
  const cap = p.offset + COUNT_PAGES_AHEAD * p.perPage;
  const filter = filterSql(filters);
  const selection = {
    activity: activities,
    actor: { id: users.id, displayName: users.displayName, email: users.email },
    project: { id: projects.id, title: projects.title },
  };
  // The capped total rides along as a scalar column (computed once), so a page is one round trip.
  const withNames = (countSql: SQL<number>) =>
    db
      .select({ ...selection, total: countSql })
      .from(activities)
      .leftJoin(users, eq(users.id, activities.actorId))
      .leftJoin(projects, eq(projects.id, activities.projectId));

  const privacy = (kinds: PrivateKind[]) =>
    kinds.length === ALL_KINDS.length
      ? undefined
      : sql`(${activities.ownerId} = ${scope.userId} or ${activities.privateKinds} <@ ${`{${kinds.join(",")}}`}::text[])`;

  // Everything, or one project's feed: a prepared walk of one index.
  if (scope.everything || scope.projects.length === 1) return listOneFeed(db, scope, filters, p, cap);

  const direction = sql.raw(desc_ ? "desc" : "asc");
  // One branch per set of viewable kinds (usually one): a constant kinds array lets PostgreSQL estimate the
  // privacy filter from the column's statistics, so it keeps walking the index in order instead of
  // sorting a whole project's rows; a set holding every kind needs no filter at all.
  const perProject = (columns: SQL, limit: number) =>
    sql.join(
      kindGroups(scope).map(
        ({ ids, kinds }) => sql`(select visible.* from unnest(${`{${ids.join(",")}}`}::int[]) as scope(project_id)
        cross join lateral (
          select ${columns} from ${activities}
          where ${and(sql`${activities.projectId} = scope.project_id`, privacy(kinds), filter)}
          order by ${activities.createdAt} ${direction}, ${activities.id} ${direction}
          limit ${limit}) as visible)`,
      ),
      sql` union all `,
    );
  const pageIds = sql`(select visible.id from (${perProject(
    sql`${activities.id}, ${activities.createdAt}`,
    p.offset + p.perPage,
  )}) as visible order by visible.created_at ${direction}, visible.id ${direction}
    limit ${p.perPage} offset ${p.offset}) as page_ids`;
  const countSql = sql<number>`(select count(*)::int from (select 1 from (${perProject(sql`1 as one`, cap + 1)}) as visible limit ${cap + 1}) as c)`;
  const rows = await plannedOnce(
    withNames(countSql)
      .innerJoin(pageIds, sql`page_ids.id = ${activities.id}`)
      .orderBy(...order),
  ).execute();
  return withTotal(db, rows, countSql, cap, p);
}

/** The capped total, carried by the page's rows (see pageTotal). */
async function withTotal<R extends { total: number }>(
  db: Executor,
  rows: R[],
  countSql: SQL<number>,
  cap: number,
  p: Paging,
) {
  const total = await pageTotal(rows, p, async () => {
    const counted = (await db.execute(sql`select ${countSql} as total`)) as unknown as { rows: { total: number }[] };
    return Number(counted.rows[0].total);
  });
  return { rows, total: Math.min(total, cap), capped: total > cap };
}

export type ActivityListRow = Awaited<ReturnType<typeof listActivities>>["rows"][number];
