import { z } from "zod";
import { TASK_TYPE_MESSAGES as M } from "../messages-task-types";
import { zHexColor, zShortDescription } from "./labels";
import { zId, zTitle } from "./primitives";

export const TASK_TYPE_TITLE_MAX = 100;
/** The colour a type gets when none is chosen. */
export const DEFAULT_TASK_TYPE_COLOR = "#7c3aed";

export const createTaskTypeBody = z.object({
  title: zTitle(M.titleRequired, TASK_TYPE_TITLE_MAX),
  description: zShortDescription.optional(),
  color: zHexColor.optional(),
});
export type CreateTaskTypeBody = z.infer<typeof createTaskTypeBody>;

/** Fields left out stay as they are; none may be emptied. */
export const updateTaskTypeBody = createTaskTypeBody.partial();
export type UpdateTaskTypeBody = z.infer<typeof updateTaskTypeBody>;

export const taskTypeParams = z.object({ id: zId });
