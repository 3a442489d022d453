import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { pageTotal } from "../../core/http/page-total";
import type { Executor } from "../../db/client";
import { activities, projects, users } from "../../db/schema";
import { plannedOnce } from "../../db/statements";
import type { ActivityFilters } from "./queries";
import { ALL_KINDS, type ReaderScope } from "./reader-scope";

/** What changes the statement's text; everything else travels as a value. */
type Shape = {
  oneProject: boolean;
  privacy: boolean;
  project: boolean;
  user: boolean;
  from: boolean;
  to: boolean;
  desc: boolean;
};

/** A value in the statement: a placeholder in the page statement, the value itself in the count. */
type Bind = (name: string, value: unknown) => unknown;
const placeholder: Bind = (name) => sql.placeholder(name);
const value: Bind = (_name, v) => v;

type Values = {
  scopeProject: number;
  userId: number;
  kinds: string;
  projectId: number;
  actorId: number;
  from: string;
  to: string;
  tz: string;
};

function feedWhere(s: Shape, bind: Bind, v: Values): SQL | undefined {
  const dayStart = (name: "from" | "to") =>
    sql`(${bind(name, v[name])}::date)::timestamp at time zone ${bind("tz", v.tz)}`;
  return and(
    s.oneProject ? eq(activities.projectId, bind("scopeProject", v.scopeProject) as number) : undefined,
    s.privacy
      ? sql`(${activities.ownerId} = ${bind("userId", v.userId)} or ${activities.privateKinds} <@ ${bind("kinds", v.kinds)}::text[])`
      : undefined,
    s.project ? eq(activities.projectId, bind("projectId", v.projectId) as number) : undefined,
    s.user ? eq(activities.actorId, bind("actorId", v.actorId) as number) : undefined,
    s.from ? gte(activities.createdAt, dayStart("from")) : undefined,
    s.to ? lt(activities.createdAt, sql`${dayStart("to")} + interval '1 day'`) : undefined,
  );
}

const orderOf = (s: Shape) =>
  s.desc ? [desc(activities.createdAt), desc(activities.id)] : [asc(activities.createdAt), asc(activities.id)];

/** The page with its capped total as a column. */
function pageStatement(db: Executor, s: Shape) {
  const where = feedWhere(s, placeholder, {} as Values);
  const counted = db
    .select({ one: sql`1` })
    .from(activities)
    .where(where)
    .orderBy(...orderOf(s))
    .limit(sql.placeholder("cap"))
    .as("counted");
  return db
    .select({
      activity: activities,
      actor: { id: users.id, displayName: users.displayName, email: users.email },
      project: { id: projects.id, title: projects.title },
      total: sql<number>`(select count(*)::int from ${counted})`,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .leftJoin(projects, eq(projects.id, activities.projectId))
    .where(where)
    .orderBy(...orderOf(s))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
}

/**
 * Everything, or one project's feed: a plain walk of the created_at or (project_id, created_at) index.
 * Past the last page, counted apart.
 */
export async function listOneFeed(db: Executor, scope: ReaderScope, filters: ActivityFilters, p: Paging, cap: number) {
  const only = scope.everything ? undefined : scope.projects[0];
  const s: Shape = {
    oneProject: only !== undefined,
    privacy: only !== undefined && only.kinds.length !== ALL_KINDS.length,
    project: filters.projectId !== undefined,
    user: filters.userId !== undefined,
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    desc: filters.order === "desc",
  };
  const v: Values = {
    scopeProject: only?.id ?? 0,
    userId: scope.userId,
    kinds: `{${(only?.kinds ?? []).join(",")}}`,
    projectId: filters.projectId ?? 0,
    actorId: filters.userId ?? 0,
    from: filters.from ?? "",
    to: filters.to ?? "",
    tz: filters.timezone,
  };
  const rows = await plannedOnce(pageStatement(db, s)).execute({
    ...v,
    cap: cap + 1,
    limit: p.perPage,
    offset: p.offset,
  });
  const total = await pageTotal(rows, p, async () => {
    const counted = db
      .select({ one: sql`1` })
      .from(activities)
      .where(feedWhere(s, value, v))
      .limit(cap + 1)
      .as("counted");
    return (await db.select({ n: count() }).from(counted))[0].n;
  });
  return { rows, total: Math.min(total, cap), capped: total > cap };
}
