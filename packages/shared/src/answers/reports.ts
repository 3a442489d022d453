import { z } from "zod";
import { PERSONAL_REPORT_FOR } from "../personal-report";
import { TASK_REPORTS } from "../schemas/reports";
import { itemAnswer, pageAnswer, paginationMetaAnswer, wrapped } from "./common";
import { projectRefAnswer } from "./projects";
import { taskAnswer } from "./tasks";

/** A person as a report names him. */
const reportPersonAnswer = z.object({ id: z.number().int(), display_name: z.string() });

/** A task of the advanced report (`data[].task_lists[].tasks[]`; server/src/modules/reports/advance-report.ts). */
export const advanceReportTaskAnswer = z.object({
  id: z.number().int(),
  task_list_id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  /** Calendar days. */
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  /** Minutes. */
  estimation: z.number().int(),
  /** Only while the time tracker module is on. */
  tracked_seconds: z.number().int().optional(),
  assignees: z.array(reportPersonAnswer),
});
export type AdvanceReportTask = z.infer<typeof advanceReportTaskAnswer>;

/** A project of the advanced report: its lists with their first tasks; `shown_tasks` counts those shown so far. */
export const advanceReportProjectAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  total_tasks: z.number().int(),
  shown_tasks: z.number().int(),
  task_lists: z.array(z.object({ id: z.number().int(), title: z.string(), tasks: z.array(advanceReportTaskAnswer) })),
});
export type AdvanceReportProject = z.infer<typeof advanceReportProjectAnswer>;

/** `GET pm-pro/v2/advance-report`: a page of projects, the report's totals, and how many tasks a project shows. */
export const advanceReportAnswer = pageAnswer(advanceReportProjectAnswer).extend({
  meta: paginationMetaAnswer.extend({
    totals: z.object({
      total_projects: z.number().int(),
      total_tasks: z.number().int(),
      /** Minutes. */
      total_estimation: z.number().int(),
    }),
    time_tracker: z.boolean(),
    tasks_shown_per_project: z.number().int(),
  }),
});
export type AdvanceReport = z.infer<typeof advanceReportAnswer>;

/** A task report's totals (minutes) and the names of what it is filtered by (`meta.report`). */
export const taskReportMetaAnswer = z.object({
  kind: z.enum(TASK_REPORTS),
  /** Null without a range; `start_date` null for an open start (overdue, unassigned: every day up to the end). */
  range: z.object({ start_date: z.string().nullable(), due_date: z.string() }).nullable(),
  total_tasks: z.number().int(),
  total_estimation: z.number().int(),
  complete_estimation: z.number().int(),
  projects: z.array(
    projectRefAnswer.extend({
      total_tasks: z.number().int(),
      total_estimation: z.number().int(),
      complete_estimation: z.number().int(),
    }),
  ),
  project: projectRefAnswer.nullable(),
  milestone: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  user: reportPersonAnswer.nullable(),
});
export type TaskReportMeta = z.infer<typeof taskReportMetaAnswer>;

/**
 * `GET pm/v2/tasks`: a page of tasks with their list and project, and with `?report=` (the reports module) a
 * report's page, whose `meta.report` carries its totals. One object with an optional field rather than a
 * union: the writer would otherwise test the whole page against each branch to choose one.
 */
export const tasksPageAnswer = pageAnswer(taskAnswer).extend({
  meta: paginationMetaAnswer.extend({ report: taskReportMetaAnswer.optional() }),
});
export type TasksPage = z.infer<typeof tasksPageAnswer>;

/** A task type as the personal report names it. */
const personalReportTypeAnswer = z.object({ id: z.number().int(), title: z.string(), color: z.string() });

/** One completed task (or sub-task, with its parent in `task`). */
export const personalReportItemAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  parent_id: z.number().int(),
  project_id: z.number().int(),
  project_title: z.string(),
  /** `date` is the day in the reader's zone (the one the range is judged in); `datetime` the instant. */
  completed_at: z.object({ date: z.string(), datetime: z.string(), timezone: z.string() }),
  type: wrapped(personalReportTypeAnswer.nullable()),
  /** Minutes. */
  estimation: z.number(),
  estimation_tf: z.string(),
  /** A sub-task's parent. */
  task: wrapped(z.object({ id: z.number().int(), title: z.string() }).nullable()),
});

/** Hours as decimals (two places) for charts; `_tf` the same as H:mm. */
export const personalReportProjectTotalsAnswer = z.object({
  completed_tasks: z.number().int(),
  completed_sub_tasks: z.number().int(),
  estimated_task_hours: z.number(),
  estimated_task_hours_tf: z.string(),
  estimated_sub_task_hours: z.number(),
  estimated_sub_task_hours_tf: z.string(),
});

export const personalReportProjectAnswer = personalReportProjectTotalsAnswer.extend({
  project: wrapped(projectRefAnswer),
  meta: z.object({ report_for: z.enum(PERSONAL_REPORT_FOR) }),
});

export const personalReportTypeTotalsAnswer = z.object({
  completed: z.number().int(),
  estimated_hours: z.number(),
  estimated_hours_tf: z.string(),
});

/** One task type's row; `type.data` null (titled "No type") for items without one. */
export const personalReportTypeRowAnswer = personalReportTypeTotalsAnswer.extend({
  title: z.string(),
  type: wrapped(personalReportTypeAnswer.nullable()),
});

const typeTableAnswer = z.object({
  data: z.array(personalReportTypeRowAnswer),
  meta: z.object({ totals: personalReportTypeTotalsAnswer }),
});

/**
 * The personal report (`GET pm-pro/v2/report-summary?type=user`, server/src/modules/personal-report/present.ts):
 * durations as minutes or hours, and as H:mm in `_tf`.
 */
export const personalReportAnswer = z.object({
  users: z.object({ data: z.array(reportPersonAnswer) }),
  report_for: z.enum(PERSONAL_REPORT_FOR),
  range: z.object({
    start_date: z.string(),
    end_date: z.string(),
    days: z.number().int(),
    elapsed_days: z.number().int(),
  }),
  meta: z.object({
    /** Minutes. */
    total_estimation: z.number(),
    total_estimation_tf: z.string(),
    completed_tasks: z.number().int(),
    avg_hour_task_tf: z.string(),
    avg_work_hour_tf: z.string(),
    avg_task_day: z.number(),
    /** Whether the caller may read other people's reports (a manager). */
    can_choose_user: z.boolean(),
  }),
  tasks: z.object({
    data: z.array(personalReportItemAnswer),
    meta: z.object({
      total: z.number().int(),
      shown: z.number().int(),
      total_estimation: z.number(),
      total_hours: z.number(),
      total_hours_tf: z.string(),
    }),
  }),
  projects: z.object({
    data: z.array(personalReportProjectAnswer),
    meta: z.object({ totals: personalReportProjectTotalsAnswer }),
  }),
  task_types: typeTableAnswer,
  sub_task_types: typeTableAnswer,
});
export const personalReportPageAnswer = itemAnswer(personalReportAnswer);

/** The activity report's totals and the names of what it is filtered by (`meta.report`, reports/activity-report.ts). */
export const activityReportMetaAnswer = z.object({
  kind: z.literal("user-activities"),
  range: z.object({ start_date: z.string().optional(), due_date: z.string().optional() }),
  total_activities: z.number().int(),
  user: reportPersonAnswer.nullable(),
  project: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
