import { z } from "zod";
import { apiDateAnswer, itemAnswer, listAnswer, pageAnswer, paginationMetaAnswer, writtenAnswer } from "./common";
import { taskStatusAnswer } from "./tasks";

const privacyMeta = z.object({ privacy: z.boolean() });

/** A task list linked to a milestone, as the milestone shows it (`?with=task_lists`). */
export const milestoneListAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  order: z.number().int(),
  meta: privacyMeta,
});
export type MilestoneList = z.infer<typeof milestoneListAnswer>;

/** A top-level task linked to a milestone, as the milestone shows it (`?with=tasks`). */
export const milestoneTaskAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  status: taskStatusAnswer,
  task_list_id: z.number().int(),
  start_at: apiDateAnswer.nullable(),
  due_date: apiDateAnswer.nullable(),
  completed_at: apiDateAnswer.nullable(),
  created_by: z.number().int(),
  meta: privacyMeta,
});
export type MilestoneTask = z.infer<typeof milestoneTaskAnswer>;

/** A milestone (server/src/modules/milestones/present.ts): "late" and the counts say only what the reader sees. */
export const milestoneAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  achieve_date: apiDateAnswer.nullable(),
  status: z.enum(["incomplete", "complete"]),
  order: z.number().int(),
  project_id: z.number().int(),
  completed_at: apiDateAnswer.nullable(),
  created_by: z.number().int(),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  task_lists: listAnswer(milestoneListAnswer).optional(),
  tasks: listAnswer(milestoneTaskAnswer).optional(),
  meta: z.object({
    privacy: z.boolean(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    late: z.boolean(),
    total_tasks: z.number().int(),
    total_complete_tasks: z.number().int(),
    total_task_lists: z.number().int(),
    /** Percent of the visible tasks complete. */
    progress: z.number().int(),
  }),
});
export type Milestone = z.infer<typeof milestoneAnswer>;

/** A page of milestones, with how many of the project's are upcoming, late and complete. */
export const milestonesPageAnswer = pageAnswer(milestoneAnswer).extend({
  meta: paginationMetaAnswer.extend({
    total_upcoming: z.number().int(),
    total_late: z.number().int(),
    total_completed: z.number().int(),
  }),
});
export type MilestonesPage = z.infer<typeof milestonesPageAnswer>;

export const milestoneItemAnswer = itemAnswer(milestoneAnswer);
export const milestoneWrittenAnswer = writtenAnswer(milestoneAnswer);
export const milestoneDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
