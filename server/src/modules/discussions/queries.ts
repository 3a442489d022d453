import { and, count, desc, eq, inArray, max } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { comments, discussionBoards, users } from "../../db/schema";
import type { AttachmentRow } from "../attachments/present";
import { filesOf } from "../attachments/store";
import { type DiscussionRow, visibleDiscussionSql } from "./load";

export type Creator = { id: number; email: string; displayName: string };
export type DiscussionExtras = {
  creator?: Creator;
  files: AttachmentRow[];
  totalComments: number;
  totalFiles: number;
  lastCommentAt: Date | null;
};

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };

/** A page of the project's discussions the caller may see, newest first, each with its creator. */
export async function listDiscussions(db: Executor, access: ProjectAccess, p: Paging) {
  const where = and(eq(discussionBoards.projectId, access.project.id), visibleDiscussionSql(access));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ discussion: discussionBoards, creator: creatorColumns })
      .from(discussionBoards)
      .leftJoin(users, eq(users.id, discussionBoards.createdBy))
      .where(where)
      .orderBy(desc(discussionBoards.createdAt), desc(discussionBoards.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(discussionBoards).where(where),
  ]);
  return { rows, total };
}

/** Comment counts, last comment times and attachments of several discussions: two queries. */
export async function extrasOf(
  db: Executor,
  rows: { discussion: DiscussionRow; creator: Creator | null }[],
): Promise<(id: number) => DiscussionExtras> {
  const ids = rows.map((r) => r.discussion.id);
  const [commentRows, attached] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: comments.commentableId, n: count(), last: max(comments.createdAt) })
          .from(comments)
          .where(and(eq(comments.commentableType, "discussion_board"), inArray(comments.commentableId, ids)))
          .groupBy(comments.commentableId),
    filesOf(db, "discussion_board", ids),
  ]);
  const commentsBy = new Map(commentRows.map((c) => [c.id, c]));
  const creators = new Map(rows.map((r) => [r.discussion.id, r.creator ?? undefined]));
  return (id) => ({
    creator: creators.get(id),
    files: attached.get(id) ?? [],
    totalComments: commentsBy.get(id)?.n ?? 0,
    totalFiles: attached.get(id)?.length ?? 0,
    lastCommentAt: commentsBy.get(id)?.last ?? null,
  });
}

/** One discussion with its creator, for presenting after a read or write. */
export async function withCreator(db: Executor, discussion: DiscussionRow) {
  const [creator] = await db.select(creatorColumns).from(users).where(eq(users.id, discussion.createdBy)).limit(1);
  return { discussion, creator: creator ?? null };
}
