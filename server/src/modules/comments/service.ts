import { type CreateCommentBody, MESSAGES, type UpdateCommentBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { changeWithActivity } from "../../core/activity/change-with-activity";
import { type ActivityInput, recordActivity } from "../../core/activity/record";
import { invalidField } from "../../core/http/errors";
import type { Upload } from "../../core/http/multipart";
import { isBlankRichText, mentionedUserIds, sanitizeRichText } from "../../core/http/sanitize";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { comments } from "../../db/schema";
import { purgeItems } from "../attachments/cascade";
import { attachUploads, detachFiles } from "../attachments/store";
import type { Target } from "../attachments/target";
import { type CommentRow, onlyMembers } from "./queries";

/** Sanitized content; blank after cleaning (e.g. "<p> </p>") is refused as missing. */
function cleanContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankRichText(content)) throw invalidField("content", MESSAGES.commentRequired);
  return content;
}

/** Mentions come from the content, people to notify from the body; both only among the project's members. */
async function people(db: Executor, projectId: number, content: string, notify: readonly number[]) {
  const mentioned = mentionedUserIds(content);
  const members = await onlyMembers(db, projectId, [...mentioned, ...notify]);
  return {
    mentionedUsers: mentioned.filter((id) => members.has(id)),
    notifyUsers: [...new Set(notify)].filter((id) => members.has(id)),
  };
}

/**
 * Comment activities are stored on the comment, with the item they are about in meta, so feeds show
 * them with the item's privacy and a privacy change of the item reaches them (setActivityPrivacy).
 */
function activityOf(
  access: ProjectAccess,
  verb: "create" | "update" | "delete",
  target: Target,
  c: Pick<CommentRow, "id" | "commentableType" | "commentableId" | "projectId">,
) {
  const reply = c.commentableType === "comment";
  return {
    actorId: access.userId,
    action: `${verb}_${reply ? "reply_" : ""}comment_on_${target.type}`,
    actionType: verb,
    resourceType: "comment",
    resourceId: c.id,
    projectId: c.projectId,
    meta: {
      comment_id: c.id,
      commentable_type: target.type,
      commentable_id: target.id,
      commentable_title: target.title,
      ...(reply ? { reply_to: c.commentableId } : {}),
    },
    privateKinds: target.privateKinds,
    ownerId: target.createdBy,
  } satisfies ActivityInput;
}

/** Any member who can see the item may comment on it (the caller loaded `target` with that check). */
export async function createComment(
  db: Db,
  access: ProjectAccess,
  target: Target,
  body: CreateCommentBody,
  uploads: Upload[],
) {
  const content = cleanContent(body.content);
  const who = await people(db, access.project.id, content, body.notify_users ?? []);
  const values = {
    projectId: access.project.id,
    commentableType: body.commentable_type,
    commentableId: body.commentable_id,
    content,
    ...who,
    createdBy: access.userId,
    updatedBy: access.userId,
  };
  if (uploads.length === 0) {
    // The usual comment, without files: it and its activity in one statement, no BEGIN/COMMIT round trips.
    const draft = { ...values, id: 0 };
    const insert = db.insert(comments).values(values).returning().getSQL();
    const done = await changeWithActivity(db, comments, insert, activityOf(access, "create", target, draft), {
      idInMeta: "comment_id",
    });
    if (!done) throw new Error("the comment insert returned no row");
    return { comment: done.row, files: [], activity: done.activity, removed: [] as string[] };
  }
  return db.transaction(async (tx) => {
    const [comment] = await tx.insert(comments).values(values).returning();
    const files = await attachUploads(tx, {
      projectId: comment.projectId,
      fileableType: "comment",
      fileableId: comment.id,
      uploads,
      userId: access.userId,
      isPrivate: target.privateKinds.length > 0,
    });
    const activity = await recordActivity(tx, activityOf(access, "create", target, comment));
    return { comment, files, activity, removed: [] as string[] };
  });
}

/**
 * Edits content, people to notify, attachments added and removed. Who may (the author or a manager) is the
 * route's rule, judged before.
 */
export async function updateComment(
  db: Db,
  access: ProjectAccess,
  target: Target,
  old: CommentRow,
  body: UpdateCommentBody,
  uploads: Upload[],
) {
  const content = body.content === undefined ? old.content : cleanContent(body.content);
  return db.transaction(async (tx) => {
    const who = await people(tx, old.projectId, content, body.notify_users ?? old.notifyUsers);
    const [comment] = await tx
      .update(comments)
      .set({ content, ...who, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(comments.id, old.id))
      .returning();
    const removed = await detachFiles(tx, body.files_to_delete ?? [], "comment", comment.id);
    await attachUploads(tx, {
      projectId: comment.projectId,
      fileableType: "comment",
      fileableId: comment.id,
      uploads,
      userId: access.userId,
      isPrivate: target.privateKinds.length > 0,
    });
    const activity = await recordActivity(tx, activityOf(access, "update", target, comment));
    return { comment, activity, removed };
  });
}

/** Deletes the comment with its replies and attachments. */
export async function deleteComment(db: Db, access: ProjectAccess, target: Target, c: CommentRow) {
  return db.transaction(async (tx) => {
    const removed = await purgeItems(tx, c.projectId, "comment", [c.id]);
    const activity = await recordActivity(tx, activityOf(access, "delete", target, c));
    return { activity, removed };
  });
}
