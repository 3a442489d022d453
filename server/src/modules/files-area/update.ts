import { FILES_MESSAGES, type FileEntryType, isWebUrl, titleRequiredFor, type UpdateFileItemBody } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { recordActivities } from "../../core/activity/record";
import { type FieldErrors, invalid } from "../../core/http/errors";
import type { Upload } from "../../core/http/multipart";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { type ChainLink, chainPrivate } from "../attachments/chain";
import { fileActivity } from "../attachments/file-activity";
import type { FileItemRow } from "../attachments/load";
import { attachUploads, detachFiles } from "../attachments/store";
import { takesAttachments } from "./create";
import { syncSubtreePrivacy } from "./privacy";
import { keepRevision, revisable } from "./revisions";

type Changes = Partial<Pick<typeof files.$inferInsert, "name" | "description" | "url" | "isPrivate">>;

/** The fields that change, checked against the entry's kind; ignores what the kind has no use for. */
function changesOf(old: FileItemRow, body: UpdateFileItemBody, uploads: readonly Upload[]): Changes {
  const type = old.type as FileEntryType;
  const errors: FieldErrors = {};
  const set: Changes = {};
  if (body.title !== undefined) {
    if (body.title === "") errors.title = [titleRequiredFor(type)];
    else if (body.title !== old.name) set.name = body.title;
  }
  if (body.url !== undefined && type === "link") {
    if (!isWebUrl(body.url)) errors.url = [FILES_MESSAGES.urlRequired];
    else if (body.url !== old.url) set.url = body.url;
  }
  if (body.description !== undefined && type !== "folder") {
    const description = sanitizeRichText(body.description);
    if (description !== (old.description ?? "")) set.description = description;
  }
  if (body.private !== undefined && body.private !== old.isPrivate) set.isPrivate = body.private;
  if (!takesAttachments(type) && (uploads.length > 0 || (body.files_to_delete ?? []).length > 0)) {
    errors.files = [FILES_MESSAGES.attachmentsNotTaken];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return set;
}

const FIELD_NAMES: Record<keyof Changes, string> = {
  name: "title",
  description: "description",
  url: "url",
  isPrivate: "privacy",
};

/**
 * Updates an entry (who may, a manager or its creator, is the route's rule): title, body, url, privacy, attachments. A doc or link whose
 * title, body or url changes keeps its previous version as a revision, in the same transaction.
 */
export async function updateEntry(
  db: Db,
  access: ProjectAccess,
  old: FileItemRow,
  chain: readonly ChainLink[],
  body: UpdateFileItemBody,
  uploads: Upload[],
) {
  const set = changesOf(old, body, uploads);
  if (set.isPrivate !== undefined) authorize(policy.setPrivacy(access, "file"));
  const toDelete = body.files_to_delete ?? [];
  if (Object.keys(set).length === 0 && uploads.length === 0 && toDelete.length === 0) {
    return { activity: undefined, removed: [] as string[] };
  }
  return db.transaction(async (tx) => {
    // Locked and read again inside the transaction: a concurrent update's version is the one kept.
    const [current] = await tx.select().from(files).where(eq(files.id, old.id)).for("update");
    const versioned = set.name !== undefined || set.description !== undefined || set.url !== undefined;
    if (versioned && revisable(old.type)) await keepRevision(tx, current);
    const [row] = await tx
      .update(files)
      .set({ ...set, updatedBy: access.userId, updatedAt: new Date() })
      .where(eq(files.id, old.id))
      .returning();
    // Privacy of what is below (a folder's content) follows; the effective flag is recomputed there.
    if (set.isPrivate !== undefined) await syncSubtreePrivacy(tx, row.projectId, row.id);
    const isPrivate = row.isPrivate || chainPrivate(chain.slice(1));
    const removed = await detachFiles(tx, toDelete, "file", row.id);
    const added = await attachUploads(tx, {
      projectId: row.projectId,
      fileableType: "file",
      fileableId: row.id,
      uploads,
      userId: access.userId,
      isPrivate,
    });
    const logs = (Object.keys(set) as (keyof Changes)[]).map((column) => {
      const field = FIELD_NAMES[column];
      const values = column === "description" ? {} : { old: old[column], new: row[column] };
      return fileActivity(access, row, `update_file_${field}`, isPrivate, { field, ...values });
    });
    if (logs.length === 0) {
      logs.push(fileActivity(access, row, "update_file", isPrivate, { files_added: added.map((f) => f.name) }));
    }
    const written = await recordActivities(tx, logs);
    return { activity: written.at(-1), removed };
  });
}
