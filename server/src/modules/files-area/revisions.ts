import { FILES_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import { notFound } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { fileRevisions, files } from "../../db/schema";
import { type ChainLink, chainPrivate } from "../attachments/chain";
import { fileActivity } from "../attachments/file-activity";
import type { FileItemRow } from "../attachments/load";

/** Docs and links keep revisions of their text when it changes (spec §4). */
export const revisable = (type: string) => type === "doc" || type === "link";
/** An uploaded file keeps its earlier bytes when a new version comes (issue 46, ./versions.ts). */
export const takesVersions = (type: string) => type === "pro_file";

type Versioned = Pick<
  FileItemRow,
  | "id"
  | "projectId"
  | "name"
  | "description"
  | "url"
  | "blobId"
  | "thumbBlobId"
  | "createdBy"
  | "updatedBy"
  | "updatedAt"
>;

/**
 * Stores the entry's current version as a revision, credited to whoever saved it: a doc's or link's title,
 * body and url; an uploaded file's name and bytes (the blob is then shared until one of them lets it go).
 */
export async function keepRevision(tx: Executor, current: Versioned): Promise<void> {
  await tx.insert(fileRevisions).values({
    fileId: current.id,
    projectId: current.projectId,
    title: current.name,
    description: current.description,
    url: current.url,
    blobId: current.blobId,
    thumbBlobId: current.thumbBlobId,
    createdBy: current.updatedBy ?? current.createdBy,
    createdAt: current.updatedAt,
  });
}

/** What restoring a revision sets: a doc's or link's text, or an uploaded file's name and bytes. */
function restoredVersion(entry: FileItemRow, revision: typeof fileRevisions.$inferSelect) {
  if (takesVersions(entry.type)) {
    // A revision of an upload always holds bytes; one without is nothing to restore.
    if (revision.blobId === null) throw notFound(FILES_MESSAGES.revisionNotFound);
    return { name: revision.title, blobId: revision.blobId, thumbBlobId: revision.thumbBlobId };
  }
  return {
    name: revision.title,
    description: revision.description,
    url: entry.type === "link" ? revision.url : null,
  };
}

/**
 * Makes a revision the current version (who may, a manager or the entry's creator, is the route's rule). The
 * version it replaces becomes a revision itself, so restoring never loses anything.
 */
export async function restoreRevision(
  db: Db,
  access: ProjectAccess,
  entry: FileItemRow,
  chain: readonly ChainLink[],
  revisionId: number,
) {
  if (!revisable(entry.type) && !takesVersions(entry.type)) throw notFound(FILES_MESSAGES.revisionNotFound);
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(fileRevisions)
      .where(and(eq(fileRevisions.id, revisionId), eq(fileRevisions.fileId, entry.id)))
      .limit(1);
    if (!revision) throw notFound(FILES_MESSAGES.revisionNotFound);
    const restored = restoredVersion(entry, revision);
    // Locked and read again inside the transaction: a concurrent update's version is the one kept.
    const [current] = await tx.select().from(files).where(eq(files.id, entry.id)).for("update");
    await keepRevision(tx, current);
    const [row] = await tx
      .update(files)
      .set({ ...restored, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(files.id, entry.id))
      .returning();
    const activity = await recordActivity(
      tx,
      fileActivity(access, row, "update_file", chainPrivate(chain), { restored_revision: revision.id }),
    );
    return { activity };
  });
}
