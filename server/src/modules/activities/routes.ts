import { listActivitiesQuery, projectActivitiesQuery, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { requireUser } from "../../core/auth/plugin";
import { collection, type Paging, paging } from "../../core/http/envelope";
import { sendCached } from "../../core/http/read-cache";
import { loadProjectAccess, viewVersionOf } from "../../core/policy/project-access";
import { member, signedIn } from "../../core/policy/route-access";
import { type ActivityFilters, type ActivityListRow, listActivities } from "./queries";
import { loadReaderScope, narrowScope, projectScope } from "./reader-scope";

/** Feeds show 20 a page, as the original did. */
const PER_PAGE = 20;

const filtersOf = (
  me: CurrentUser,
  q: { project_id?: number; user_id?: number; updated_at_start?: string; updated_at?: string; orderby: "asc" | "desc" },
): ActivityFilters => ({
  projectId: q.project_id,
  userId: q.user_id,
  from: q.updated_at_start,
  to: q.updated_at,
  order: q.orderby,
  timezone: me.timezone ?? "UTC",
});

function present(r: ActivityListRow) {
  const actor = r.actor && {
    id: r.actor.id,
    display_name: r.actor.displayName,
    email: r.actor.email,
    avatar_url: null,
  };
  return presentActivity(r.activity, actor, r.project);
}

function page(result: Awaited<ReturnType<typeof listActivities>>, p: Paging) {
  const body = collection(result.rows.map(present), result.total, p);
  if (!result.capped) return body;
  return { ...body, meta: { pagination: { ...body.meta.pagination, total_capped: true } } };
}

export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm/v2/projects/:id/activities",
    { config: member("see"), schema: { params: z.object({ id: zId }), querystring: projectActivitiesQuery } },
    async (req, reply) => {
      const me = requireUser(req);
      const access = await loadProjectAccess(db, me, req.params.id);
      return sendCached(req, reply, access.cacheVersion, async () => {
        const p = paging(req.query.page, req.query.per_page, PER_PAGE);
        return page(await listActivities(db, projectScope(access), filtersOf(me, req.query), p), p);
      });
    },
  );

  r.get(
    "/pm/v2/activities",
    { config: signedIn(), schema: { querystring: listActivitiesQuery } },
    async (req, reply) => {
      const me = requireUser(req);
      return sendCached(req, reply, viewVersionOf(me), async () => {
        const scope = narrowScope(await loadReaderScope(db, me), req.query.project_id);
        const p = paging(req.query.page, req.query.per_page, PER_PAGE);
        return page(await listActivities(db, scope, filtersOf(me, req.query), p), p);
      });
    },
  );
}
