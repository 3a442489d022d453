import type { CreateLabelBody, UpdateLabelBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { type ActivityInput, recordActivity } from "../../core/activity/record";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { labels } from "../../db/schema";
import type { LabelRow } from "./load";

const activityOf = (access: ProjectAccess, label: LabelRow, verb: "create" | "update" | "delete") =>
  ({
    actorId: access.userId,
    action: `${verb}_label`,
    actionType: verb,
    resourceType: "label",
    resourceId: label.id,
    projectId: label.projectId,
    meta: { title: label.title, color: label.color },
  }) satisfies ActivityInput;

/** Labels are part of the project's settings: its managers (and global managers) keep them (the routes' rule). */
export async function createLabel(db: Db, access: ProjectAccess, body: CreateLabelBody) {
  return db.transaction(async (tx) => {
    const [label] = await tx
      .insert(labels)
      .values({
        projectId: access.project.id,
        title: body.title,
        description: body.description ?? "",
        color: body.color,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    const activity = await recordActivity(tx, activityOf(access, label, "create"));
    return { label, activity };
  });
}

export async function updateLabel(db: Db, access: ProjectAccess, old: LabelRow, body: UpdateLabelBody) {
  const set = {
    title: body.title ?? old.title,
    description: body.description ?? old.description,
    color: body.color ?? old.color,
  };
  if (set.title === old.title && set.description === old.description && set.color === old.color) {
    return { label: old, activity: undefined };
  }
  return db.transaction(async (tx) => {
    const [label] = await tx
      .update(labels)
      .set({ ...set, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(labels.id, old.id))
      .returning();
    const activity = await recordActivity(tx, activityOf(access, label, "update"));
    return { label, activity };
  });
}

/** Deleting a label takes it off every task (task_labels cascade). */
export async function deleteLabel(db: Db, access: ProjectAccess, label: LabelRow) {
  return db.transaction(async (tx) => {
    await tx.delete(labels).where(eq(labels.id, label.id));
    return recordActivity(tx, activityOf(access, label, "delete"));
  });
}
