import type { WpImportProgress, WpImportReport } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { projects, users, wpImportRuns } from "../../db/schema";
import { runProjectCreatedHooks } from "../projects/hooks";
import type { ImportContext, WpImportDeps, WpImportOptions } from "./context";
import { Progress } from "./context";
import { siteClock } from "./decode";
import { importProject, PROJECT_COLUMNS } from "./projects";
import { PROJECT_READERS, READ_TABLES, UNREAD_TABLES } from "./readers";
import { ReportBuilder } from "./report";
import { openWpSource, redactMysqlUrl, type WpSource } from "./source";
import { fallbackOwner, importTaskTypes, importUsers } from "./users";

export type { WpImportDeps, WpImportOptions } from "./context";

/**
 * The importer's entry point (issue 47), for the command line and for Settings → Import: a run row first, then
 * the run itself. Users and task types are written in one transaction, then each project in one of its own, so
 * a failure leaves no project half imported; a dry run writes inside one transaction that is rolled back, and
 * keeps only its run row. Progress and the heartbeat go through the pool, outside those transactions.
 */
export async function beginWpImportRun(db: Db, options: WpImportOptions): Promise<number> {
  const [row] = await db
    .insert(wpImportRuns)
    .values({
      status: "running",
      dryRun: options.dryRun,
      source: redactMysqlUrl(options.mysqlUrl),
      prefix: options.prefix,
      uploadsDir: options.uploadsDir,
      startedBy: options.startedBy,
    })
    .returning({ id: wpImportRuns.id });
  return row.id;
}

export type ProgressListener = (progress: WpImportProgress[]) => void;

/** Thrown at the end of a dry run to roll everything back; never leaves this file. */
class DryRunDone extends Error {}

const HEARTBEAT_MS = 1000;

export async function executeWpImportRun(
  deps: WpImportDeps,
  runId: number,
  options: WpImportOptions,
  onProgress?: ProgressListener,
): Promise<WpImportReport> {
  const db = deps.database.db;
  const progress = new Progress();
  const report = new ReportBuilder(options.dryRun, options.prefix);
  let writing: Promise<unknown> = Promise.resolve();
  // Written on the pool, not in the import's transaction: readers see it while the run is under way.
  const beat = () => {
    const snapshot = progress.snapshot();
    progress.dirty = false;
    writing = writing
      .then(() =>
        db.update(wpImportRuns).set({ heartbeatAt: sql`now()`, progress: snapshot }).where(eq(wpImportRuns.id, runId)),
      )
      .catch(() => undefined);
    onProgress?.(snapshot);
  };
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  let src: WpSource | undefined;
  let ctx: ImportContext | undefined;
  try {
    src = await openWpSource(options.mysqlUrl, options.prefix);
    const clock = await readClock(src);
    ctx = {
      tx: db,
      src,
      clock,
      report,
      progress,
      options,
      deps,
      users: new Map(),
      fallbackUserId: 0,
      unknownUsers: new Set(),
      taskTypes: new Map(),
      stored: [],
      unreferenced: [],
    };
    await readTotals(ctx);
    const body = async (scoped: (fn: (tx: Executor) => Promise<void>) => Promise<void>) => {
      await runImport(ctx as ImportContext, scoped);
    };
    if (options.dryRun) {
      await db
        .transaction(async (outer) => {
          await body((fn) => outer.transaction(fn));
          throw new DryRunDone();
        })
        .catch((err) => {
          if (!(err instanceof DryRunDone)) throw err;
        });
    } else {
      await body((fn) => db.transaction(fn));
    }
    clearInterval(timer);
    await writing;
    const done = report.toReport();
    await db
      .update(wpImportRuns)
      .set({
        status: "done",
        finishedAt: sql`now()`,
        heartbeatAt: sql`now()`,
        progress: progress.snapshot(),
        report: done,
      })
      .where(eq(wpImportRuns.id, runId));
    onProgress?.(progress.snapshot());
    return done;
  } catch (err) {
    clearInterval(timer);
    await writing;
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(wpImportRuns)
      .set({
        status: "failed",
        finishedAt: sql`now()`,
        progress: progress.snapshot(),
        report: report.toReport(),
        error: message.slice(0, 2000),
      })
      .where(eq(wpImportRuns.id, runId));
    throw err;
  } finally {
    clearInterval(timer);
    await src?.close().catch(() => undefined);
  }
}

/** The site's time zone, in which the plugin wrote most of its times (wp_options). */
async function readClock(src: WpSource) {
  const rows = await src.query(
    `select option_name, option_value from ${src.table("options")} where option_name in ('timezone_string', 'gmt_offset')`,
  );
  const value = (name: string) => rows.find((r) => r.option_name === name)?.option_value;
  return siteClock(value("timezone_string"), value("gmt_offset"));
}

/** The "read" stage: how many rows each stage will go through, so progress has its totals. */
async function readTotals(ctx: ImportContext) {
  const { src, progress } = ctx;
  const count = async (table: string, where = "1 = 1") =>
    src.has(table) ? Number((await src.query(`select count(*) as n from ${src.table(table)} where ${where}`))[0].n) : 0;
  const totals = [
    ["projects", await count("pm_projects")],
    ["task_lists", await count("pm_boards", "type = 'task_list'")],
    ["milestones", await count("pm_boards", "type = 'milestone'")],
    ["tasks", await count("pm_tasks")],
    ["discussions", await count("pm_boards", "type = 'discussion_board'")],
    ["comments", await count("pm_comments")],
    ["files", await count("pm_files")],
    ["activities", await count("pm_activities")],
  ] as const;
  progress.total("read", totals.length);
  for (const [stage, n] of totals) {
    progress.total(stage, n);
    progress.advance("read");
  }
}

async function runImport(ctx: ImportContext, scoped: (fn: (tx: Executor) => Promise<void>) => Promise<void>) {
  await scoped(async (tx) => {
    ctx.tx = tx;
    await importUsers(ctx);
    ctx.fallbackUserId = await fallbackOwner(tx, ctx.options.startedBy, ctx.users.values());
    await importTaskTypes(ctx);
  });
  for await (const page of ctx.src.pages("pm_projects", PROJECT_COLUMNS, { size: 100 })) {
    for (const row of page) {
      await importOneProject(ctx, row, scoped);
      ctx.progress.advance("projects");
    }
  }
  await reportUnread(ctx);
}

async function importOneProject(
  ctx: ImportContext,
  row: Parameters<typeof importProject>[1],
  scoped: (fn: (tx: Executor) => Promise<void>) => Promise<void>,
) {
  ctx.stored = [];
  ctx.unreferenced = [];
  try {
    await scoped(async (tx) => {
      ctx.tx = tx;
      const scope = await importProject(ctx, row);
      if (!scope) return;
      for (const reader of PROJECT_READERS) await reader.read(ctx, scope);
      if (scope.created) await projectMade(tx, scope.projectId);
    });
  } catch (err) {
    // The project's transaction rolled back: the bytes stored for it belong to nothing.
    await Promise.all(ctx.stored.map((key) => ctx.deps.storage.remove(key).catch(() => undefined)));
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`Project ${row.id} ("${row.title}") could not be imported, nothing of it was written: ${why}`);
  }
  await Promise.all(ctx.unreferenced.map((key) => ctx.deps.storage.remove(key).catch(() => undefined)));
}

const plural = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;

/**
 * What other features set up for a project made with its lists and tasks (the kanboard's columns and cards),
 * as createProject and duplication run it, with the project's creator as the one who made it.
 */
async function projectMade(tx: Executor, projectId: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
  const [owner] = await tx.select().from(users).where(eq(users.id, project.createdBy));
  if (!owner) return;
  const { id, email, displayName, isAdmin, isManager, timezone, weekStart, locale } = owner;
  await runProjectCreatedHooks(tx, project, {
    id,
    email,
    displayName,
    isAdmin,
    isManager,
    timezone,
    weekStart,
    locale,
  });
}

/** Plugin tables no reader took, once each with their row count: the Pro add-on's, or ones Cairn has no place for. */
async function reportUnread(ctx: ImportContext) {
  const { src, report } = ctx;
  const left = src.pluginTables.filter((t) => !READ_TABLES.has(t));
  ctx.progress.total("pro", left.length);
  for (const table of left) {
    const [{ n }] = await src.query(`select count(*) as n from ${src.table(table)}`);
    const rows = Number(n);
    ctx.progress.advance("pro");
    if (rows === 0) continue;
    report.count("not_imported", "read", rows);
    report.count("not_imported", "skipped", rows);
    const why = UNREAD_TABLES[table] ?? "a WP Project Manager Pro table: not imported yet";
    report.notice("not_imported", table, "all", "skipped", `${plural(rows)}: ${why}`, false);
  }
  const kanboards = Number(
    (await src.query(`select count(*) as n from ${src.table("pm_boards")} where type = 'kanboard'`))[0].n,
  );
  if (kanboards > 0) {
    report.count("not_imported", "read", kanboards);
    report.count("not_imported", "skipped", kanboards);
    const why = "kanboard columns (WP Project Manager Pro): not imported yet";
    report.notice("not_imported", "pm_boards", "kanboard", "skipped", `${plural(kanboards)}: ${why}`, false);
  }
}
