import { z } from "zod";
import { MESSAGES } from "../messages";
import { pagingFields, zBool, zHtml, zInt, zOptionalDate, zTitle } from "./primitives";

/** Milestone status codes; the original's words are accepted too. */
export const MILESTONE_STATUS = { incomplete: 0, complete: 1 } as const;

export const zMilestoneStatus = z.preprocess(
  (v) => (typeof v === "string" && v in MILESTONE_STATUS ? MILESTONE_STATUS[v as keyof typeof MILESTONE_STATUS] : v),
  z.coerce
    .number({ error: "Status must be 0, 1, incomplete or complete." })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: "Status must be 0, 1, incomplete or complete." })),
);

export const createMilestoneBody = z.object({
  title: zTitle(MESSAGES.milestoneTitleRequired),
  description: zHtml().optional(),
  achieve_date: zOptionalDate,
  status: zMilestoneStatus.optional(),
  order: zInt(0, 1_000_000_000).optional(),
  privacy: zBool.optional(),
});
export type CreateMilestoneBody = z.infer<typeof createMilestoneBody>;

export const updateMilestoneBody = createMilestoneBody
  .partial()
  .extend({ title: zTitle(MESSAGES.milestoneTitleRequired).optional() });
export type UpdateMilestoneBody = z.infer<typeof updateMilestoneBody>;

export const milestoneGroups = ["upcoming", "late", "completed", "all"] as const;
export type MilestoneGroup = (typeof milestoneGroups)[number];

export const listMilestonesQuery = z.object({
  status: z.enum(milestoneGroups, { error: "Status must be upcoming, late, completed or all." }).optional(),
  ...pagingFields,
  with: z.string().max(200).optional(),
});

export const milestoneItemQuery = z.object({ with: z.string().max(200).optional() });
