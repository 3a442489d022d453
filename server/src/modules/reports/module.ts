import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { reportRoutes } from "./routes";

/**
 * The reports area is an add-on module: the advanced report and the exports are its routes, and the
 * report modes of `pm/v2/tasks` and `pm/v2/activities` (`?report=`) check it (gate.ts). Switched off,
 * they answer 404 module_disabled; the lists without `report` are untouched.
 */
export const reportsModule = addOnModule(
  {
    path: MODULE.reports,
    name: "Reports",
    description:
      "Reports for managers on overdue, completed, unassigned and milestone tasks, user activities and an advanced report, with CSV and PDF exports. Switched off, the Reports menu disappears; no data is deleted.",
    thumbnail: null,
  },
  reportRoutes,
);
