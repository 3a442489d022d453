import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../db/client";

/** How many migrations the journal lists: what a fully migrated database has applied, each once. */
export function migrationJournalLength(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  return (journal as { entries: unknown[] }).entries.length;
}
