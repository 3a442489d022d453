import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Upload } from "../../core/http/multipart";
import type { Executor } from "../../db/client";
import { blobs, comments, fileRevisions, files } from "../../db/schema";
import type { AttachmentRow } from "./present";

/** What a file row can be attached to. */
export type FileableType = "task" | "task_list" | "discussion_board" | "milestone" | "comment" | "project" | "file";

const attachmentColumns = {
  id: files.id,
  projectId: files.projectId,
  fileableType: files.fileableType,
  fileableId: files.fileableId,
  name: files.name,
  isPrivate: files.isPrivate,
  createdBy: files.createdBy,
  createdAt: files.createdAt,
  thumbBlobId: files.thumbBlobId,
  mimeType: blobs.mimeType,
  size: blobs.size,
};

/** A blob row for each stored upload and its thumbnail; ids by the upload's storage key. */
export async function insertBlobs(tx: Executor, uploads: readonly Upload[]) {
  const result = new Map<string, { blobId: number; thumbBlobId: number | null; mimeType: string; size: number }>();
  if (uploads.length === 0) return result;
  const values = uploads.flatMap((u) => [
    { storageKey: u.storageKey, size: u.size, mimeType: u.mimeType, sha256: u.sha256 },
    ...(u.thumb
      ? [{ storageKey: u.thumb.storageKey, size: u.thumb.size, mimeType: "image/webp", sha256: u.thumb.sha256 }]
      : []),
  ]);
  const stored = await tx.insert(blobs).values(values).returning({ id: blobs.id, key: blobs.storageKey });
  // Matched by key, not by position: RETURNING promises no order.
  const idOf = new Map(stored.map((b) => [b.key, b.id]));
  for (const u of uploads) {
    result.set(u.storageKey, {
      blobId: idOf.get(u.storageKey) as number,
      thumbBlobId: u.thumb ? (idOf.get(u.thumb.storageKey) ?? null) : null,
      mimeType: u.mimeType,
      size: u.size,
    });
  }
  return result;
}

/** Records the request's stored uploads as attachments of one item: a blob and a file row each. */
export async function attachUploads(
  tx: Executor,
  input: {
    projectId: number;
    fileableType: FileableType;
    fileableId: number;
    uploads: readonly Upload[];
    userId: number;
    isPrivate: boolean;
  },
): Promise<AttachmentRow[]> {
  if (input.uploads.length === 0) return [];
  const blobOf = await insertBlobs(tx, input.uploads);
  const rows = await tx
    .insert(files)
    .values(
      input.uploads.map((u) => ({
        projectId: input.projectId,
        fileableType: input.fileableType,
        fileableId: input.fileableId,
        type: "file",
        name: u.name,
        blobId: blobOf.get(u.storageKey)?.blobId ?? null,
        thumbBlobId: blobOf.get(u.storageKey)?.thumbBlobId ?? null,
        isPrivate: input.isPrivate,
        createdBy: input.userId,
        updatedBy: input.userId,
      })),
    )
    .returning();
  const byBlob = new Map([...blobOf.values()].map((b) => [b.blobId, b]));
  return rows.map((row) => ({
    ...row,
    mimeType: byBlob.get(row.blobId ?? 0)?.mimeType ?? "application/octet-stream",
    size: byBlob.get(row.blobId ?? 0)?.size ?? 0,
  }));
}

/** The blobs (file and thumbnail) that deleted file rows referred to. */
export const blobIdsOf = (rows: readonly { blobId: number | null; thumbBlobId: number | null }[]) =>
  rows.flatMap((r) => [r.blobId, r.thumbBlobId].filter((id): id is number => id !== null));

/**
 * Deletes blobs that no file row and no revision (an uploaded file's earlier version) references any more, as
 * bytes or thumbnail; returns their keys so the bytes go after commit. A blob still referenced (a copy, or a
 * version restored from a revision) keeps its bytes.
 */
export async function dropOrphanBlobs(tx: Executor, blobIds: readonly number[]): Promise<string[]> {
  if (blobIds.length === 0) return [];
  const gone = await tx
    .delete(blobs)
    .where(
      and(
        inArray(blobs.id, [...new Set(blobIds)]),
        notExists(tx.select({ one: sql`1` }).from(files).where(eq(files.blobId, blobs.id))),
        notExists(tx.select({ one: sql`1` }).from(files).where(eq(files.thumbBlobId, blobs.id))),
        notExists(tx.select({ one: sql`1` }).from(fileRevisions).where(eq(fileRevisions.blobId, blobs.id))),
        notExists(tx.select({ one: sql`1` }).from(fileRevisions).where(eq(fileRevisions.thumbBlobId, blobs.id))),
      ),
    )
    .returning({ key: blobs.storageKey });
  return gone.map((g) => g.key);
}

/** Deletes the revisions of the given file items; answers the blobs they held, for dropOrphanBlobs. */
export async function deleteRevisions(tx: Executor, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return tx
    .delete(fileRevisions)
    .where(inArray(fileRevisions.fileId, [...fileIds]))
    .returning({ blobId: fileRevisions.blobId, thumbBlobId: fileRevisions.thumbBlobId });
}

/** Every blob a project's files and their revisions refer to: what may go when the project does. */
export async function projectBlobIds(tx: Executor, projectId: number): Promise<number[]> {
  const columns = { blobId: files.blobId, thumbBlobId: files.thumbBlobId };
  const [own, earlier] = await Promise.all([
    tx.select(columns).from(files).where(eq(files.projectId, projectId)),
    tx
      .select({ blobId: fileRevisions.blobId, thumbBlobId: fileRevisions.thumbBlobId })
      .from(fileRevisions)
      .where(eq(fileRevisions.projectId, projectId)),
  ]);
  return blobIdsOf([...own, ...earlier]);
}

/**
 * Removes the given attachments of one item (ids attached elsewhere are ignored) and returns the
 * storage keys whose bytes are no longer referenced. Delete those only after the transaction commits.
 */
export async function detachFiles(
  tx: Executor,
  fileIds: readonly number[],
  fileableType: FileableType,
  fileableId: number,
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const removed = await tx
    .delete(files)
    .where(and(inArray(files.id, [...fileIds]), eq(files.fileableType, fileableType), eq(files.fileableId, fileableId)))
    .returning({ blobId: files.blobId, thumbBlobId: files.thumbBlobId });
  return dropOrphanBlobs(tx, blobIdsOf(removed));
}

/** Removes every attachment of the given items (when the items themselves are deleted). */
export async function detachAllFiles(tx: Executor, fileableType: FileableType, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const removed = await tx
    .delete(files)
    .where(and(eq(files.fileableType, fileableType), inArray(files.fileableId, [...ids])))
    .returning({ blobId: files.blobId, thumbBlobId: files.thumbBlobId });
  return dropOrphanBlobs(tx, blobIdsOf(removed));
}

/** The attachments of several items in one query, oldest first, keyed by item id. */
export async function filesOf(
  db: Executor,
  fileableType: FileableType,
  ids: readonly number[],
): Promise<Map<number, AttachmentRow[]>> {
  const result = new Map<number, AttachmentRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select(attachmentColumns)
    .from(files)
    .innerJoin(blobs, eq(blobs.id, files.blobId))
    .where(and(eq(files.fileableType, fileableType), inArray(files.fileableId, [...ids]), eq(files.type, "file")))
    .orderBy(asc(files.id));
  for (const row of rows) result.get(row.fileableId)?.push(row);
  return result;
}

/**
 * Attachments follow the privacy of what they hang on, so the files area can filter them in SQL:
 * the item's own files and the files of the comments on it.
 */
export async function syncAttachmentPrivacy(
  tx: Executor,
  fileableType: FileableType,
  ids: number | readonly number[],
  isPrivate: boolean,
): Promise<void> {
  const list = typeof ids === "number" ? [ids] : [...ids];
  if (list.length === 0) return;
  const idSql = sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx
    .update(files)
    .set({ isPrivate })
    .where(
      sql`(${files.fileableType} = ${fileableType} and ${files.fileableId} in (${idSql}))
        or (${files.fileableType} = 'comment' and ${files.fileableId} in
          (select ${comments.id} from ${comments}
            where ${comments.commentableType} = ${fileableType} and ${comments.commentableId} in (${idSql})))`,
    );
}
