import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * What each source row of a WP Project Manager import became (migration 0053): the Cairn table and id, and a
 * hash of the source row as last imported. A re-run writes a row only when its source hash changed, so an edit
 * made in Cairn to a row the source left alone survives, and nothing is imported twice.
 */
export const wpImportMappings = pgTable(
  "wp_import_mappings",
  {
    /** The source's kind without the prefix: users, projects, boards, tasks, comments, files, activities… */
    sourceTable: text("source_table").notNull(),
    sourceId: text("source_id").notNull(),
    cairnTable: text("cairn_table").notNull(),
    cairnId: integer("cairn_id").notNull(),
    sourceHash: text("source_hash").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceTable, t.sourceId], name: "wp_import_mappings_pkey" }),
    index("wp_import_mappings_cairn_idx").on(t.cairnTable, t.cairnId),
  ],
);

/** One import run: its progress while it runs (one entry per stage reached) and its report once done. */
export const wpImportRuns = pgTable(
  "wp_import_runs",
  {
    id: serial("id").primaryKey(),
    /** running, done or failed. */
    status: text("status").notNull().default("running"),
    dryRun: boolean("dry_run").notNull().default(false),
    /** The MySQL address without its password. */
    source: text("source").notNull(),
    prefix: text("prefix").notNull(),
    uploadsDir: text("uploads_dir"),
    /** Who started it from Settings → Import; null for the command line. */
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    /** Written on its own connection while the run lives: a stale one means the process running it stopped. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    progress: jsonb("progress").notNull().default(sql`'[]'::jsonb`),
    report: jsonb("report"),
    error: text("error"),
  },
  (t) => [index("wp_import_runs_started_idx").on(t.startedAt, t.id)],
);
