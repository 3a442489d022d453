import { MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { invalidField, notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { milestones } from "../../db/schema";

export type MilestoneRow = typeof milestones.$inferSelect;

export const visibleMilestoneSql = (access: ProjectAccess) =>
  visibleSql(access, "milestone", { isPrivate: milestones.isPrivate, createdBy: milestones.createdBy });

async function findVisible(db: Executor, access: ProjectAccess, id: number) {
  const [row] = await db
    .select()
    .from(milestones)
    .where(and(eq(milestones.id, id), eq(milestones.projectId, access.project.id), visibleMilestoneSql(access)))
    .limit(1);
  return row;
}

/** A milestone of this project that the caller may see; anything else is 404 (private ones are not revealed). */
export async function loadVisibleMilestone(db: Executor, access: ProjectAccess, id: number): Promise<MilestoneRow> {
  const row = await findVisible(db, access, id);
  if (!row) throw notFound(MESSAGES.milestoneNotFound);
  return row;
}

/** A milestone named in a body (e.g. a discussion's `milestone`): it must be one of this project's. */
export async function assertLinkableMilestone(db: Executor, access: ProjectAccess, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await findVisible(db, access, id))) throw invalidField("milestone", MESSAGES.milestoneNotInProject);
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    milestone: MilestoneRow;
  }
}

/** The milestone a route's `:milestone_id` names, for the route-access hook. */
export const milestoneLoader: ItemLoader<MilestoneRow> = {
  param: "milestone_id",
  load: loadVisibleMilestone,
  owner: (milestone) => milestone,
};
