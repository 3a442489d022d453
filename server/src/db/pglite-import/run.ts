import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../client";
import { migrationsFolder } from "../client";
import type { EmbeddedLog } from "../embedded/server";
import { copyPgliteIntoPostgres } from "./copy";

/** Where Cairn kept its database before the embedded PostgreSQL server (a PGlite data directory). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, "db");

/**
 * Brings a PGlite-era workspace into the embedded server, once: when `<data>/db` holds a PGlite database,
 * its rows are copied into the (migrated, empty) new database, then the folder is renamed to a dated
 * backup that is never read again. A database that already holds users is not overwritten.
 */
export async function importPgliteFolderIfAny(
  dataDir: string,
  database: Database,
  connectionString: string,
  log: EmbeddedLog,
): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!fs.existsSync(path.join(folder, "PG_VERSION"))) return;
  const backup = `${folder}.pglite-backup-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  const existing = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(existing.rows[0]?.n) > 0) {
    log.warn(`${folder} holds an earlier PGlite database, but the new one already has data: keeping it as ${backup}`);
    fs.renameSync(folder, backup);
    return;
  }
  log.info(`importing the workspace from the earlier embedded database (PGlite) in ${folder}`);
  const started = Date.now();
  const summary = await runImportInChild(folder, connectionString);
  fs.renameSync(folder, backup);
  log.info(
    `imported ${summary} from PGlite in ${Date.now() - started} ms; the old folder is kept as ${backup} (delete it once you are satisfied)`,
  );
}

/**
 * Opening PGlite costs ~0.5 GB that a Node process keeps for good; a short-lived child does the import
 * so the server never carries that memory.
 */
function runImportInChild(folder: string, connectionString: string): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  // Run from TypeScript sources (tsx) the child is child.ts beside this file; in the build, pglite-import.js.
  const script = here.endsWith(".ts")
    ? path.join(path.dirname(here), "child.ts")
    : path.join(path.dirname(here), "pglite-import.js");
  return new Promise((resolve, reject) => {
    const loader = script.endsWith(".ts") ? ["--import", "tsx"] : [];
    const child = spawn(process.execPath, [...loader, script, folder], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CAIRN_IMPORT_TARGET_URL: connectionString },
    });
    let out = "";
    child.stdout?.on("data", (d) => {
      out += d;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`The import from PGlite failed (exit ${code}); nothing was changed.`)),
    );
  });
}

/** The import itself: PGlite brought to the current schema first, so both sides have the same tables. */
export async function importPgliteFolder(folder: string, targetUrl: string): Promise<string> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const source = await PGlite.create({ dataDir: folder, extensions: { pg_trgm, unaccent, btree_gist } });
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await migrate(drizzle(source), { migrationsFolder });
    const report = await copyPgliteIntoPostgres(source, target);
    return `${report.rows} rows in ${report.tables} tables`;
  } finally {
    await target.end();
    await source.close();
  }
}
