import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { comments, fileRevisions, users } from "../../db/schema";
import type { AttachmentRow } from "../attachments/present";
import { filesOf } from "../attachments/store";
import type { CommentWithCreator } from "../comments/queries";
import { type AttachedTo, attachedToOf } from "./attached-to";

export type Creator = { id: number; email: string; displayName: string };
export type RevisionRow = typeof fileRevisions.$inferSelect & { creator: Creator | null };

/** What a file item shows beside its own row; `revisions` and `comments` only when asked for. */
export type ItemExtras = {
  commentCount: number;
  files: AttachmentRow[];
  attachedTo: AttachedTo | null;
  revisions?: RevisionRow[];
  comments?: { row: CommentWithCreator; files: AttachmentRow[] }[];
};

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };

/** The revisions of several items, newest first, with their authors: one query. */
async function revisionsOf(db: Executor, ids: number[]): Promise<Map<number, RevisionRow[]>> {
  const result = new Map<number, RevisionRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ revision: fileRevisions, creator: creatorColumns })
    .from(fileRevisions)
    .leftJoin(users, eq(users.id, fileRevisions.createdBy))
    .where(inArray(fileRevisions.fileId, ids))
    .orderBy(desc(fileRevisions.id));
  for (const r of rows) result.get(r.revision.fileId)?.push({ ...r.revision, creator: r.creator });
  return result;
}

/** The comments on several items, oldest first, with creators and attachments: two queries. */
async function commentsOn(db: Executor, projectId: number, ids: number[]) {
  const result = new Map<number, { row: CommentWithCreator; files: AttachmentRow[] }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ comment: comments, creator: creatorColumns })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.createdBy))
    .where(
      and(
        eq(comments.projectId, projectId),
        eq(comments.commentableType, "file"),
        inArray(comments.commentableId, ids),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const attached = await filesOf(
    db,
    "comment",
    rows.map((r) => r.comment.id),
  );
  for (const row of rows) {
    result.get(row.comment.commentableId)?.push({ row, files: attached.get(row.comment.id) ?? [] });
  }
  return result;
}

/** What a page's statement already read for each item (files-area/queries.ts, listFolderItems). */
export type KnownExtras = { commentCount: number; attachments: AttachmentRow[] };

/**
 * Everything the presented items need, in a fixed number of queries for the whole page; what `known`
 * holds (a folder's page reads counts and attachments with its rows) is not read again.
 */
export async function extrasOf(
  db: Executor,
  access: ProjectAccess,
  rows: readonly { id: number; fileableType: string; fileableId: number }[],
  want: ReadonlySet<string>,
  known?: ReadonlyMap<number, KnownExtras>,
): Promise<(id: number) => ItemExtras> {
  const ids = rows.map((r) => r.id);
  const entryIds = rows.filter((r) => r.fileableType === "project").map((r) => r.id);
  const [counts, attachments, attachedTo, revisions, thread] = await Promise.all([
    ids.length === 0 || known
      ? []
      : db
          .select({ id: comments.commentableId, n: count() })
          .from(comments)
          .where(
            and(
              eq(comments.projectId, access.project.id),
              eq(comments.commentableType, "file"),
              inArray(comments.commentableId, ids),
            ),
          )
          .groupBy(comments.commentableId),
    known ? undefined : filesOf(db, "file", entryIds),
    attachedToOf(db, access, rows),
    want.has("revisions") ? revisionsOf(db, entryIds) : undefined,
    want.has("comments") ? commentsOn(db, access.project.id, ids) : undefined,
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return (id) => ({
    commentCount: known?.get(id)?.commentCount ?? countOf.get(id) ?? 0,
    files: known?.get(id)?.attachments ?? attachments?.get(id) ?? [],
    attachedTo: attachedTo.get(id) ?? null,
    ...(revisions ? { revisions: revisions.get(id) ?? [] } : {}),
    ...(thread ? { comments: thread.get(id) ?? [] } : {}),
  });
}
