import type { CreateDiscussionBody, UpdateDiscussionBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { type ActivityInput, recordActivities, recordActivity, setActivityPrivacy } from "../../core/activity/record";
import type { Upload } from "../../core/http/multipart";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy, privateKindsOf } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { discussionBoards } from "../../db/schema";
import { purgeItems } from "../attachments/cascade";
import { attachUploads, detachFiles, syncAttachmentPrivacy } from "../attachments/store";
import { assertLinkableMilestone } from "../milestones/load";
import type { DiscussionRow } from "./load";

const kindsOf = (d: Pick<DiscussionRow, "isPrivate">) => privateKindsOf({ kind: "message", isPrivate: d.isPrivate });

const activityOf = (access: ProjectAccess, d: DiscussionRow, action: string, extra: Record<string, unknown> = {}) =>
  ({
    actorId: access.userId,
    action,
    actionType: action.startsWith("create") ? "create" : action.startsWith("delete") ? "delete" : "update",
    resourceType: "discussion_board",
    resourceId: d.id,
    projectId: d.projectId,
    meta: { discussion_board_title: d.title, ...extra },
    privateKinds: kindsOf(d),
    ownerId: d.createdBy,
  }) satisfies ActivityInput;

export async function createDiscussion(db: Db, access: ProjectAccess, body: CreateDiscussionBody, uploads: Upload[]) {
  authorize(policy.create(access, "message"));
  if (body.privacy) authorize(policy.setPrivacy(access, "message"));
  return db.transaction(async (tx) => {
    await assertLinkableMilestone(tx, access, body.milestone);
    const [discussion] = await tx
      .insert(discussionBoards)
      .values({
        projectId: access.project.id,
        title: body.title,
        description: sanitizeRichText(body.description ?? ""),
        milestoneId: body.milestone ?? null,
        isPrivate: body.privacy ?? false,
        createdBy: access.userId,
        updatedBy: access.userId,
      })
      .returning();
    await attachUploads(tx, {
      projectId: discussion.projectId,
      fileableType: "discussion_board",
      fileableId: discussion.id,
      uploads,
      userId: access.userId,
      isPrivate: discussion.isPrivate,
    });
    const activity = await recordActivity(tx, activityOf(access, discussion, "create_discussion_board"));
    return { discussion, activity, removed: [] as string[] };
  });
}

/** Field changes as [name on the wire, column, old, new], skipping what stays the same. */
function changesOf(old: DiscussionRow, body: UpdateDiscussionBody) {
  const wanted = {
    title: body.title,
    description: body.description === undefined ? undefined : sanitizeRichText(body.description),
    milestoneId: body.milestone,
    isPrivate: body.privacy,
  };
  const names: Record<string, string> = { milestoneId: "milestone", isPrivate: "privacy" };
  const set: Partial<typeof discussionBoards.$inferInsert> = {};
  const fields: [string, unknown, unknown][] = [];
  for (const [column, value] of Object.entries(wanted) as [keyof typeof wanted, unknown][]) {
    if (value === undefined || value === old[column]) continue;
    (set as Record<string, unknown>)[column] = value;
    fields.push([names[column] ?? column, old[column], value]);
  }
  return { set, fields };
}

export async function updateDiscussion(
  db: Db,
  access: ProjectAccess,
  old: DiscussionRow,
  body: UpdateDiscussionBody,
  uploads: Upload[],
) {
  authorize(policy.edit(access, old));
  const { set, fields } = changesOf(old, body);
  if (set.isPrivate !== undefined) authorize(policy.setPrivacy(access, "message"));
  const toDelete = body.files_to_delete ?? [];
  if (fields.length === 0 && uploads.length === 0 && toDelete.length === 0) {
    return { discussion: old, activity: undefined, removed: [] as string[] };
  }
  return db.transaction(async (tx) => {
    if (set.milestoneId !== undefined) await assertLinkableMilestone(tx, access, set.milestoneId);
    const [discussion] = await tx
      .update(discussionBoards)
      .set({ ...set, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(discussionBoards.id, old.id))
      .returning();
    if (set.isPrivate !== undefined) {
      await setActivityPrivacy(tx, "discussion_board", [discussion.id], kindsOf(discussion));
      await syncAttachmentPrivacy(tx, "discussion_board", discussion.id, discussion.isPrivate);
    }
    const removed = await detachFiles(tx, toDelete, "discussion_board", discussion.id);
    const added = await attachUploads(tx, {
      projectId: discussion.projectId,
      fileableType: "discussion_board",
      fileableId: discussion.id,
      uploads,
      userId: access.userId,
      isPrivate: discussion.isPrivate,
    });
    const logs = fields.map(([field, before, after]) =>
      activityOf(
        access,
        discussion,
        `update_discussion_board_${field}`,
        field === "description" ? { field } : { field, old: before, new: after },
      ),
    );
    if (logs.length === 0) {
      logs.push(activityOf(access, discussion, "update_discussion_board", { files_added: added.map((f) => f.name) }));
    }
    const written = await recordActivities(tx, logs);
    return { discussion, activity: written.at(-1), removed };
  });
}

/** Deletes the discussion with its comments and attachments. */
export async function deleteDiscussion(db: Db, access: ProjectAccess, d: DiscussionRow) {
  authorize(policy.remove(access, d));
  return db.transaction(async (tx) => {
    const removed = await purgeItems(tx, d.projectId, "discussion_board", [d.id]);
    await tx.delete(discussionBoards).where(eq(discussionBoards.id, d.id));
    const activity = await recordActivity(tx, activityOf(access, d, "delete_discussion_board"));
    return { activity, removed };
  });
}
