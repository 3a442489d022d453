import { MESSAGES, MODULE } from "@cairn/shared";
import { and, eq, getTableColumns } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { missingAs, notFound } from "../../core/http/errors";
import { requireModuleOn } from "../../core/modules/guard";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { blobs, files } from "../../db/schema";
import { type ChainLink, chainPrivate, chainVisible, loadEntryChain } from "./chain";
import { isCommentable, loadVisibleTarget, requireTargetModuleOn, type Target } from "./target";

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

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    attachment: VisibleFile;
    file: VisibleFile;
  }
}

/**
 * The file item a route's `:file_id` names, for the route-access hook: the base namespace's file routes
 * (kind `attachment`) and the files area's (kind `file`) serve any of them. An entry of the files area, and a
 * file on a file item's thread, belong to the files module as much as its pages do: while it is off they
 * answer module_disabled, before any 403. An attachment belongs to its item, which stays.
 */
export const fileItemLoader: ItemLoader<VisibleFile> = {
  param: "file_id",
  load: async (db, access, id, req) => {
    const file = await loadVisibleFile(db, access, id);
    const modules = req.server.featureModules;
    if (file.kind === "entry") await requireModuleOn(modules, MODULE.files);
    else await requireTargetModuleOn(modules, file.target);
    return file;
  },
  owner: (file) => file.row,
};
