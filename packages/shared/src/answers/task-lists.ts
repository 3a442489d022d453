import { z } from "zod";
import { apiDateAnswer, itemAnswer, pageAnswer, writtenAnswer } from "./common";
import { taskSummaryAnswer, tasksSortedAnswer } from "./tasks";

/**
 * A task list (server/src/modules/task-lists/present.ts) with its task counts and, on request
 * (`?with=incomplete_tasks,complete_tasks`), a page of each kind of its tasks as rows show them.
 */
export const taskListAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  /** 1 current, 0 archived. */
  status: z.number().int(),
  is_inbox: z.boolean(),
  milestone_id: z.number().int().nullable(),
  project_id: z.number().int(),
  created_by: z.number().int(),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  incomplete_tasks: pageAnswer(taskSummaryAnswer).optional(),
  complete_tasks: pageAnswer(taskSummaryAnswer).optional(),
  meta: z.object({
    privacy: z.boolean(),
    total_incomplete_tasks: z.number().int(),
    total_complete_tasks: z.number().int(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_duplicate: z.boolean(),
  }),
});
export type TaskList = z.infer<typeof taskListAnswer>;

export const taskListsPageAnswer = pageAnswer(taskListAnswer);
export const taskListItemAnswer = itemAnswer(taskListAnswer);
export const taskListWrittenAnswer = writtenAnswer(taskListAnswer);
export const taskListDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
/** The orders as they were saved (the tasks' sorting answers the same). */
export const taskListsSortedAnswer = tasksSortedAnswer;
