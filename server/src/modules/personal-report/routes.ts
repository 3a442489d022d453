import { PERSONAL_REPORT_MESSAGES as M, personalReportPageAnswer, personalReportQuery } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { invalidField } from "../../core/http/errors";
import { viewerTimeZone, viewerToday } from "../../core/http/viewer-day";
import { signedIn } from "../../core/policy/route-access";
import { personalReportReader } from "./access";
import { presentPersonalReport } from "./present";
import { readPersonalReport } from "./statement";

/**
 * `GET pm-pro/v2/report-summary?type=user` (spec 000 "My Task reports"): one person's completed work in a range.
 * Everyone signed in reads his own; managers anyone's (access.ts). Part of the reports module (reports/module.ts).
 * Two statements: the session (with the caller's memberships) and the report.
 */
export async function personalReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm-pro/v2/report-summary",
    { config: signedIn(), schema: { querystring: personalReportQuery, response: { 200: personalReportPageAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const q = req.query;
      const subjectId = q.users ?? me.id;
      const reader = await personalReportReader(db, me, subjectId, req.auth?.memberships);
      const timezone = viewerTimeZone(req, me);
      const reportFor = q.report_for ?? "task";
      const row = await readPersonalReport(db, reader.scope, {
        subjectId,
        startDate: q.startDate,
        endDate: q.endDate,
        timezone,
        reportFor,
      });
      if (!row.user) throw invalidField("users", M.unknownUser);
      const data = presentPersonalReport(row, {
        reportFor,
        startDate: q.startDate,
        endDate: q.endDate,
        today: viewerToday(req, me),
        timezone,
        canChooseUser: reader.canChooseUser,
      });
      return { data };
    },
  );
}
