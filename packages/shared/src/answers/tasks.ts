import { z } from "zod";
import { CUSTOM_FIELD_TYPES } from "../custom-field-values";
import { attachmentsAnswer } from "./attachments";
import { activityAnswer, apiDateAnswer, listAnswer, pageAnswer, wrapped, writtenAnswer } from "./common";
import { ganttMovedAnswer, taskGanttLinksAnswer } from "./gantt";
import { taskLabelAnswer } from "./labels";
import { projectRefAnswer } from "./projects";
import { personAnswer } from "./users";

/** 0 incomplete, 1 complete, 2 pending (API.md). */
export const taskStatusAnswer = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TaskStatus = z.infer<typeof taskStatusAnswer>;

/** A workspace task type as a task names it. */
export const taskTypeSummaryAnswer = z.object({ id: z.number().int(), title: z.string(), color: z.string() });

/** A value of a custom field: text, number, yes/no, options, or none. */
export const customFieldValueAnswer = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/** What every task answer carries of a project's custom field: `custom_fields: {data: [...]}`. */
export const taskCustomFieldAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  value: customFieldValueAnswer,
});

/** The reader's rights on a task and what the rows show of it. */
export const taskMetaAnswer = z.object({
  privacy: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_complete: z.boolean(),
  total_comment: z.number().int(),
  total_files: z.number().int(),
  total_assignee: z.number().int(),
  /** With sub-tasks only (the sub-tasks module): how many, and how many of them are complete. */
  total_sub_tasks: z.number().int().optional(),
  completed_sub_tasks: z.number().int().optional(),
  /** With time logs only (the time tracker): seconds of stopped logs, and when each running timer started. */
  tracked_seconds: z.number().int().optional(),
  timers_since: z.array(z.string()).optional(),
});

/**
 * A task as a row of a list shows it (docs/api.md, "Embedded tasks"): the lists embed hundreds, so the long
 * fields stay on the single task (server/src/modules/tasks/present.ts, presentTaskSummary).
 */
export const taskSummaryAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  status: taskStatusAnswer,
  order: z.number().int(),
  parent_id: z.number().int(),
  project_id: z.number().int(),
  task_list_id: z.number().int(),
  milestone_id: z.number().int().nullable(),
  start_at: apiDateAnswer.nullable(),
  due_date: apiDateAnswer.nullable(),
  completed_at: apiDateAnswer.nullable(),
  created_by: z.number().int(),
  assignees: listAnswer(personAnswer),
  labels: listAnswer(taskLabelAnswer),
  type: wrapped(taskTypeSummaryAnswer.nullable()),
  custom_fields: listAnswer(taskCustomFieldAnswer),
  meta: taskMetaAnswer,
});
export type TaskSummary = z.infer<typeof taskSummaryAnswer>;

/** The single task's own log (`?with=activities`). */
export const taskActivityAnswer = activityAnswer;
export type TaskActivity = z.infer<typeof taskActivityAnswer>;

/**
 * The whole task (server/src/modules/tasks/present.ts, presentTask), with what the single view asks for. Other
 * modules' single-task includes (`?with=time`) declare their own answers (tasks/load.ts SingleTaskInclude).
 */
export const taskAnswer = taskSummaryAnswer.extend({
  description: z.string(),
  /** Minutes. */
  estimation: z.number().int(),
  complexity: z.number().int(),
  priority: z.number().int(),
  payable: z.boolean(),
  recurrent: z.number().int(),
  completed_by: z.number().int().nullable(),
  created_at: apiDateAnswer.nullable(),
  updated_at: apiDateAnswer.nullable(),
  creator: wrapped(personAnswer.nullable()),
  completer: wrapped(personAnswer.nullable()).optional(),
  task_list: wrapped(z.object({ id: z.number().int(), title: z.string(), status: z.number().int() })).optional(),
  project: wrapped(projectRefAnswer).optional(),
  /** `?with=files`. */
  files: attachmentsAnswer.optional(),
  /** `?with=activities`. */
  activities: listAnswer(taskActivityAnswer).optional(),
  /** `?with=gantt_links` (the Gantt chart), on the single task and the lists. */
  gantt_links: taskGanttLinksAnswer.optional(),
});
export type Task = z.infer<typeof taskAnswer>;

export const projectTasksAnswer = pageAnswer(taskAnswer);
export const taskWrittenAnswer = writtenAnswer(taskAnswer);
/** An edit's answer, with what other modules did with the change (the Gantt's `gantt_moved`). */
export const taskUpdatedAnswer = taskWrittenAnswer.extend({ gantt_moved: ganttMovedAnswer.optional() });
export const taskDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
/** The orders as they were saved. */
export const tasksSortedAnswer = writtenAnswer(z.array(z.object({ id: z.number().int(), order: z.number().int() })));
