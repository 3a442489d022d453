import { z } from "zod";
import { fillMessage } from "../messages-kanboard";
import { SPRINT_MESSAGES as M } from "../messages-sprints";
import { pagingFields, zDate, zId, zIdList, zTitle } from "./primitives";

/** Limits of a sprint (issue 20): its title, its goal (plain text), the projects it draws from, tasks per add. */
export const SPRINT_TITLE_MAX = 255;
export const SPRINT_GOAL_MAX = 5000;
export const SPRINT_MAX_PROJECTS = 50;
export const SPRINT_MAX_TASKS_PER_ADD = 500;
/** Sprints a page of the list holds unless asked otherwise. */
export const SPRINTS_PER_PAGE = 10;

export const SPRINT_STATUSES = ["active", "completed"] as const;
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

const zGoal = z
  .string({ error: "Must be text." })
  .trim()
  .max(SPRINT_GOAL_MAX, `Must be at most ${SPRINT_GOAL_MAX} characters.`);

const zProjectIds = zIdList
  .refine((ids) => ids.length > 0, M.projectsRequired)
  .refine(
    (ids) => new Set(ids).size <= SPRINT_MAX_PROJECTS,
    fillMessage(M.tooManyProjects, { max: SPRINT_MAX_PROJECTS }),
  )
  .transform((ids) => [...new Set(ids)]);

/** A missing date says which one; a malformed one says how to write it (zDate's own message). */
const requiredDate = (message: string) =>
  z
    .preprocess((v) => (v === "" || v === null ? undefined : v), zDate.optional())
    .refine((v) => v !== undefined, message)
    .transform((v) => v as string);

export const createSprintBody = z.object({
  title: zTitle(M.titleRequired, SPRINT_TITLE_MAX),
  goal: zGoal.optional().default(""),
  start_at: requiredDate(M.startRequired),
  due_date: requiredDate(M.dueRequired),
  project_ids: zProjectIds,
});
export type CreateSprintBody = z.infer<typeof createSprintBody>;

/** Any of the same; the projects, when given, replace the sprint's (tasks of projects dropped leave it). */
export const updateSprintBody = z.object({
  title: zTitle(M.titleRequired, SPRINT_TITLE_MAX).optional(),
  goal: zGoal.optional(),
  start_at: zDate.optional(),
  due_date: zDate.optional(),
  project_ids: zProjectIds.optional(),
});
export type UpdateSprintBody = z.infer<typeof updateSprintBody>;

export const sprintListQuery = z.object({
  ...pagingFields,
  status: z.enum(SPRINT_STATUSES, { error: M.statusInvalid }).default("active"),
  with: z.string().max(200).optional(),
});
export type SprintListQuery = z.infer<typeof sprintListQuery>;

export const sprintQuery = z.object({ with: z.string().max(200).optional() });

export const sprintParams = z.object({ id: zId });
export const sprintTaskParams = z.object({ id: zId, task_id: zId });

export const addSprintTasksBody = z.object({
  task_ids: zIdList
    .refine((ids) => ids.length > 0, M.tasksRequired)
    .refine((ids) => ids.length <= SPRINT_MAX_TASKS_PER_ADD, `At most ${SPRINT_MAX_TASKS_PER_ADD} tasks at once.`)
    .transform((ids) => [...new Set(ids)]),
});
export type AddSprintTasksBody = z.infer<typeof addSprintTasksBody>;

/** Completing: the unfinished tasks may move to another active sprint; otherwise they stay on this one's record. */
/** A call without a body (a script's bare POST) completes without moving anything. */
export const completeSprintBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    move_to_sprint_id: z.preprocess((v) => (v === "" || v === 0 || v === "0" ? undefined : v), zId.optional()),
  }),
);
export type CompleteSprintBody = z.infer<typeof completeSprintBody>;
