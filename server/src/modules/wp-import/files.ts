import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { cleanFileName } from "../../core/http/multipart";
import { isImageType, storeSniffed } from "../../core/storage/sniff";
import { makeThumbnail } from "../../core/storage/thumbnail";
import { blobs, files } from "../../db/schema";
import { blobIdsOf, dropOrphanBlobs } from "../attachments/store";
import { authorOf, type ImportContext, type ProjectScope, userOf } from "./context";
import { sourceId } from "./decode";
import { hashOf, lookup } from "./mapping";
import { type ItemRef, itemFacts, refKey } from "./privacy";
import type { SourceRow } from "./source";
import { writeRows } from "./write";

/**
 * Attachments (pm_files → WordPress attachment posts → `_wp_attached_file`, a path inside wp-content/uploads):
 * their bytes copied into Cairn's storage, sniffed and thumbnailed as an upload is. Only new or changed rows
 * are copied; a file not found in the uploads copy is a notice, not a failure. The Pro files area (folders,
 * docs, links) is left to its reader (readers.ts).
 */
const COLUMNS =
  "id, fileable_id, fileable_type, type, attachment_id, parent, created_by, updated_by, created_at, updated_at";
const PRO_TYPES = new Set(["folder", "doc", "link", "pro_file", "doc_file"]);
const BOARD_TYPES = new Set(["task_list", "milestone", "discussion_board"]);

type FileValues = {
  projectId: number;
  fileableType: string;
  fileableId: number;
  type: string;
  name: string;
  isPrivate: boolean;
  createdBy: number;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** Where the bytes are; not a column. */
  source: string;
};

/** A path inside the uploads folder, or null when the stored one would lead outside it. */
function insideUploads(root: string, relative: string): string | null {
  const full = path.resolve(root, relative.replace(/^\/+/, ""));
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

export async function importFiles(ctx: ImportContext, scope: ProjectScope): Promise<void> {
  if (!ctx.src.has("pm_files")) return;
  for await (const page of ctx.src.pages("pm_files", COLUMNS, { where: "project_id = ?", params: [scope.sourceId] })) {
    await importPage(ctx, scope, page);
    ctx.progress.advance("files", page.length);
  }
}

async function importPage(ctx: ImportContext, scope: ProjectScope, page: SourceRow[]) {
  const { src, report, tx, options } = ctx;
  const attachmentIds = page.map((f) => sourceId(f.attachment_id)).filter((id) => id !== null);
  const posts = await src.whereIn("posts", "ID, post_title, post_mime_type", "ID", attachmentIds);
  const paths = await src.whereIn(
    "postmeta",
    "post_id, meta_value",
    "post_id",
    attachmentIds,
    "meta_key = '_wp_attached_file'",
  );
  const postOf = new Map(posts.map((p) => [String(p.ID), p]));
  const pathOf = new Map(paths.map((p) => [String(p.post_id), String(p.meta_value ?? "")]));
  const ofType = (type: string) => page.filter((f) => f.fileable_type === type).map((f) => sourceId(f.fileable_id));
  const taskIds = await lookup(tx, "tasks", ofType("task"));
  const commentIds = await lookup(tx, "comments", ofType("comment"));
  const targets = page.map((f) => {
    const type = String(f.fileable_type);
    const id = sourceId(f.fileable_id);
    if (type === "project") return { type, id: scope.projectId };
    const board = id ? scope.boards.get(id) : undefined;
    if (BOARD_TYPES.has(type)) return board?.kind === type ? { type, id: board.cairnId } : null;
    const mapped = id ? (type === "task" ? taskIds : type === "comment" ? commentIds : null)?.get(id) : undefined;
    return mapped ? { type, id: mapped.cairnId } : null;
  });
  const facts = await itemFacts(
    ctx,
    targets.filter((t): t is ItemRef => t !== null && t.type !== "project"),
  );
  const items = [];
  for (const [i, row] of page.entries()) {
    const id = String(row.id);
    const type = String(row.type);
    const target = targets[i];
    const fail = (reason: string) => {
      report.count("files", "read");
      report.notice("files", "pm_files", id, "skipped", reason);
    };
    if (PRO_TYPES.has(type)) {
      fail(`a files-area ${type} (WP Project Manager Pro): not imported yet`);
      continue;
    }
    if (!target) {
      fail(`the ${row.fileable_type} ${row.fileable_id} it is attached to is missing`);
      continue;
    }
    const attached = pathOf.get(String(row.attachment_id));
    if (!postOf.has(String(row.attachment_id)) || !attached) {
      fail(`attachment ${row.attachment_id} is not in wp_posts / _wp_attached_file`);
      continue;
    }
    if (!options.uploadsDir) {
      fail(`no uploads folder was given: ${attached} not copied`);
      continue;
    }
    const full = insideUploads(options.uploadsDir, attached);
    const stat = full ? fs.statSync(full, { throwIfNoEntry: false }) : undefined;
    if (!full || !stat?.isFile()) {
      fail(`attachment whose file is not in uploads: ${attached}`);
      continue;
    }
    const project = target.type === "project";
    const values: FileValues = {
      projectId: scope.projectId,
      fileableType: target.type,
      fileableId: target.id,
      // A project-level upload is an entry of Cairn's files area; anything else an attachment.
      type: project ? "pro_file" : "file",
      name: cleanFileName(path.basename(attached)),
      isPrivate: project ? false : (facts.get(refKey(target))?.kinds.length ?? 0) > 0,
      createdBy: authorOf(ctx, row.created_by),
      updatedBy: userOf(ctx, row.updated_by),
      createdAt: ctx.clock.local(row.created_at) ?? new Date(),
      updatedAt: ctx.clock.local(row.updated_at) ?? ctx.clock.local(row.created_at) ?? new Date(),
      source: full,
    };
    items.push({ sourceId: id, hash: hashOf({ row, attached, size: stat.size }), values });
  }
  await writeRows(ctx, {
    kind: "files",
    sourceTable: "files",
    cairnTable: "files",
    items,
    insert: async (rows) => {
      const withBytes = [];
      for (const { source, ...r } of rows) withBytes.push({ ...r, ...(await copyBytes(ctx, source)) });
      await tx.insert(files).values(withBytes);
    },
    update: async (fileId, { source, ...v }) => {
      const [old] = await tx
        .select({ blobId: files.blobId, thumbBlobId: files.thumbBlobId })
        .from(files)
        .where(eq(files.id, fileId));
      await tx
        .update(files)
        .set({ ...v, ...(await copyBytes(ctx, source)) })
        .where(eq(files.id, fileId));
      if (old) ctx.unreferenced.push(...(await dropOrphanBlobs(tx, blobIdsOf([old]))));
    },
  });
}

/** The file's bytes into storage (skipped in a dry run), with a thumbnail for an image; the blob rows for them. */
async function copyBytes(
  ctx: ImportContext,
  source: string,
): Promise<{ blobId: number | null; thumbBlobId: number | null }> {
  if (ctx.options.dryRun) return { blobId: null, thumbBlobId: null };
  const storage = ctx.deps.storage;
  const stored = await storeSniffed(storage, fs.createReadStream(source));
  ctx.stored.push(stored.key);
  const thumb = isImageType(stored.mimeType) ? await makeThumbnail(storage, stored.key, stored.mimeType) : undefined;
  if (thumb) ctx.stored.push(thumb.key);
  const [blob] = await ctx.tx
    .insert(blobs)
    .values({ storageKey: stored.key, size: stored.size, mimeType: stored.mimeType, sha256: stored.sha256 })
    .returning({ id: blobs.id });
  if (!thumb) return { blobId: blob.id, thumbBlobId: null };
  const [small] = await ctx.tx
    .insert(blobs)
    .values({ storageKey: thumb.key, size: thumb.size, mimeType: "image/webp", sha256: thumb.sha256 })
    .returning({ id: blobs.id });
  return { blobId: blob.id, thumbBlobId: small.id };
}
