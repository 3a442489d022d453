import { FILES_MESSAGES, type SortFileItemsBody } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import { invalidField, unprocessable } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { chainPrivate, loadEntryChain } from "../attachments/chain";
import { fileActivity } from "../attachments/file-activity";
import type { VisibleFile } from "../attachments/load";
import { folderForWrite } from "./folders";
import { syncSubtreePrivacy } from "./privacy";

/**
 * Moves an entry into a folder (0 = top level): manager or creator; the destination must be a folder
 * of this project the caller sees, and a folder never goes into itself or below itself. Attachments
 * stay with their item.
 */
export async function moveEntry(db: Db, access: ProjectAccess, source: VisibleFile, body: SortFileItemsBody) {
  if (source.kind !== "entry") throw unprocessable(FILES_MESSAGES.attachmentFixed);
  const { row } = source;
  authorize(policy.edit(access, row));
  if (row.type === "folder" && body.destination === row.id)
    throw invalidField("destination", FILES_MESSAGES.moveIntoItself);
  return db.transaction(async (tx) => {
    // Folder moves of a project run one at a time, so two crossing moves cannot build a loop.
    if (row.type === "folder") await tx.execute(sql`select pg_advisory_xact_lock(4001, ${access.project.id})`);
    const destination = await folderForWrite(tx, access, body.destination, "destination");
    if (row.type === "folder" && destination.chain.some((link) => link.id === row.id)) {
      throw invalidField("destination", FILES_MESSAGES.moveIntoItself);
    }
    await tx
      .update(files)
      .set({ parentId: destination.id, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(files.id, row.id));
    await syncSubtreePrivacy(tx, access.project.id, row.id);
    const isPrivate = chainPrivate(await loadEntryChain(tx, access.project.id, row.id));
    const activity = await recordActivity(
      tx,
      fileActivity(access, row, "update_file_folder", isPrivate, {
        field: "folder",
        old: source.chain[1]?.name ?? null,
        new: destination.title || null,
        folder_id: destination.id,
      }),
    );
    return { activity };
  });
}
