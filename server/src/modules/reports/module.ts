import { MODULE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../core/auth/plugin";
import { viewerTimeZone } from "../../core/http/viewer-day";
import { addOnModule } from "../../core/modules/guard";
import { activitiesReportMode } from "../activities/hooks";
import { personalReportRoutes } from "../personal-report/routes";
import { tasksReportMode } from "../tasks/hooks";
import { activityReportPage } from "./activity-report";
import { reportModeGate } from "./gate";
import { reportRoutes } from "./routes";
import { taskReportFilters, taskReportPage } from "./task-report-page";

/** The report modes of the base lists (their `?report=`), answered here. */
async function reportModes(_app: FastifyInstance) {
  tasksReportMode.register({
    gate: reportModeGate,
    answer: (req, q) => {
      const me = requireUser(req);
      return taskReportPage(req.server.deps.database.db, me, taskReportFilters(req, me, q, q.report), q);
    },
  });
  activitiesReportMode.register({
    gate: reportModeGate,
    answer: (req, q) => {
      const me = requireUser(req);
      return activityReportPage(req.server.deps.database.db, q, viewerTimeZone(req, me), me.id);
    },
  });
}

/**
 * The reports area is an add-on module: the advanced report, the exports and the personal report (My Tasks →
 * Reports, modules/personal-report) are its routes, and the report modes of `pm/v2/tasks` and
 * `pm/v2/activities` (`?report=`) check it (gate.ts). Switched off, they answer 404 module_disabled; the lists
 * without `report` are untouched.
 */
export const reportsModule = addOnModule(
  {
    path: MODULE.reports,
    name: "Reports",
    description:
      "Reports for managers on overdue, completed, unassigned and milestone tasks, user activities and an advanced report, with CSV and PDF exports, and everyone's personal report under My Tasks. Switched off, the Reports menus disappear; no data is deleted.",
    thumbnail: null,
  },
  reportModes,
  reportRoutes,
  personalReportRoutes,
);
