import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
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

/** A file item: an attachment of a task, list, discussion or comment, and later the files area's entries. */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** What the file is attached to: task, task_list, discussion_board, comment, milestone, or project. */
    fileableType: text("fileable_type").notNull(),
    fileableId: integer("fileable_id").notNull(),
    /** file (an attachment); the files area adds folder, doc, link, pro_file. */
    type: text("type").notNull().default("file"),
    parentId: integer("parent_id").notNull().default(0),
    name: text("name").notNull(),
    blobId: integer("blob_id").references(() => blobs.id),
    isPrivate: boolean("is_private").notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index("files_fileable_idx").on(t.fileableType, t.fileableId), index("files_project_idx").on(t.projectId)],
);
