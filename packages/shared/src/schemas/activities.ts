import { z } from "zod";
import { pagingFields, zDate, zId } from "./primitives";

/** `?orderby=created_at|ASC` gives oldest first; anything else, newest first. */
export const activityOrder = z
  .string()
  .max(50)
  .optional()
  .transform((v): "asc" | "desc" => (v && /\|\s*asc\s*$/i.test(v) ? "asc" : "desc"));

export const listActivitiesQuery = z.object({
  project_id: zId.optional(),
  user_id: zId.optional(),
  /** First day (inclusive), YYYY-MM-DD. */
  updated_at_start: zDate.optional(),
  /** Last day (inclusive), YYYY-MM-DD. */
  updated_at: zDate.optional(),
  ...pagingFields,
  orderby: activityOrder,
});
export type ListActivitiesQuery = z.infer<typeof listActivitiesQuery>;

export const projectActivitiesQuery = listActivitiesQuery.omit({ project_id: true });

/** The managers' progress feed: every project, newest first, 20 a page (spec 001 "Progress"). */
export const progressQuery = z.object({ ...pagingFields });
