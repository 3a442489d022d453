import { type CreateFileItemBody, FILES_MESSAGES } from "@cairn/shared";
import { recordActivities } from "../../core/activity/record";
import { invalidField } from "../../core/http/errors";
import type { Upload } from "../../core/http/multipart";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { fileActivity } from "../attachments/file-activity";
import { attachUploads, insertBlobs } from "../attachments/store";
import { folderForWrite } from "./folders";

/** Docs and links carry attachments; folders none; an upload is its own file. */
export const takesAttachments = (type: string) => type === "doc" || type === "link";

/**
 * Creates files-area entries: one folder, doc or link, or one pro_file per uploaded file. create_file is the
 * route's rule; `private` needs view_private_file; the folder must be one the caller sees.
 */
export async function createEntries(db: Db, access: ProjectAccess, body: CreateFileItemBody, uploads: Upload[]) {
  if (body.private) authorize(policy.setPrivacy(access, "file"));
  if (body.type === "pro_file" && uploads.length === 0) throw invalidField("files", FILES_MESSAGES.attachFile);
  if (body.type === "folder" && uploads.length > 0) {
    throw invalidField("files", FILES_MESSAGES.attachmentsNotTaken);
  }
  const isPrivate = body.private ?? false;
  const base = {
    projectId: access.project.id,
    fileableType: "project",
    fileableId: access.project.id,
    isPrivate,
    createdBy: access.userId,
    updatedBy: access.userId,
  };
  return db.transaction(async (tx) => {
    const folder = await folderForWrite(tx, access, body.parent ?? 0, "parent");
    const effectivePrivate = isPrivate || folder.isPrivate;
    let created: (typeof files.$inferSelect)[];
    if (body.type === "pro_file") {
      const blobOf = await insertBlobs(tx, uploads);
      created = await tx
        .insert(files)
        .values(
          uploads.map((u) => ({
            ...base,
            type: "pro_file",
            parentId: folder.id,
            name: u.name,
            blobId: blobOf.get(u.storageKey)?.blobId ?? null,
            thumbBlobId: blobOf.get(u.storageKey)?.thumbBlobId ?? null,
          })),
        )
        .returning();
    } else {
      created = await tx
        .insert(files)
        .values({
          ...base,
          type: body.type,
          parentId: folder.id,
          name: body.title ?? "",
          description: body.type === "folder" ? null : sanitizeRichText(body.description ?? ""),
          url: body.type === "link" ? (body.url ?? null) : null,
        })
        .returning();
      await attachUploads(tx, {
        projectId: access.project.id,
        fileableType: "file",
        fileableId: created[0].id,
        uploads,
        userId: access.userId,
        isPrivate: effectivePrivate,
      });
    }
    const activities = await recordActivities(
      tx,
      created.map((row) => fileActivity(access, row, "create_file", effectivePrivate, { folder_id: folder.id })),
    );
    return { created, activity: activities.at(-1), removed: [] as string[] };
  });
}
