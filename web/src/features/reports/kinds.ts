import type { ExportReport } from "@cairn/shared/report-format";

/** What a report screen filters by, beside its date range. */
export type FilterField = "project" | "user" | "milestone" | "status" | "projectStatus";

/**
 * The range a report opens on, fitting what it tells (issue 46 point 6): `openToToday` — what stands now (every
 * overdue or unassigned task, from an open start up to today); `month` — what happened this month, its first
 * to its last day; `none` — every task of the milestone, person or project, whenever made.
 */
export type DefaultRange = "openToToday" | "month" | "none";

/** One report screen of spec 001's table: its path, the API's report, its filters, columns and exports. */
export type ReportKind = {
  /** The path under /reports, and the key of its title in the messages. */
  path: string;
  title: string;
  /** `pm/v2/tasks?report=`; absent for the user activities (`pm/v2/activities`). */
  api?: "overdue" | "completed" | "unassigned" | "milestone" | "user" | "project";
  fields: FilterField[];
  /** The spec's validation (§5): the range is required, and which pickers must be chosen. */
  required: FilterField[];
  datesRequired: boolean;
  /** The range may be left open at its start (the server's `OPEN_START_REPORTS`): only its end is required. */
  openStart?: boolean;
  defaultRange: DefaultRange;
  /** As the exports carry them (server/src/modules/reports/export-statements.ts), project and people included. */
  columns: string[];
  exportAs?: ExportReport;
};

export const REPORT_KINDS: ReportKind[] = [
  {
    path: "overdue-tasks",
    title: "overdue",
    api: "overdue",
    fields: ["project", "user"],
    required: [],
    datesRequired: true,
    openStart: true,
    defaultRange: "openToToday",
    columns: ["task", "project", "dueDate", "createdAt", "createdBy", "assignees"],
    exportAs: "overdue-tasks",
  },
  {
    path: "completed-tasks",
    title: "completed",
    api: "completed",
    fields: ["project", "user"],
    required: [],
    datesRequired: true,
    defaultRange: "month",
    columns: ["task", "project", "completedAt", "completedBy", "createdAt", "createdBy"],
    exportAs: "completed-tasks",
  },
  {
    path: "unassigned-tasks",
    title: "unassigned",
    api: "unassigned",
    fields: ["project"],
    required: [],
    datesRequired: true,
    openStart: true,
    defaultRange: "openToToday",
    columns: ["task", "project", "dueDate", "createdAt", "createdBy"],
    exportAs: "unassigned",
  },
  {
    path: "milestone-tasks",
    title: "milestone",
    api: "milestone",
    fields: ["project", "milestone"],
    required: ["project", "milestone"],
    datesRequired: false,
    defaultRange: "none",
    // The project is chosen (the summary card names it): no column for it.
    columns: ["task", "status", "assignees", "dueDate", "createdAt"],
    exportAs: "milestone",
  },
  {
    path: "user-activities",
    title: "activities",
    fields: ["project", "user"],
    required: ["user"],
    datesRequired: true,
    defaultRange: "month",
    columns: [],
    exportAs: "user-activities",
  },
  {
    path: "user-tasks",
    title: "user",
    api: "user",
    fields: ["project", "user", "status"],
    required: [],
    datesRequired: false,
    defaultRange: "none",
    columns: ["task", "project", "assignees", "dateRange", "estimation", "completedAt", "completedBy", "status"],
  },
  {
    path: "project-tasks",
    title: "project",
    api: "project",
    fields: ["project", "projectStatus"],
    required: ["project"],
    datesRequired: false,
    defaultRange: "none",
    columns: ["task", "dueDate", "assignees", "completedAt", "status"],
  },
];

export const kindByPath = (path: string) => REPORT_KINDS.find((k) => k.path === path);

/** The landing page's five cards (spec 001 "Landing page"), in its order. */
export const LANDING = ["overdue-tasks", "completed-tasks", "user-activities", "milestone-tasks", "unassigned-tasks"];
