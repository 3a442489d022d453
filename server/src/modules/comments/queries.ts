import { MESSAGES } from "@cairn/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import { comments, projectMembers, users } from "../../db/schema";
import type { AttachmentRow } from "../attachments/present";
import { filesOf } from "../attachments/store";

export type CommentRow = typeof comments.$inferSelect;
export type Creator = { id: number; email: string; displayName: string };
export type CommentWithCreator = { comment: CommentRow; creator: Creator | null };

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };

/** One comment of this project, with its creator; 404 otherwise. Whether its item is visible is checked apart. */
export async function loadComment(db: Executor, projectId: number, id: number): Promise<CommentWithCreator> {
  const [row] = await db
    .select({ comment: comments, creator: creatorColumns })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.createdBy))
    .where(and(eq(comments.id, id), eq(comments.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.commentNotFound);
  return row;
}

/** A page of the comments on one item, oldest first, with creators and attachments: three queries. */
export async function listComments(db: Executor, projectId: number, type: string, id: number, p: Paging) {
  const where = and(
    eq(comments.projectId, projectId),
    eq(comments.commentableType, type),
    eq(comments.commentableId, id),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ comment: comments, creator: creatorColumns })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.createdBy))
      .where(where)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  const attached = await filesOf(
    db,
    "comment",
    rows.map((r) => r.comment.id),
  );
  return { rows, total, files: attached };
}

export async function filesOfComment(db: Executor, id: number): Promise<AttachmentRow[]> {
  return (await filesOf(db, "comment", [id])).get(id) ?? [];
}

/** Keeps only the ids of the project's members (mentions and people to notify). */
export async function onlyMembers(db: Executor, projectId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}
