import { EXPORT_FORMATS, EXPORT_REPORTS } from "@cairn/shared";
import type { CallContext, Example } from "./catalogue";

const range = { start_date: "2026-03-01", due_date: "2026-03-31" };

/** Each export's filters: the milestone report needs its project and milestone, the others a range. */
const exportQuery = (report: string) => (c: CallContext) =>
  report === "milestone" ? { project_id: String(c.pid), milestone_id: String(c.seeded.milestone) } : range;

/**
 * The permission matrix's example calls for the reports module (see catalogue.ts): global managers only, but for
 * the personal report (everyone's own; others' for managers, in modules/personal-report/*.test.ts). An
 * export's `:id` is the report's user; the matrix's item id 0 is "everyone". The report modes of
 * `pm/v2/tasks` and `pm/v2/activities` (`?report=`) share those routes' entries; their 403 for everyone but
 * global managers is in modules/reports/*.test.ts.
 */
export const REPORT_CALLS: Record<string, Example> = {
  // The personal report: everyone signed in reads his own (no `users`: the caller's).
  "GET /api/pm-pro/v2/report-summary": {
    query: () => ({ type: "user", startDate: "03/01/2026", endDate: "03/31/2026" }),
  },
  "GET /api/pm-pro/v2/advance-report": { query: () => ({ filters: JSON.stringify([{ key: "status", value: 0 }]) }) },
  "GET /api/pm-pro/v2/users/:id/advance-report/overdue-tasks-PDF": { idIs: "item", query: exportQuery("overdue") },
  ...Object.fromEntries(
    EXPORT_REPORTS.flatMap((report) =>
      EXPORT_FORMATS.map((format) => [
        `GET /api/pm-pro/v2/users/:id/advance-report/${report}/${format}`,
        { idIs: "item" as const, query: exportQuery(report) },
      ]),
    ),
  ),
};
