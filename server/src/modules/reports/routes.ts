import {
  advanceReportAnswer,
  advanceReportQuery,
  EXPORT_FORMATS,
  EXPORT_REPORTS,
  EXPORT_TASK_REPORT,
  type ExportFormat,
  type ExportQuery,
  type ExportReport,
  exportParams,
  exportQuery,
  GLOBAL_SETTINGS,
  REPORT_MESSAGES as M,
  MODULE,
  todayIn,
} from "@cairn/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { collection, paging } from "../../core/http/envelope";
import { invalidField } from "../../core/http/errors";
import { viewerTimeZone } from "../../core/http/viewer-day";
import { requireModuleOn } from "../../core/modules/guard";
import { globalManager } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import type { ActivityFilters } from "../activities/queries";
import { customFieldConditions } from "../custom-fields/filters";
import { advanceReportPage, MORE_TASKS_PER_CALL, TASKS_SHOWN_PER_PROJECT } from "./advance-report";
import { activityExportPlan, advanceExportPlan, taskExportPlan } from "./export-statements";
import { reportReadersFirst, requireReportReader } from "./gate";
import { compactReportSumsPeriodically } from "./report-sums";
import { exportFileName, filterLines, sendExport } from "./send-export";
import { taskReportFilters } from "./task-report-page";

/** The advanced report's page size: the `project_per_page` setting (default 10). */
async function projectPerPage(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(isNull(settings.projectId), eq(settings.key, "project_per_page")));
  const parsed = GLOBAL_SETTINGS.project_per_page.schema.safeParse(row?.value);
  return parsed.success ? parsed.data : GLOBAL_SETTINGS.project_per_page.default;
}

const TITLES: Record<ExportReport, string> = {
  unassigned: "Unassigned Tasks",
  milestone: "Milestone Tasks",
  "user-activities": "User Activities",
  "completed-tasks": "Completed Tasks",
  "overdue-tasks": "Overdue Tasks",
};

type ExportRequest = FastifyRequest<{ Params: { id: number }; Querystring: ExportQuery }>;

/**
 * One export: the path's user (0 = everyone; for user activities too, whose screen asks for one) joins the
 * query's filters (a `user_id` among them must repeat it); the reports without a user filter (unassigned,
 * milestone) take 0.
 */
function exportHandler(db: Db, report: ExportReport, format: ExportFormat) {
  return async (req: ExportRequest, reply: FastifyReply) => {
    const me = requireReportReader(req);
    const q = req.query;
    if (q.user_id !== undefined && q.user_id !== req.params.id) throw invalidField("user_id", M.userNotThePath);
    const userId = req.params.id === 0 ? undefined : req.params.id;
    if (userId !== undefined && (report === "unassigned" || report === "milestone")) {
      throw invalidField("user_id", M.noUserHere);
    }
    const name = exportFileName([report, q.start_date, q.due_date && `to-${q.due_date}`], format);
    const lines = () =>
      filterLines(db, {
        projectId: q.project_id,
        userId,
        milestoneId: q.milestone_id,
        startDate: q.start_date,
        dueDate: q.due_date,
      });
    if (report === "user-activities") {
      const timezone = viewerTimeZone(req, me);
      const filters: ActivityFilters = {
        projectId: q.project_id,
        userId,
        from: q.start_date,
        to: q.due_date,
        order: "asc",
        timezone,
      };
      return sendExport(reply, db, activityExportPlan(filters), {
        format,
        name,
        title: TITLES[report],
        lines,
      });
    }
    const f = taskReportFilters(req, me, { ...q, user_id: userId }, EXPORT_TASK_REPORT[report]);
    return sendExport(reply, db, taskExportPlan(f), { format, name, title: TITLES[report], lines });
  };
}

export async function reportRoutes(app: FastifyInstance) {
  compactReportSumsPeriodically();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const access = { config: globalManager(), preValidation: reportReadersFirst };

  // A page of the report as JSON; everything as CSV with `page=-1` or `csv=1` (streamed, past the serialiser).
  const advance = {
    ...access,
    config: { ...access.config, rawAnswer: "text/csv" },
    schema: { querystring: advanceReportQuery, response: { 200: advanceReportAnswer } },
  };
  r.get("/pm-pro/v2/advance-report", advance, async (req, reply) => {
    const me = requireReportReader(req);
    const q = req.query;
    const tracked = !(await app.featureModules.state.disabledPaths()).has(MODULE.timeTracker);
    // A custom field filter: the field's type decides the comparison (one query for it, module on only).
    const fieldFilter = q.filters.custom_field;
    if (fieldFilter) await requireModuleOn(app.featureModules, MODULE.customFields);
    const extra = await customFieldConditions(
      db,
      fieldFilter ? [fieldFilter] : undefined,
      undefined,
      () => "filters.custom_field",
    );
    if (q.page === -1 || q.csv) {
      const today = todayIn(viewerTimeZone(req, me), app.deps.clock.now());
      return sendExport(reply, db, advanceExportPlan(q.filters, tracked, extra), {
        format: "csv",
        name: exportFileName(["advanced-report", today], "csv"),
        title: "Advanced Report",
        lines: async () => [],
      });
    }
    const p = paging(q.page, q.per_page ?? (await projectPerPage(db)));
    const more = q.tasks_of === undefined ? undefined : { projectId: q.tasks_of, offset: q.tasks_offset ?? 0 };
    const { data, totals } = await advanceReportPage(db, {
      filters: q.filters,
      page: p.page,
      perPage: p.perPage,
      tracked,
      extra,
      more,
    });
    const body = collection(data, totals.total_projects, p);
    const shownPerProject = more ? MORE_TASKS_PER_CALL : TASKS_SHOWN_PER_PROJECT;
    const meta = { ...body.meta, totals, time_tracker: tracked, tasks_shown_per_project: shownPerProject };
    return { ...body, meta };
  });

  const file = (format: ExportFormat) => ({
    ...access,
    config: { ...access.config, rawAnswer: format === "csv" ? "text/csv" : "application/pdf" },
  });
  for (const report of EXPORT_REPORTS) {
    const schema = { params: exportParams, querystring: exportQuery[report] };
    for (const format of EXPORT_FORMATS) {
      const url = `/pm-pro/v2/users/:id/advance-report/${report}/${format}`;
      r.get(url, { ...file(format), schema }, exportHandler(db, report, format));
    }
  }
  // The spec's client asks for the overdue PDF under this spelling.
  r.get(
    "/pm-pro/v2/users/:id/advance-report/overdue-tasks-PDF",
    { ...file("pdf"), schema: { params: exportParams, querystring: exportQuery["overdue-tasks"] } },
    exportHandler(db, "overdue-tasks", "pdf"),
  );
}
