import { activityOrder } from "@cairn/shared";
import { count, sql } from "drizzle-orm";
import { collection, paging } from "../../core/http/envelope";
import type { Executor } from "../../db/client";
import { activities, projects, users } from "../../db/schema";
import { presentFeedRow } from "../activities/page";
import { type ActivityFilters, filterSql, listActivities } from "../activities/queries";

/** The query of `GET pm/v2/activities?report=user-activities` once validated (shared activityReportQuery). */
export type ActivityReportQuery = {
  user_id?: number;
  project_id?: number;
  updated_at_start?: string;
  updated_at?: string;
  orderby?: string;
  page: number;
  per_page?: number;
};

/**
 * The user activities report: the feed's page for a global manager (every project, nothing private held
 * back), with an exact total instead of the feed's capped one — the report's "Total Activities" card says
 * a number, not "N+". The days are the viewer's (profile, else the browser's zone): this answer is not
 * kept by the read cache. Three statements: the page, the count, and the names in the header.
 */
export async function activityReportPage(db: Executor, q: ActivityReportQuery, timezone: string, readerId: number) {
  const p = paging(q.page, q.per_page, 20);
  const filters: ActivityFilters = {
    projectId: q.project_id,
    userId: q.user_id,
    from: q.updated_at_start,
    to: q.updated_at,
    order: activityOrder.parse(q.orderby),
    timezone,
  };
  const [page, [{ total }], [names]] = await Promise.all([
    listActivities(db, { everything: true, userId: readerId }, filters, p),
    db.select({ total: count() }).from(activities).where(filterSql(filters)),
    db
      .execute(sql`select
      (select json_build_object('id', u.id, 'display_name', u.display_name) from ${users} u where u.id = ${q.user_id ?? 0}) as "user",
      (select json_build_object('id', x.id, 'title', x.title) from ${projects} x where x.id = ${q.project_id ?? 0}) as project`)
      .then((r) => (r as unknown as { rows: { user: unknown; project: unknown }[] }).rows),
  ]);
  const body = collection(page.rows.map(presentFeedRow), total, p);
  const range = { start_date: q.updated_at_start, due_date: q.updated_at };
  return {
    ...body,
    meta: { ...body.meta, report: { kind: "user-activities", range, total_activities: total, ...names } },
  };
}
