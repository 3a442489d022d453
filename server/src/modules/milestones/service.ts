import type { CreateMilestoneBody, UpdateMilestoneBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { type ActivityInput, recordActivities, recordActivity, setActivityPrivacy } from "../../core/activity/record";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy, privateKindsOf } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { milestones } from "../../db/schema";
import { purgeItems } from "../attachments/cascade";
import { syncAttachmentPrivacy } from "../attachments/store";
import type { MilestoneRow } from "./load";

const kindsOf = (m: Pick<MilestoneRow, "isPrivate">) => privateKindsOf({ kind: "milestone", isPrivate: m.isPrivate });

/** The activity row every milestone write shares: the title for the sentence, privacy for the feed. */
const activityOf = (access: ProjectAccess, m: MilestoneRow, action: string, extra: Record<string, unknown> = {}) =>
  ({
    actorId: access.userId,
    action,
    actionType: action.startsWith("create") ? "create" : action.startsWith("delete") ? "delete" : "update",
    resourceType: "milestone",
    resourceId: m.id,
    projectId: m.projectId,
    meta: { milestone_title: m.title, ...extra },
    privateKinds: kindsOf(m),
    ownerId: m.createdBy,
  }) satisfies ActivityInput;

export async function createMilestone(db: Db, access: ProjectAccess, body: CreateMilestoneBody) {
  authorize(policy.create(access, "milestone"));
  if (body.privacy) authorize(policy.setPrivacy(access, "milestone"));
  const status = body.status ?? 0;
  return db.transaction(async (tx) => {
    const [milestone] = await tx
      .insert(milestones)
      .values({
        projectId: access.project.id,
        title: body.title,
        description: sanitizeRichText(body.description ?? ""),
        achieveDate: body.achieve_date ?? null,
        status,
        order: body.order ?? 0,
        isPrivate: body.privacy ?? false,
        completedAt: status === 1 ? new Date() : null,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    const activity = await recordActivity(tx, activityOf(access, milestone, "create_milestone"));
    return { milestone, activity };
  });
}

export async function updateMilestone(db: Db, access: ProjectAccess, old: MilestoneRow, body: UpdateMilestoneBody) {
  authorize(policy.edit(access, old));
  const wanted = {
    title: body.title,
    description: body.description === undefined ? undefined : sanitizeRichText(body.description),
    achieveDate: body.achieve_date,
    status: body.status,
    order: body.order,
    isPrivate: body.privacy,
  };
  const changes: Partial<typeof milestones.$inferInsert> = {};
  const fields: [string, unknown, unknown][] = [];
  const names = { achieveDate: "achieve_date", isPrivate: "privacy" } as Record<string, string>;
  for (const [column, value] of Object.entries(wanted) as [keyof typeof wanted, unknown][]) {
    if (value === undefined || value === old[column]) continue;
    (changes as Record<string, unknown>)[column] = value;
    fields.push([names[column] ?? column, old[column], value]);
  }
  if (changes.isPrivate !== undefined) authorize(policy.setPrivacy(access, "milestone"));
  if (changes.status !== undefined) changes.completedAt = changes.status === 1 ? new Date() : null;
  if (fields.length === 0) return { milestone: old, activity: undefined };
  return db.transaction(async (tx) => {
    const [milestone] = await tx
      .update(milestones)
      .set({ ...changes, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(milestones.id, old.id))
      .returning();
    if (changes.isPrivate !== undefined) {
      await setActivityPrivacy(tx, "milestone", [milestone.id], kindsOf(milestone));
      await syncAttachmentPrivacy(tx, "milestone", milestone.id, milestone.isPrivate);
    }
    const logs = fields.map(([field, before, after]) =>
      activityOf(
        access,
        milestone,
        `update_milestone_${field}`,
        field === "description" ? { field } : { field, old: before, new: after },
      ),
    );
    const written = await recordActivities(tx, logs);
    return { milestone, activity: written.at(-1) };
  });
}

/** Deletes the milestone with its comments and attachments; linked lists and tasks stay, unlinked. */
export async function deleteMilestone(db: Db, access: ProjectAccess, m: MilestoneRow) {
  authorize(policy.remove(access, m));
  return db.transaction(async (tx) => {
    const removed = await purgeItems(tx, m.projectId, "milestone", [m.id]);
    await tx.delete(milestones).where(eq(milestones.id, m.id));
    const activity = await recordActivity(tx, activityOf(access, m, "delete_milestone"));
    return { activity, removed };
  });
}
