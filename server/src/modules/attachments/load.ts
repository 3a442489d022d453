import { MESSAGES } from "@cairn/shared";
import { and, eq, getTableColumns } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { missingAs, notFound } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { blobs, files } from "../../db/schema";
import { type ChainLink, chainPrivate, chainVisible, loadEntryChain } from "./chain";
import { isCommentable, loadVisibleTarget, type Target } from "./target";

/** The thumbnail's blob, joined beside the file's own. */
export const thumbs = alias(blobs, "thumbs");

/** A file row with the facts of its bytes and thumbnail (null for folders, docs and links). */
export const fileItemColumns = {
  ...getTableColumns(files),
  mimeType: blobs.mimeType,
  size: blobs.size,
  storageKey: blobs.storageKey,
  thumbKey: thumbs.storageKey,
};
export type FileItemRow = typeof files.$inferSelect & {
  mimeType: string | null;
  size: number | null;
  storageKey: string | null;
  thumbKey: string | null;
};

/**
 * A file item the caller may see: a files-area entry (visible itself and in every folder above it),
 * or an attachment (visible when the item it hangs on is).
 */
export type VisibleFile =
  | { kind: "entry"; row: FileItemRow; chain: ChainLink[]; isPrivate: boolean }
  | { kind: "attachment"; row: FileItemRow; target: Target };

/** Any file item of this project by id, if the caller may see it; anything else is 404 "file not found". */
export async function loadVisibleFile(db: Executor, access: ProjectAccess, fileId: number): Promise<VisibleFile> {
  const [row] = await db
    .select(fileItemColumns)
    .from(files)
    .leftJoin(blobs, eq(blobs.id, files.blobId))
    .leftJoin(thumbs, eq(thumbs.id, files.thumbBlobId))
    .where(and(eq(files.id, fileId), eq(files.projectId, access.project.id)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.fileNotFound);
  if (row.fileableType === "project") {
    const chain = await loadEntryChain(db, access.project.id, row.id);
    if (!chainVisible(access, chain)) throw notFound(MESSAGES.fileNotFound);
    return { kind: "entry", row, chain, isPrivate: chainPrivate(chain) };
  }
  if (!isCommentable(row.fileableType)) throw notFound(MESSAGES.fileNotFound);
  const target = await loadVisibleTarget(db, access, row.fileableType, row.fileableId).catch(
    missingAs(MESSAGES.fileNotFound),
  );
  return { kind: "attachment", row, target };
}
