import { z } from "zod";
import { SPRINT_STATUSES } from "../schemas/sprints";
import { apiDateAnswer, itemAnswer, listAnswer, paginationMetaAnswer, wrapped, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";
import { taskAnswer, taskMetaAnswer } from "./tasks";
import { userAnswer } from "./users";

/**
 * A task as a sprint lists it (server/src/modules/sprints/present.ts presentSprintTasks): the single task's
 * shape with its project and list, and whether the reader may take it out of the sprint.
 */
export const sprintTaskAnswer = taskAnswer.extend({
  project: wrapped(projectRefAnswer),
  task_list: taskAnswer.shape.task_list.unwrap(),
  meta: taskMetaAnswer.extend({ can_remove_from_sprint: z.boolean() }),
});
export type SprintTask = z.infer<typeof sprintTaskAnswer>;

/** A sprint (server/src/modules/sprints/present.ts): its fields, what `?with=` asked for, the reader's rights. */
export const sprintAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  goal: z.string(),
  start_at: apiDateAnswer,
  due_date: apiDateAnswer,
  status: z.enum(SPRINT_STATUSES),
  completed_at: apiDateAnswer.nullable(),
  created_by: z.number().int(),
  created_at: apiDateAnswer,
  updated_at: apiDateAnswer,
  meta: z.object({
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_complete: z.boolean(),
    can_add_tasks: z.boolean(),
    /** Over the tasks the reader sees. */
    total_tasks: z.number().int(),
    complete_tasks: z.number().int(),
    /** With its tasks only: estimated minutes in all and done. */
    total_estimation: z.number().int().optional(),
    complete_estimation: z.number().int().optional(),
  }),
  /** `?with=creator`. */
  creator: wrapped(userAnswer.nullable()).optional(),
  /** `?with=projects`: the projects it draws from that the reader sees (`project_id` is the spec's). */
  projects: listAnswer(projectRefAnswer.extend({ project_id: z.number().int() })).optional(),
  /** `?with=tasks`. */
  tasks: listAnswer(sprintTaskAnswer).optional(),
});
export type Sprint = z.infer<typeof sprintAnswer>;

/** A page of sprints: the spec's Sprint list carries `found_rows` beside the paging. */
export const sprintsPageAnswer = z.object({
  data: z.array(sprintAnswer),
  meta: z.object({ pagination: paginationMetaAnswer.shape.pagination.extend({ found_rows: z.number().int() }) }),
});
export const sprintItemAnswer = itemAnswer(sprintAnswer);
export const sprintWrittenAnswer = writtenAnswer(sprintAnswer);
export const sprintDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
export const sprintTaskRemovedAnswer = writtenAnswer(z.object({ id: z.number().int(), sprint_id: z.number().int() }));
/** A completed sprint, with how many unfinished tasks moved and where (null: they stayed). */
export const sprintCompletedAnswer = writtenAnswer(
  sprintAnswer.extend({ moved_tasks: z.number().int(), moved_to_sprint_id: z.number().int().nullable() }),
);
