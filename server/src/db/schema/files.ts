import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { auditColumns, createdAt } from "./columns";
import { projects } from "./projects";

/** Stored bytes; several file rows may share one blob (copies), so bytes go when the last reference does. */
export const blobs = pgTable("blobs", {
  id: serial("id").primaryKey(),
  storageKey: text("storage_key").notNull().unique(),
  size: integer("size").notNull(),
  mimeType: text("mime_type").notNull(),
  sha256: text("sha256").notNull(),
  createdAt: createdAt(),
});

type SortColumns = { fileableType: AnyPgColumn; type: AnyPgColumn; name: AnyPgColumn };

/**
 * The first keys a folder's page sorts by (files-area/queries.ts): folders first, by title, then the other
 * entries, then (at the top level) attachments. Shared with files_folder_page_idx, whose expressions must
 * be the query's, word for word, for PostgreSQL to read a page straight off the index.
 */
export const fileSortKind = (t: SortColumns): SQL =>
  sql`(case when (${t.fileableType} = 'project' and ${t.type} = 'folder') then 0 when ${t.fileableType} = 'project' then 1 else 2 end)`;
export const fileSortTitle = (t: SortColumns): SQL =>
  sql`(case when (${t.fileableType} = 'project' and ${t.type} = 'folder') then lower(${t.name}) end)`;

/**
 * A file item: an attachment of a task, list, discussion, milestone, comment or files-area entry
 * (type "file"), or an entry of the project's files area (fileable_type "project": folder, doc, link,
 * pro_file), which sits in the folder `parent_id` (0 = top level).
 */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** What the file is attached to: task, task_list, discussion_board, comment, milestone, file, or project. */
    fileableType: text("fileable_type").notNull(),
    fileableId: integer("fileable_id").notNull(),
    /** file (an attachment); the files area adds folder, doc, link, pro_file. */
    type: text("type").notNull().default("file"),
    parentId: integer("parent_id").notNull().default(0),
    /** The title of a folder, doc or link; the original name of an uploaded file (display only). */
    name: text("name").notNull(),
    blobId: integer("blob_id").references(() => blobs.id),
    /** A webp thumbnail of a raster image, made at upload; null when none could be made. */
    thumbBlobId: integer("thumb_blob_id").references(() => blobs.id),
    /** Sanitized HTML: a doc's body, a link's note, a file's description. */
    description: text("description"),
    /** A link's address (http or https). */
    url: text("url"),
    /**
     * Own privacy for files-area entries; for attachments a copy of their item's, kept in step by
     * syncAttachmentPrivacy (visibility itself is always decided from the item).
     */
    isPrivate: boolean("is_private").notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index("files_fileable_idx").on(t.fileableType, t.fileableId),
    index("files_project_idx").on(t.projectId),
    index("files_folder_idx").on(t.projectId, t.parentId, t.fileableType),
    // One page of a folder read in order, and its total counted, without visiting the heap; the trailing
    // privacy columns let a reader's visibility filter run on the index too.
    index("files_folder_page_idx")
      .on(
        t.projectId,
        t.parentId,
        fileSortKind(t),
        fileSortTitle(t),
        // NULLS FIRST, as ORDER BY … DESC sorts: otherwise the index's order is not the query's.
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.isPrivate,
        t.createdBy,
      )
      .where(sql`${t.fileableType} = 'project'`),
    // "Is this blob still referenced?" runs on every delete.
    index("files_blob_idx").on(t.blobId),
    index("files_thumb_blob_idx").on(t.thumbBlobId),
  ],
);

/**
 * A previous version of a doc or link (the title, body and url it had), or of an uploaded file (its name and
 * bytes), by whom and when it was written.
 */
export const fileRevisions = pgTable(
  "file_revisions",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    url: text("url"),
    /** An uploaded file's earlier bytes and their thumbnail (migration 0049); null for docs and links. */
    blobId: integer("blob_id").references(() => blobs.id),
    thumbBlobId: integer("thumb_blob_id").references(() => blobs.id),
    /** The author of the version held (who last saved it), not who replaced it. */
    createdBy: integer("created_by").notNull(),
    /** When the version held was saved. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("file_revisions_file_idx").on(t.fileId, t.id),
    index("file_revisions_blob_idx").on(t.blobId).where(sql`${t.blobId} is not null`),
    index("file_revisions_thumb_blob_idx").on(t.thumbBlobId).where(sql`${t.thumbBlobId} is not null`),
  ],
);

/**
 * Storage keys whose bytes could not be deleted by the process that deleted their item (another process's
 * local folder holds them): every process sweeps the ones it holds (core/storage/left-bytes.ts).
 */
export const leftStoredBytes = pgTable("left_stored_bytes", {
  storageKey: text("storage_key").primaryKey(),
  recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
