import {
  formatMinutes,
  PERSONAL_REPORT_MESSAGES as M,
  type PersonalReport,
  type PersonalReportFor,
  type PersonalReportTypeRow,
} from "@cairn/shared";
import type { ReportRow } from "./statement";

/** Minutes as decimal hours, two places: what the charts draw. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The days of the range (both ends counted) and those of them already begun on the reader's `today`: the
 * averages per day divide by the latter, so "This Month" on the 10th is not diluted by 21 days to come.
 */
export function rangeDays(startDate: string, endDate: string, today: string) {
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  const lastBegun = today < endDate ? today : endDate;
  const elapsed = Math.max(0, Math.min(days, dayNumber(lastBegun) - dayNumber(startDate) + 1));
  return { days, elapsed };
}

/** The summary's averages: H:mm per item and per day, items per day (two places); 0 with nothing to divide by. */
export function averages(minutes: number, items: number, elapsedDays: number) {
  return {
    avg_hour_task_tf: formatMinutes(items > 0 ? minutes / items : 0),
    avg_work_hour_tf: formatMinutes(elapsedDays > 0 ? minutes / elapsedDays : 0),
    avg_task_day: elapsedDays > 0 ? Math.round((items / elapsedDays) * 100) / 100 : 0,
  };
}

function typeTable(rows: ReportRow["task_types"]) {
  const data: PersonalReportTypeRow[] = rows.map((r) => {
    const minutes = Number(r.minutes);
    return {
      title: r.title ?? M.noType,
      type: { data: r.id === null ? null : { id: r.id, title: r.title ?? "", color: r.color ?? "" } },
      completed: r.n,
      estimated_hours: hoursOf(minutes),
      estimated_hours_tf: formatMinutes(minutes),
    };
  });
  const minutes = rows.reduce((sum, r) => sum + Number(r.minutes), 0);
  const completed = rows.reduce((sum, r) => sum + r.n, 0);
  return {
    data,
    meta: { totals: { completed, estimated_hours: hoursOf(minutes), estimated_hours_tf: formatMinutes(minutes) } },
  };
}

function projectTable(rows: ReportRow["projects"], reportFor: PersonalReportFor) {
  const sums = (taskMinutes: number, subTaskMinutes: number) => ({
    estimated_task_hours: hoursOf(taskMinutes),
    estimated_task_hours_tf: formatMinutes(taskMinutes),
    estimated_sub_task_hours: hoursOf(subTaskMinutes),
    estimated_sub_task_hours_tf: formatMinutes(subTaskMinutes),
  });
  const total = (pick: (r: ReportRow["projects"][number]) => number) => rows.reduce((s, r) => s + Number(pick(r)), 0);
  return {
    data: rows.map((r) => ({
      project: { data: { id: r.id, title: r.title } },
      completed_tasks: r.tasks,
      completed_sub_tasks: r.sub_tasks,
      ...sums(Number(r.task_minutes), Number(r.sub_task_minutes)),
      meta: { report_for: reportFor },
    })),
    meta: {
      totals: {
        completed_tasks: total((r) => r.tasks),
        completed_sub_tasks: total((r) => r.sub_tasks),
        ...sums(
          total((r) => r.task_minutes),
          total((r) => r.sub_task_minutes),
        ),
      },
    },
  };
}

export type PresentContext = {
  reportFor: PersonalReportFor;
  startDate: string;
  endDate: string;
  today: string;
  timezone: string;
  canChooseUser: boolean;
};

/** The answer's `data` (docs/api.md "Personal report"): durations as minutes or hours, and as H:mm in `_tf`. */
export function presentPersonalReport(row: ReportRow, c: PresentContext): PersonalReport {
  const minutes = Number(row.items_minutes);
  const { days, elapsed } = rangeDays(c.startDate, c.endDate, c.today);
  return {
    users: { data: row.user ? [row.user] : [] },
    report_for: c.reportFor,
    range: { start_date: c.startDate, end_date: c.endDate, days, elapsed_days: elapsed },
    meta: {
      total_estimation: minutes,
      total_estimation_tf: formatMinutes(minutes),
      completed_tasks: row.items_total,
      ...averages(minutes, row.items_total, elapsed),
      can_choose_user: c.canChooseUser,
    },
    tasks: {
      data: row.items.map((i) => {
        return {
          id: i.id,
          title: i.title,
          parent_id: i.parent_id,
          project_id: i.project_id,
          project_title: i.project_title,
          completed_at: {
            date: i.completed_day,
            datetime: new Date(i.completed_at).toISOString(),
            timezone: c.timezone,
          },
          type: {
            data: i.type_id === null ? null : { id: i.type_id, title: i.type_title ?? "", color: i.type_color ?? "" },
          },
          estimation: Number(i.minutes),
          estimation_tf: formatMinutes(Number(i.minutes)),
          task: { data: i.parent_id > 0 ? { id: i.parent_id, title: i.parent_title ?? "" } : null },
        };
      }),
      meta: {
        total: row.items_total,
        shown: row.items.length,
        total_estimation: minutes,
        total_hours: hoursOf(minutes),
        total_hours_tf: formatMinutes(minutes),
      },
    },
    projects: projectTable(row.projects, c.reportFor),
    task_types: typeTable(row.task_types),
    sub_task_types: typeTable(row.sub_task_types),
  };
}
