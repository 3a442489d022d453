import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { personalReportRoutes } from "../personal-report/routes";
import { reportRoutes } from "./routes";

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
  reportRoutes,
  personalReportRoutes,
);
