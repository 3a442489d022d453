import {
  type ActivitiesPage,
  activitiesOrReportQuery,
  activitiesPageAnswer,
  activityFeedAnswer,
  projectActivitiesQuery,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { paging } from "../../core/http/envelope";
import { sendCached } from "../../core/http/read-cache";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { member, signedIn } from "../../core/policy/route-access";
import { activitiesReportMode } from "./hooks";
import { activityPage, FEED_PER_PAGE, feedFilters } from "./page";
import { loadReaderScope, narrowScope, projectScope } from "./reader-scope";

export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm/v2/projects/:id/activities",
    {
      config: member("see"),
      schema: {
        params: z.object({ id: zId }),
        querystring: projectActivitiesQuery,
        response: { 200: activityFeedAnswer },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      return sendCached(req, reply, access.cacheVersion, async () => {
        const p = paging(req.query.page, req.query.per_page, FEED_PER_PAGE);
        return activityPage(db, projectScope(access), feedFilters(me, req.query), p);
      });
    },
  );

  r.get(
    "/pm/v2/activities",
    {
      config: signedIn(),
      preValidation: activitiesReportMode.preValidation,
      schema: { querystring: activitiesOrReportQuery, response: { 200: activitiesPageAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const q = req.query;
      // `?report=user-activities`: the reports module's, global managers only (gated before validation).
      // The reports module's page (reports/activity-report.ts); the test apps hold it against the schema.
      if ("report" in q) return (await activitiesReportMode.answer(req, q)) as ActivitiesPage;
      return sendCached(req, reply, req.auth?.viewVersion, async () => {
        const scope = narrowScope(await loadReaderScope(db, me, req.auth?.memberships), q.project_id);
        const p = paging(q.page, q.per_page, FEED_PER_PAGE);
        return activityPage(db, scope, feedFilters(me, q), p);
      });
    },
  );
}
