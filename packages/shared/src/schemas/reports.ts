import { z } from "zod";
import { REPORT_MESSAGES as M } from "../messages-reports";
import { listActivitiesQuery } from "./activities";
import { pagingFields, zDate, zId, zInt } from "./primitives";
import { queryTasksQuery } from "./tasks";

/** The task reports `GET pm/v2/tasks?report=` answers (spec 001 "Reports area"). */
export const TASK_REPORTS = ["overdue", "completed", "unassigned", "milestone", "user", "project"] as const;
export type TaskReportKind = (typeof TASK_REPORTS)[number];

/** Reports whose date range must be given (spec 001 §5); the others take one optionally. */
const NEEDS_DATES: readonly string[] = ["overdue", "completed", "unassigned", "user-activities"];

/**
 * Reports of what stands now (issue 46 point 6: "everything overdue up to today") whose range may be left open
 * at its start: `due_date` alone reaches back to the first task. Only its end is required then.
 */
export const OPEN_START_REPORTS: readonly string[] = ["overdue", "unassigned"];

type Issue = { code: "custom"; message: string; path: string[] };
type Ctx = { addIssue(issue: Issue): void };

/** `YYYY-MM-DD` plus whole years, the 29th of February landing on the 28th. */
export function plusYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/**
 * The report's range: both ends when required, in order, at most 5 years (a bigger range is a mistake). With
 * `openStart` the end alone will do (every day up to it; what it reaches is bounded by the data, not the years).
 */
export function checkRange(
  start: string | undefined,
  end: string | undefined,
  required: boolean,
  ctx: Ctx,
  names: [string, string] = ["start_date", "due_date"],
  openStart = false,
): void {
  if (openStart && !start) {
    if (required && !end) ctx.addIssue({ code: "custom", message: M.datesRequired, path: [names[1]] });
    return;
  }
  if (!start || !end) {
    if (required || start || end)
      ctx.addIssue({ code: "custom", message: M.datesRequired, path: [names[start ? 1 : 0]] });
    return;
  }
  // Dates are YYYY-MM-DD here, so they compare as strings.
  if (start > end) ctx.addIssue({ code: "custom", message: M.rangeOrder, path: [names[1]] });
  else if (end > plusYears(start, 5)) ctx.addIssue({ code: "custom", message: M.rangeTooLong, path: [names[1]] });
}

/** Keys outside the report's own are refused, each on its own field: a typo must not widen a report silently. */
export function refuseUnknownKeys(value: object, known: readonly string[], ctx: Ctx): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) ctx.addIssue({ code: "custom", message: M.unknownFilter, path: [key] });
  }
}

const reportFilterFields = {
  start_date: zDate.optional(),
  due_date: zDate.optional(),
  project_id: zId.optional(),
  milestone_id: zId.optional(),
  /** -1 all, 0 incomplete, 1 complete, 2 pending (project and user reports). */
  task_status: zInt(-1, 2).optional(),
};

type ReportFilterValues = {
  start_date?: string;
  due_date?: string;
  project_id?: number;
  milestone_id?: number;
};

/** What each report needs besides its range, with the spec's words. */
function checkNeeds(kind: string, q: ReportFilterValues & { user_id?: number }, ctx: Ctx) {
  const openStart = OPEN_START_REPORTS.includes(kind);
  checkRange(q.start_date, q.due_date, NEEDS_DATES.includes(kind), ctx, undefined, openStart);
  if ((kind === "milestone" || kind === "project") && q.project_id === undefined) {
    ctx.addIssue({ code: "custom", message: M.projectRequired, path: ["project_id"] });
  }
  if (kind === "milestone" && q.milestone_id === undefined) {
    ctx.addIssue({ code: "custom", message: M.milestoneRequired, path: ["milestone_id"] });
  }
}

const TASK_REPORT_KEYS = ["report", "user_id", "page", "per_page", ...Object.keys(reportFilterFields)];

/** `GET pm/v2/tasks?report=…`: the report's filters, each report checking what it needs. */
export const taskReportQuery = z
  .looseObject({
    report: z.enum(TASK_REPORTS, { error: `Report must be one of ${TASK_REPORTS.join(", ")}.` }),
    user_id: zId.optional(),
    ...reportFilterFields,
    ...pagingFields,
  })
  .superRefine((q, ctx) => {
    refuseUnknownKeys(q, TASK_REPORT_KEYS, ctx);
    checkNeeds(q.report, q, ctx);
  });
export type TaskReportQuery = z.infer<typeof taskReportQuery>;

const ACTIVITY_REPORT_KEYS = ["report", "project_id", "user_id", "updated_at_start", "updated_at", "orderby"];

/**
 * `GET pm/v2/activities?report=user-activities`: the user activities report. A user and both days are
 * required (spec 001 §5), at most 5 years apart.
 */
export const activityReportQuery = z
  .looseObject({
    report: z.literal("user-activities", { error: "Report must be user-activities." }),
    project_id: zId.optional(),
    user_id: zId.optional(),
    updated_at_start: zDate.optional(),
    updated_at: zDate.optional(),
    orderby: z.string().max(50).optional(),
    ...pagingFields,
  })
  .superRefine((q, ctx) => {
    refuseUnknownKeys(q, [...ACTIVITY_REPORT_KEYS, "page", "per_page"], ctx);
    checkRange(q.updated_at_start, q.updated_at, true, ctx, ["updated_at_start", "updated_at"]);
    if (q.user_id === undefined) ctx.addIssue({ code: "custom", message: M.userRequired, path: ["user_id"] });
  });

/** The user of an export: 0 for everyone. */
const exportUser = zInt(0, 2_147_483_647);
export const exportParams = z.object({ id: exportUser });

const EXPORT_KEYS = [...Object.keys(reportFilterFields), "user_id"];

/**
 * What the browser navigates to: the report's filters as query, the user in the path. The spec's client also
 * sends the user among the filters: accepted when it is the path's (the server compares the two).
 */
const exportQueryFor = (kind: string) =>
  z.looseObject({ ...reportFilterFields, user_id: exportUser.optional() }).superRefine((q, ctx) => {
    refuseUnknownKeys(q, EXPORT_KEYS, ctx);
    // User activities need a user, which the path carries; checked with it (server).
    checkNeeds(kind, q, ctx);
  });

/** The export paths' report names → the task report they export (user activities are not a task report). */
export const EXPORT_TASK_REPORT = {
  unassigned: "unassigned",
  milestone: "milestone",
  "completed-tasks": "completed",
  "overdue-tasks": "overdue",
} as const;

export const exportQuery = {
  unassigned: exportQueryFor("unassigned"),
  milestone: exportQueryFor("milestone"),
  "completed-tasks": exportQueryFor("completed"),
  "overdue-tasks": exportQueryFor("overdue"),
  // The activity report's range is required, both its ends.
  "user-activities": exportQueryFor("user-activities"),
} as const;
export type ExportQuery = z.infer<(typeof exportQuery)["overdue-tasks"]>;

/**
 * A list's query, or its report mode when `report` is given: the report's own (stricter) schema then
 * decides, with its issues on their fields as usual.
 */
export function orReport<A extends z.ZodType, B extends z.ZodType>(plain: A, report: B) {
  const either = z.unknown().transform((raw, ctx): z.output<A> | z.output<B> => {
    const isReport = typeof raw === "object" && raw !== null && "report" in raw;
    const parsed = (isReport ? report : plain).safeParse(raw);
    if (parsed.success) return parsed.data as z.output<A> | z.output<B>;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.map(String) });
    }
    return z.NEVER;
  });
  // The server's route table reads a query schema's `shape` to know which lists page (the fuzz suite
  // then expects 400 for an out-of-range page): the plain list's fields are the ones to show it.
  return Object.defineProperty(either, "shape", { value: (plain as { shape?: object }).shape });
}

export const tasksOrReportQuery = orReport(queryTasksQuery, taskReportQuery);
export const activitiesOrReportQuery = orReport(listActivitiesQuery, activityReportQuery);
