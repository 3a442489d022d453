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

/** Only docs and links keep revisions (spec §4). */
export const revisable = (type: string) => type === "doc" || type === "link";

type Versioned = Pick<
  FileItemRow,
  "id" | "projectId" | "name" | "description" | "url" | "createdBy" | "updatedBy" | "updatedAt"
>;

/** Stores the entry's current title, body and url as a revision, credited to whoever saved that version. */
export async function keepRevision(tx: Executor, current: Versioned): Promise<void> {
  await tx.insert(fileRevisions).values({
    fileId: current.id,
    projectId: current.projectId,
    title: current.name,
    description: current.description,
    url: current.url,
    createdBy: current.updatedBy ?? current.createdBy,
    createdAt: current.updatedAt,
  });
}

/**
 * Makes a revision's title, body and url the current version (who may, a manager or the entry's creator, is
 * the route's rule). The version it
 * replaces becomes a revision itself, so restoring never loses anything.
 */
export async function restoreRevision(
  db: Db,
  access: ProjectAccess,
  entry: FileItemRow,
  chain: readonly ChainLink[],
  revisionId: number,
) {
  if (!revisable(entry.type)) throw notFound(FILES_MESSAGES.revisionNotFound);
  return db.transaction(async (tx) => {
    const [revision] = await tx
      .select()
      .from(fileRevisions)
      .where(and(eq(fileRevisions.id, revisionId), eq(fileRevisions.fileId, entry.id)))
      .limit(1);
    if (!revision) throw notFound(FILES_MESSAGES.revisionNotFound);
    // Locked and read again inside the transaction: a concurrent update's version is the one kept.
    const [current] = await tx.select().from(files).where(eq(files.id, entry.id)).for("update");
    await keepRevision(tx, current);
    const [row] = await tx
      .update(files)
      .set({
        name: revision.title,
        description: revision.description,
        url: entry.type === "link" ? revision.url : null,
        updatedBy: access.userId,
        updatedAt: new Date(),
      })
      .where(eq(files.id, entry.id))
      .returning();
    const activity = await recordActivity(
      tx,
      fileActivity(access, row, "update_file", chainPrivate(chain), { restored_revision: revision.id }),
    );
    return { activity };
  });
}
