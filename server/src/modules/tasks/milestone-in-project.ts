import { MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { milestones } from "../../db/schema";

/**
 * A list or task may only point at a milestone of its own project that the caller can see;
 * anything else is a bad field (400), so another project's ids reveal nothing.
 */
export async function assertMilestoneInProject(
  db: Executor,
  access: ProjectAccess,
  milestoneId: number | null | undefined,
): Promise<void> {
  if (milestoneId === null || milestoneId === undefined) return;
  const [row] = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(
        eq(milestones.id, milestoneId),
        eq(milestones.projectId, access.project.id),
        visibleSql(access, "milestone", { isPrivate: milestones.isPrivate, createdBy: milestones.createdBy }),
      ),
    )
    .limit(1);
  if (!row) throw invalidField("milestone", MESSAGES.milestoneNotInProject);
}
