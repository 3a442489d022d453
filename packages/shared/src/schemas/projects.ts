import { z } from "zod";
import { MESSAGES } from "../messages";
import { zDepartmentId } from "./departments";
import { pagingFields, zHtml, zId, zOptionalDate, zTitle } from "./primitives";

export const projectStatusWords = ["current", "incomplete", "complete", "pending", "archived", "all"] as const;

export const projectMember = z.object({
  user_id: zId,
  role_id: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "Role must be 1, 2 or 3." })),
});

export const createProjectBody = z.object({
  title: zTitle(MESSAGES.projectTitleRequired),
  description: zHtml().optional(),
  status: z.enum(["current", "incomplete", "complete", "pending", "archived"]).optional(),
  budget: z.coerce.number().min(0).max(1e12).nullable().optional(),
  pay_rate: z.coerce.number().min(0).max(1e9).nullable().optional(),
  est_completion_date: zOptionalDate,
  color_code: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "Must be a colour like #00c2e0.")
    .nullable()
    .optional(),
  assignees: z.array(projectMember).max(1000).optional(),
  /** Only when the ERP integration is on (0 = none). */
  department_id: zDepartmentId.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const updateProjectBody = createProjectBody
  .partial()
  .extend({ title: zTitle(MESSAGES.projectTitleRequired).optional() });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

export const listProjectsQuery = z.object({
  status: z.enum(projectStatusWords).optional(),
  ...pagingFields,
  with: z.string().max(200).optional(),
  query: z.string().trim().max(200).optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

export const projectIdParams = z.object({ project_id: zId });
