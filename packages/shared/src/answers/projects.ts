import { z } from "zod";
import { apiDateAnswer, itemAnswer, listAnswer, pageAnswer, writtenAnswer } from "./common";
import { memberAnswer } from "./users";

/** The project's capability flags for the reader (all true for its managers). */
export const capabilityFlagsAnswer = z.record(z.string(), z.boolean());

/** What a project's `meta` may carry: its counts (on lists and the overview) and the reader's rights. */
export const projectMetaAnswer = z
  .object({
    total_task_lists: z.number().int(),
    total_tasks: z.number().int(),
    total_complete_tasks: z.number().int(),
    total_incomplete_tasks: z.number().int(),
    total_discussion_boards: z.number().int(),
    total_milestones: z.number().int(),
    total_files: z.number().int(),
    total_users: z.number().int(),
    role_id: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    /** Project settings (capabilities, labels, integrations): global managers and its managers. */
    can_manage_settings: z.boolean(),
    /** Global managers may copy a project (pm-pro/v2/duplicate/project). */
    can_duplicate: z.boolean(),
    capabilities: capabilityFlagsAnswer,
    /** The single project: its department, for the project form's select (0 = none). */
    department_id: z.number().int(),
  })
  .partial();

/** A project as it leaves the server (server/src/modules/projects/present.ts). */
export const projectAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(["current", "complete", "pending", "archived"]),
  budget: z.number().nullable(),
  pay_rate: z.number().nullable(),
  est_completion_date: apiDateAnswer.nullable(),
  color_code: z.string().nullable(),
  order: z.number().int(),
  inbox_list_id: z.number().int().nullable(),
  created_by: z.number().int(),
  created_at: apiDateAnswer.nullable(),
  updated_at: apiDateAnswer.nullable(),
  completed_at: apiDateAnswer.nullable(),
  /** With its members, where the call reads them. */
  assignees: listAnswer(memberAnswer).optional(),
  meta: projectMetaAnswer,
});
export type Project = z.infer<typeof projectAnswer>;

/** A project as another item names it. */
export const projectRefAnswer = z.object({ id: z.number().int(), title: z.string() });

export const projectsPageAnswer = pageAnswer(projectAnswer);
export const projectItemAnswer = itemAnswer(projectAnswer);
export const projectWrittenAnswer = writtenAnswer(projectAnswer);
export const projectDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
