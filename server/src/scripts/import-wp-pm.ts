/**
 * `npm run import:wp-pm -- --mysql mysql://user:pass@host:3306/wordpress [--prefix wp_] [--uploads DIR]
 * [--dry-run] [--invite]`: moves a WP Project Manager workspace into this install's database (CAIRN_DATA_DIR or
 * DATABASE_URL), as Settings → Import does. Prints progress per stage, then the report; exit code 0 when the
 * run is done, 1 when it failed or the arguments are wrong. Every run (a dry run too) is kept as a run row.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startWpImportBody, type WpImportProgress, type WpImportReport } from "@cairn/shared";
import { ConfigError, loadConfig } from "../config";
import { storageFromConfig } from "../core/storage/driver";
import { startDatabase } from "../db/start";
import { setUpBoard } from "../modules/kanboard/defaults";
import { registerProjectCreatedHook } from "../modules/projects/hooks";
import { beginWpImportRun, executeWpImportRun } from "../modules/wp-import/run";
import { redactMysqlUrl } from "../modules/wp-import/source";

const USAGE = `Usage: npm run import:wp-pm -- --mysql mysql://user:password@host:3306/database [options]

  --mysql URL      the WordPress database (a read-only user is enough)
  --prefix P       its table prefix (default wp_)
  --uploads DIR    a copy of wp-content/uploads, for the attachments' bytes
  --dry-run        read everything and report, write nothing (only the run's record)
  --invite         mail each person the import creates a link to choose a password`;

class UsageError extends Error {}

// What the app's kanboard module registers for every new project; this command runs without the app.
registerProjectCreatedHook("kanboard", (tx, project, me) => setUpBoard(tx, project.id, me.id));

function readArguments(argv: string[]) {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        mysql: { type: "string" },
        prefix: { type: "string", default: "wp_" },
        uploads: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        invite: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.mysql) throw new UsageError("--mysql is required.");
  // npm runs the script in server/; a relative folder means the one the command was typed in.
  const base = process.env.INIT_CWD ?? process.cwd();
  const uploads = typeof values.uploads === "string" ? path.resolve(base, values.uploads) : null;
  const parsed = startWpImportBody.safeParse({
    mysql_url: values.mysql,
    prefix: values.prefix,
    uploads_dir: uploads,
    dry_run: values["dry-run"],
    invite: values.invite,
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(" "));
  if (uploads && !fs.statSync(uploads, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`--uploads: ${uploads} is not a folder.`);
  }
  const b = parsed.data;
  return { mysqlUrl: b.mysql_url, prefix: b.prefix, uploadsDir: uploads, dryRun: b.dry_run, invite: b.invite };
}

/** One line per stage as it moves on (the run reports about once a second). */
function progressPrinter() {
  const shown = new Map<string, string>();
  return (progress: WpImportProgress[]) => {
    for (const p of progress) {
      const line = `${p.stage.padEnd(12)} ${String(p.done).padStart(8)} / ${p.total}`;
      if (shown.get(p.stage) !== line) console.log(`  ${line}`);
      shown.set(p.stage, line);
    }
  };
}

function formatReport(report: WpImportReport): string {
  const head = ["kind", "read", "created", "updated", "unchanged", "skipped"];
  const rows = Object.entries(report.counts).map(([kind, c]) => [
    kind,
    ...[c.read, c.created, c.updated, c.unchanged, c.skipped].map(String),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  const out = [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
  const extra = report.notices_left_off ? ` (and ${report.notices_left_off} more, not listed)` : "";
  out.push("", report.notices.length === 0 ? "No notices." : `Notices (${report.notices.length})${extra}:`);
  for (const n of report.notices) out.push(`  ${n.action.padEnd(8)} ${n.table} #${n.source_id}: ${n.reason}`);
  return out.join("\n");
}

async function main() {
  const args = readArguments(process.argv.slice(2));
  const config = loadConfig();
  const quiet = { info: () => undefined, warn: console.warn, error: console.error };
  const running = await startDatabase(config, quiet);
  try {
    const deps = { database: running.database, storage: storageFromConfig(config), config };
    const options = { ...args, startedBy: null };
    const runId = await beginWpImportRun(running.database.db, options);
    console.log(`Import run #${runId}${args.dryRun ? " (dry run)" : ""} from ${redactMysqlUrl(options.mysqlUrl)}`);
    const report = await executeWpImportRun(deps, runId, options, progressPrinter());
    console.log(`\n${formatReport(report)}\n`);
    console.log(
      args.dryRun
        ? `Dry run: nothing was written except this run's record (#${runId}).`
        : `Done: run #${runId}; its report is kept under Settings → Import.`,
    );
  } finally {
    await running.close();
  }
}

main().catch((err) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else console.error(`Import failed: ${err instanceof ConfigError || err instanceof Error ? err.message : err}`);
  process.exit(1);
});
