/**
 * The personal report (spec 000 "My Task reports"; `GET pm-pro/v2/report-summary?type=user`): its texts, the
 * types of its answer (declared in answers/reports.ts) and the date forms it travels in. Zod-free at run time,
 * so the web app's report screen imports it without the schemas.
 */

// Type-only: the schemas' zod stays out of the web app's bundle.
import type { z } from "zod";
import type {
  personalReportAnswer,
  personalReportItemAnswer,
  personalReportProjectAnswer,
  personalReportProjectTotalsAnswer,
  personalReportTypeRowAnswer,
  personalReportTypeTotalsAnswer,
} from "./answers/reports";

export const PERSONAL_REPORT_MESSAGES = {
  typeUser: "The report type must be user.",
  datesRequired: "Start and end dates are required.",
  dateFormat: "Enter a date as MM/DD/YYYY.",
  rangeOrder: "The end date must be on or after the start date.",
  reportFor: "Report for must be task or sub_task.",
  unknownUser: "There is no such user.",
  /** The spec's empty state, word for word. */
  noResult: "No result found!",
  /** The title of the row of tasks without a task type. */
  noType: "No type",
} as const;

/** What the summary, the item table and the projects' primary columns count: tasks or sub-tasks. */
export const PERSONAL_REPORT_FOR = ["task", "sub_task"] as const;
export type PersonalReportFor = (typeof PERSONAL_REPORT_FOR)[number];

/** The item table lists at most this many rows (newest completion first); its totals count every item. */
export const PERSONAL_REPORT_MAX_ITEMS = 100;

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The call's form of a day, MM/DD/YYYY, as `YYYY-MM-DD`; null when it is not a real day in that form. */
export function fromReportDate(value: string): string | null {
  const m = US_DATE.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/** `YYYY-MM-DD` (the screen's URL) as the call's MM/DD/YYYY. */
export function toReportDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${month}/${date}/${year}`;
}

/** The answer's parts, as answers/reports.ts declares them. */
export type PersonalReportType = NonNullable<PersonalReportItem["type"]["data"]>;

/** One completed task (or sub-task, with its parent in `task`). */
export type PersonalReportItem = z.infer<typeof personalReportItemAnswer>;

/** Hours as decimals (two places) for charts; `_tf` the same as H:mm. */
export type PersonalReportProjectTotals = z.infer<typeof personalReportProjectTotalsAnswer>;
export type PersonalReportProject = z.infer<typeof personalReportProjectAnswer>;
export type PersonalReportTypeTotals = z.infer<typeof personalReportTypeTotalsAnswer>;

/** One task type's row; `type.data` null (titled "No type") for items without one. */
export type PersonalReportTypeRow = z.infer<typeof personalReportTypeRowAnswer>;

export type PersonalReport = z.infer<typeof personalReportAnswer>;
