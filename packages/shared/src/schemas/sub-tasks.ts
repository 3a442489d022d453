import { z } from "zod";
import { MESSAGES } from "../messages";
import { pagingFields, zHtml, zId, zInt, zOptionalDate, zTitle } from "./primitives";
import { zOptionalRef } from "./task-lists";
import { zAssignees } from "./tasks";

/** The sub-tasks module's calls (spec 001 "Sub-tasks"); bodies may carry the project, which must be the task's. */
const fields = {
  project_id: zId.optional(),
  title: zTitle(MESSAGES.subTaskTitleRequired),
  description: zHtml().optional(),
  assignees: zAssignees.optional(),
  start_at: zOptionalDate,
  due_date: zOptionalDate,
  estimation: zInt(0, 10_000_000).optional(),
  /** The sub-task's type (0 or null: none). */
  type_id: zOptionalRef,
};

export const createSubTaskBody = z.object(fields);
export type CreateSubTaskBody = z.infer<typeof createSubTaskBody>;

export const updateSubTaskBody = z.object(fields).partial();
export type UpdateSubTaskBody = z.infer<typeof updateSubTaskBody>;

export const listSubTasksQuery = z.object({ project_id: zId.optional(), ...pagingFields });

export const subTaskParams = z.object({ task_id: zId, sub_task_id: zId });

/** Puts a task's sub-tasks in this order; an id under another task of the project moves to this one. */
export const sortSubTasksBody = z.object({
  project_id: zId.optional(),
  task_id: zId,
  orders: z
    .array(z.object({ id: zId, index: zInt(0, 1_000_000_000) }), { error: "Orders are required." })
    .min(1, "Orders are required.")
    .max(1000),
});
export type SortSubTasksBody = z.infer<typeof sortSubTasksBody>;
