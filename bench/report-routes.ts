import type { Targets } from "./database";
import type { Route } from "./load";

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A year up to today: the widest range a report screen is commonly run over. */
const year = `start_date=${dayFrom(-365)}&due_date=${dayFrom(0)}`;

/** ARCHITECTURE.md "Budgets": report pages owe 15 % of the floor's throughput. */
const REPORT_SHARE = { fresh: 0.15 };

/**
 * Issue 19: one page of each report, as the global manager (reports are his), over every project of the
 * large dataset. `userId` is a member of the seeded project (seed-large.ts).
 */
export function reportRoutes(t: Targets, userId: number): Route[] {
  const tasks = (name: string, query: string): Route => ({
    name: `report: ${name}`,
    method: "GET",
    path: `/api/pm/v2/tasks?${query}`,
    as: "manager",
    share: REPORT_SHARE,
  });
  return [
    tasks("overdue (all projects, a year)", `report=overdue&${year}`),
    tasks("completed (all projects, a year)", `report=completed&${year}`),
    tasks("unassigned (all projects, a year)", `report=unassigned&${year}`),
    tasks("user tasks (one person, a year)", `report=user&user_id=${userId}&${year}`),
    tasks("project tasks (one project, all)", `report=project&project_id=${t.projectId}&task_status=-1`),
    {
      name: "report: user activities (one person, a year)",
      method: "GET",
      path: `/api/pm/v2/activities?report=user-activities&user_id=${userId}&updated_at_start=${dayFrom(-365)}&updated_at=${dayFrom(0)}`,
      as: "manager",
      share: REPORT_SHARE,
    },
    {
      name: "report: advanced (incomplete, a page of projects)",
      method: "GET",
      path: `/api/pm-pro/v2/advance-report?filters=${encodeURIComponent(JSON.stringify([{ key: "status", value: 0 }]))}`,
      as: "manager",
      share: REPORT_SHARE,
    },
  ];
}

/** A day from today as the personal report's call writes it (MM/DD/YYYY). */
const usDayFrom = (days: number) => {
  const [y, m, d] = dayFrom(days).split("-");
  return `${m}/${d}/${y}`;
};

/**
 * The personal report (My Tasks → Reports) over the last 30 days, where the seed puts every completion: the
 * co-worker's own (his five projects, privacy by his flags), and the same person's read by the global manager.
 * Two statements whatever the person has done.
 */
export function personalReportRoutes(userId: number): Route[] {
  const month = `type=user&startDate=${usDayFrom(-29)}&endDate=${usDayFrom(0)}`;
  return [
    {
      name: "personal report (own, a month)",
      method: "GET",
      path: `/api/pm-pro/v2/report-summary?${month}`,
      as: "worker",
      share: REPORT_SHARE,
    },
    {
      name: "personal report (a co-worker's, global manager, a month)",
      method: "GET",
      path: `/api/pm-pro/v2/report-summary?${month}&users=${userId}`,
      as: "manager",
      share: REPORT_SHARE,
    },
  ];
}
