import fs from "node:fs/promises";
import { WP_IMPORT_RUN_MESSAGES, type WpImportProgress, type WpImportReport, type WpImportRun } from "@cairn/shared";
import { count, desc, eq, sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Paging } from "../../core/http/envelope";
import { conflict, invalidField, notFound, unprocessableField } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { users, wpImportRuns } from "../../db/schema";

/**
 * The runs of the WP Project Manager import as Settings → Import reads them, and the checks before one
 * starts. Any process may answer for a run another started (a cluster, or a restart): a run is still going
 * only while its heartbeat is fresh, judged by the database's clock, which every process shares.
 */

/** The importer beats every few seconds; a minute without one means the process running it is gone. */
export const STALE_AFTER_SECONDS = 60;

/** The first key of the start lock: "wpim" as an int, apart from the other advisory locks. */
const START_LOCK = 0x7770_696d;

const stale = sql<boolean>`(${wpImportRuns.status} = 'running' and ${wpImportRuns.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS}))`;

const runColumns = {
  run: wpImportRuns,
  starterName: users.displayName,
  stale,
};
type RunRow = { run: typeof wpImportRuns.$inferSelect; starterName: string | null; stale: boolean };

/** The address as shown: never its password, even if a writer left one in. */
function withoutPassword(source: string): string {
  try {
    const url = new URL(source);
    if (url.password === "") return source;
    url.password = "";
    return url.toString();
  } catch {
    return source;
  }
}

export function presentWpImportRun({ run, starterName, stale }: RunRow): WpImportRun {
  return {
    id: run.id,
    // A run whose process stopped reads as failed, whoever asks; the row itself is left as it was written.
    status: stale ? "failed" : (run.status as WpImportRun["status"]),
    dry_run: run.dryRun,
    source: withoutPassword(run.source),
    prefix: run.prefix,
    uploads_dir: run.uploadsDir,
    started_by: run.startedBy,
    starter: run.startedBy !== null && starterName !== null ? { id: run.startedBy, display_name: starterName } : null,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    progress: (run.progress ?? []) as WpImportProgress[],
    report: (run.report ?? null) as WpImportReport | null,
    error: stale ? WP_IMPORT_RUN_MESSAGES.stopped : run.error,
  };
}

const selectRuns = (db: Db) =>
  db.select(runColumns).from(wpImportRuns).leftJoin(users, eq(users.id, wpImportRuns.startedBy));

/** The runs, newest first. */
export async function listWpImportRuns(db: Db, p: Paging): Promise<{ runs: WpImportRun[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    selectRuns(db).orderBy(desc(wpImportRuns.startedAt), desc(wpImportRuns.id)).limit(p.perPage).offset(p.offset),
    db.select({ total: count() }).from(wpImportRuns),
  ]);
  return { runs: rows.map(presentWpImportRun), total };
}

export async function loadWpImportRun(db: Db, id: number): Promise<WpImportRun> {
  const [row] = await selectRuns(db).where(eq(wpImportRuns.id, id));
  if (!row) throw notFound(WP_IMPORT_RUN_MESSAGES.notFound);
  return presentWpImportRun(row);
}

/** 400 on uploads_dir unless it names a folder this process can read. */
export async function checkUploadsDir(dir: string | null | undefined): Promise<void> {
  if (!dir) return;
  const found = await fs.stat(dir).catch(() => null);
  if (!found?.isDirectory()) throw invalidField("uploads_dir", WP_IMPORT_RUN_MESSAGES.noUploadsDir);
}

/** mysql2's error codes, as the field a person corrects and what to tell him. */
const SOURCE_REFUSALS: Record<string, [field: string, message: string]> = {
  ER_ACCESS_DENIED_ERROR: ["mysql_url", WP_IMPORT_RUN_MESSAGES.accessDenied],
  ER_DBACCESS_DENIED_ERROR: ["mysql_url", WP_IMPORT_RUN_MESSAGES.accessDenied],
  ER_BAD_DB_ERROR: ["mysql_url", WP_IMPORT_RUN_MESSAGES.noDatabase],
};

/**
 * The source answers and holds the plugin's tables, asked before a run starts so that a wrong address, password
 * or prefix is said under its field (422) rather than as a failed run. What fails later (a table the plugin's
 * version lacks, a dropped connection) the run reports itself.
 */
export async function checkWpSource(mysqlUrl: string, prefix: string): Promise<void> {
  let connection: mysql.Connection | undefined;
  let tables: unknown[];
  try {
    connection = await mysql.createConnection({ uri: mysqlUrl, connectTimeout: 5000 });
    [tables] = (await connection.query("show tables like ?", [`${prefix}pm_projects`])) as [unknown[], unknown];
  } catch (err) {
    throw sourceRefusal(err);
  } finally {
    await connection?.end().catch(() => undefined);
  }
  if (tables.length === 0) throw unprocessableField("prefix", WP_IMPORT_RUN_MESSAGES.noTables);
}

/** A driver's failure as the field to correct: the server's own words for what has none of ours. */
function sourceRefusal(err: unknown): unknown {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return err;
  const known = SOURCE_REFUSALS[code];
  if (known) return unprocessableField(...known);
  // ER_…: the MySQL server answered and refused; anything else (ECONNREFUSED, ENOTFOUND, ETIMEDOUT) is the network.
  if (code.startsWith("ER_") && err instanceof Error) return unprocessableField("mysql_url", err.message);
  return unprocessableField("mysql_url", WP_IMPORT_RUN_MESSAGES.unreachable);
}

/** 409 while a run is going (its heartbeat fresh); a run whose process stopped does not hold the next back. */
export async function refuseWhileRunning(db: Db): Promise<void> {
  const [{ going }] = await db
    .select({ going: count() })
    .from(wpImportRuns)
    .where(sql`${wpImportRuns.status} = 'running' and not ${stale}`);
  if (going > 0) throw conflict(WP_IMPORT_RUN_MESSAGES.running);
}

/**
 * Starts a run unless one is going (409): the check and the new row under one lock, so two managers pressing
 * Start at once, on two processes, get one run. `begin` writes the row (run.ts beginWpImportRun) in the lock's
 * transaction and answers its id.
 */
export async function claimWpImportRun(db: Db, begin: (tx: Db) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK}::int)`);
    await refuseWhileRunning(tx);
    return begin(tx);
  });
}
