import { eq, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { files } from "../../db/schema";
import { purgeItems } from "./cascade";
import { fileActivity } from "./file-activity";
import type { VisibleFile } from "./load";
import { blobIdsOf, deleteRevisions, detachFiles, dropOrphanBlobs, type FileableType } from "./store";

/**
 * A folder's content moves up to the folder's parent. Content of a private folder stays private
 * (it becomes private itself), so deleting a folder never reveals what it hid.
 */
async function emptyFolder(
  tx: Executor,
  folder: { id: number; projectId: number; parentId: number; isPrivate: boolean },
) {
  await tx
    .update(files)
    .set({ parentId: folder.parentId, ...(folder.isPrivate ? { isPrivate: true } : {}) })
    .where(
      sql`${files.projectId} = ${folder.projectId} and ${files.fileableType} = 'project' and ${files.parentId} = ${folder.id}`,
    );
}

/**
 * Deletes any file item (who may, a manager or its creator, is the route's rule), with its comments and attachments, in one transaction:
 * an attachment from its item; an entry from the files area (a folder's content moves up first).
 * Returns the storage keys no longer referenced: remove those bytes after the commit.
 */
export async function deleteFileItem(db: Db, access: ProjectAccess, file: VisibleFile) {
  const { row } = file;
  return db.transaction(async (tx) => {
    if (file.kind === "attachment") {
      const removed = [
        ...(await purgeItems(tx, access.project.id, "file", [row.id])),
        ...(await detachFiles(tx, [row.id], row.fileableType as FileableType, row.fileableId)),
      ];
      const activity = await recordActivity(tx, {
        ...fileActivity(access, row, "delete_file", false, {
          file_name: row.name,
          fileable_type: row.fileableType,
          fileable_id: row.fileableId,
        }),
        privateKinds: file.target.privateKinds,
      });
      return { activity, removed };
    }
    // Locked first: a write into this folder either finished before (and its item moves up) or waits.
    const [current] = await tx.select().from(files).where(eq(files.id, row.id)).for("update");
    if (current.type === "folder") await emptyFolder(tx, current);
    const purged = await purgeItems(tx, access.project.id, "file", [row.id]);
    // An uploaded file's earlier versions go with it, and their bytes once nothing else refers to them.
    const earlier = await deleteRevisions(tx, [row.id]);
    const gone = await tx
      .delete(files)
      .where(eq(files.id, row.id))
      .returning({ blobId: files.blobId, thumbBlobId: files.thumbBlobId });
    const removed = [...purged, ...(await dropOrphanBlobs(tx, blobIdsOf([...gone, ...earlier])))];
    const activity = await recordActivity(tx, fileActivity(access, row, "delete_file", file.isPrivate));
    return { activity, removed };
  });
}
