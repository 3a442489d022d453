import { FILES_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import { invalidField, notFound } from "../../core/http/errors";
import type { Upload } from "../../core/http/multipart";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { blobs, fileRevisions, files } from "../../db/schema";
import { type ChainLink, chainPrivate } from "../attachments/chain";
import { fileActivity } from "../attachments/file-activity";
import type { FileItemRow } from "../attachments/load";
import { insertBlobs } from "../attachments/store";
import { keepRevision } from "./revisions";

/**
 * Makes one upload the current bytes of an uploaded file (who may, a manager or its creator, and that it is an
 * uploaded file, are the route's rules). The file keeps its id, place, privacy and comments; its name becomes the
 * upload's; the bytes it had are kept as a revision, downloadable as the file is, until the file is deleted.
 */
export async function uploadVersion(
  db: Db,
  access: ProjectAccess,
  entry: FileItemRow,
  chain: readonly ChainLink[],
  uploads: readonly Upload[],
) {
  if (uploads.length === 0) throw invalidField("files", FILES_MESSAGES.attachFile);
  if (uploads.length > 1) throw invalidField("files", FILES_MESSAGES.oneFileAsVersion);
  const [upload] = uploads;
  return db.transaction(async (tx) => {
    // Locked and read again inside the transaction: two versions sent at once are both kept, one after the other.
    const [current] = await tx.select().from(files).where(eq(files.id, entry.id)).for("update");
    await keepRevision(tx, current);
    const blob = (await insertBlobs(tx, [upload])).get(upload.storageKey);
    const [row] = await tx
      .update(files)
      .set({
        name: upload.name,
        blobId: blob?.blobId ?? null,
        thumbBlobId: blob?.thumbBlobId ?? null,
        updatedBy: access.userId,
        updatedAt: new Date(),
      })
      .where(eq(files.id, entry.id))
      .returning();
    const activity = await recordActivity(
      tx,
      fileActivity(access, row, "update_file_version", chainPrivate(chain), {
        field: "version",
        old: current.name,
        new: row.name,
      }),
    );
    return { activity, removed: [] as string[] };
  });
}

/** The stored bytes of one revision of this file, or 404 "The revision was not found." (a doc's holds none). */
export async function loadRevisionBytes(db: Executor, fileId: number, revisionId: number) {
  const [found] = await db
    .select({ name: fileRevisions.title, storageKey: blobs.storageKey, mimeType: blobs.mimeType, size: blobs.size })
    .from(fileRevisions)
    .innerJoin(blobs, eq(blobs.id, fileRevisions.blobId))
    .where(and(eq(fileRevisions.id, revisionId), eq(fileRevisions.fileId, fileId)))
    .limit(1);
  if (!found) throw notFound(FILES_MESSAGES.revisionNotFound);
  return found;
}
