import { COMMENTS_PAGE_SIZE } from "@cairn/shared";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { blobs, comments, fileRevisions, users } from "../../db/schema";
import type { AttachmentRow } from "../attachments/present";
import { filesOf } from "../attachments/store";
import { newestComments, type ThreadPage } from "../comments/queries";
import { type AttachedTo, attachedToOf } from "./attached-to";

export type Creator = { id: number; email: string; displayName: string };
/** A revision with its author and, for an uploaded file's, the facts of the bytes it holds. */
export type RevisionRow = typeof fileRevisions.$inferSelect & {
  creator: Creator | null;
  bytes: { mimeType: string; size: number } | null;
};

/** What a file item shows beside its own row; `revisions` and `comments` only when asked for. */
export type ItemExtras = {
  commentCount: number;
  files: AttachmentRow[];
  attachedTo: AttachedTo | null;
  revisions?: RevisionRow[];
  /** The newest comments (COMMENTS_PAGE_SIZE), oldest first; `commentCount` is the thread's total. */
  comments?: ThreadPage;
};

const creatorColumns = { id: users.id, email: users.email, displayName: users.displayName };

/** The revisions of several items, newest first, with their authors: one query. */
async function revisionsOf(db: Executor, ids: number[]): Promise<Map<number, RevisionRow[]>> {
  const result = new Map<number, RevisionRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ revision: fileRevisions, creator: creatorColumns, bytes: { mimeType: blobs.mimeType, size: blobs.size } })
    .from(fileRevisions)
    .leftJoin(users, eq(users.id, fileRevisions.createdBy))
    .leftJoin(blobs, eq(blobs.id, fileRevisions.blobId))
    .where(inArray(fileRevisions.fileId, ids))
    .orderBy(desc(fileRevisions.id));
  for (const r of rows) result.get(r.revision.fileId)?.push({ ...r.revision, creator: r.creator, bytes: r.bytes });
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
    want.has("comments")
      ? newestComments(db, access.project.id, "file", ids, { perPage: COMMENTS_PAGE_SIZE })
      : undefined,
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return (id) => ({
    commentCount: known?.get(id)?.commentCount ?? countOf.get(id) ?? 0,
    files: known?.get(id)?.attachments ?? attachments?.get(id) ?? [],
    attachedTo: attachedTo.get(id) ?? null,
    ...(revisions ? { revisions: revisions.get(id) ?? [] } : {}),
    ...(thread ? { comments: thread.get(id) } : {}),
  });
}
