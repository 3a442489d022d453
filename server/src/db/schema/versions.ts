import { bigint, integer, pgSequence, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One counter for every data version: a project's version and the directory's take their next
 * value from it, so a version never comes back after a change (cached reads key on it, core/http/read-cache).
 */
export const dataVersionSeq = pgSequence("cairn_data_version_seq");

/**
 * Versions of data that is not one project's: `directory` changes with users, departments and global
 * settings, which any project's pages may show. Kept by triggers (`cairn_track_versions`, migration 0045),
 * never by the app.
 */
export const dataVersions = pgTable("data_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Each project's data version, bumped at the commit of any change to the project or anything in it, so a
 * cached read keyed on it is never served after a change. Kept by triggers (migration 0009), never by the
 * app. A table of its own rather than a column of `projects`, and without a foreign key: its rows are
 * locked only while a transaction commits, all in project order, so two commits can never wait for each
 * other in a circle. A column would be locked by every edit of the project row for that edit's whole
 * transaction, and a cascade from `projects` by a project's deletion.
 */
export const projectVersions = pgTable("project_versions", {
  projectId: integer("project_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
