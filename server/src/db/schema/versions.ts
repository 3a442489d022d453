import { bigint, pgSequence, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One counter for every data version: a project's `data_version` and the directory's take their next
 * value from it, so a version never comes back after a change (cached reads key on it, core/http/read-cache).
 */
export const dataVersionSeq = pgSequence("cairn_data_version_seq");

/**
 * Versions of data that is not one project's: `directory` changes with users, departments and global
 * settings, which any project's pages may show. Kept by triggers (migration 0005), never by the app.
 */
export const dataVersions = pgTable("data_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
