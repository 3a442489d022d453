/**
 * The personal report (spec 000 "My Task reports"; `GET pm-pro/v2/report-summary?type=user`): its texts, the
 * shape of its answer and the date forms it travels in. Zod-free, so the web app's report screen imports it
 * without the schemas.
 */

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

export type PersonalReportType = { id: number; title: string; color: string };

/** One completed task (or sub-task, with its parent in `task`). */
export type PersonalReportItem = {
  id: number;
  title: string;
  parent_id: number;
  project_id: number;
  project_title: string;
  /** `date` is the day in the reader's zone (the one the range is judged in); `datetime` the instant. */
  completed_at: { date: string; datetime: string; timezone: string };
  type: { data: PersonalReportType | null };
  /** Minutes. */
  estimation: number;
  estimation_tf: string;
  task: { data: { id: number; title: string } | null };
};

/** Hours as decimals (two places) for charts; `_tf` the same as H:mm. */
export type PersonalReportProjectTotals = {
  completed_tasks: number;
  completed_sub_tasks: number;
  estimated_task_hours: number;
  estimated_task_hours_tf: string;
  estimated_sub_task_hours: number;
  estimated_sub_task_hours_tf: string;
};

export type PersonalReportProject = PersonalReportProjectTotals & {
  project: { data: { id: number; title: string } };
  meta: { report_for: PersonalReportFor };
};

export type PersonalReportTypeTotals = { completed: number; estimated_hours: number; estimated_hours_tf: string };

/** One task type's row; `type.data` null (titled "No type") for items without one. */
export type PersonalReportTypeRow = PersonalReportTypeTotals & {
  title: string;
  type: { data: PersonalReportType | null };
};

export type PersonalReport = {
  users: { data: { id: number; display_name: string }[] };
  report_for: PersonalReportFor;
  range: { start_date: string; end_date: string; days: number; elapsed_days: number };
  meta: {
    /** Minutes. */
    total_estimation: number;
    total_estimation_tf: string;
    completed_tasks: number;
    avg_hour_task_tf: string;
    avg_work_hour_tf: string;
    avg_task_day: number;
    /** Whether the caller may read other people's reports (a manager). */
    can_choose_user: boolean;
  };
  tasks: {
    data: PersonalReportItem[];
    meta: { total: number; shown: number; total_estimation: number; total_hours: number; total_hours_tf: string };
  };
  projects: { data: PersonalReportProject[]; meta: { totals: PersonalReportProjectTotals } };
  task_types: { data: PersonalReportTypeRow[]; meta: { totals: PersonalReportTypeTotals } };
  sub_task_types: { data: PersonalReportTypeRow[]; meta: { totals: PersonalReportTypeTotals } };
};
