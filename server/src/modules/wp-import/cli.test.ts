import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kanboardCards, projects, wpImportRuns } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { openWpFixture, type WpFixture } from "./test-support";

/** `npm run import:wp-pm` end to end: the script in its own process, against this file's database. */
const t = useTestApp();
let fixture: WpFixture | undefined;
let source: string;
let uploads: string;

const serverDir = path.resolve(import.meta.dirname, "../../..");
const tsx = path.resolve(serverDir, "../node_modules/.bin/tsx");

async function cli(args: string[]) {
  const env = { ...process.env, DATABASE_URL: t.databaseUrl, CAIRN_DATA_DIR: t.config.dataDir, INIT_CWD: uploads };
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ["src/scripts/import-wp-pm.ts", ...args], {
      cwd: serverDir,
      env,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

beforeAll(async () => {
  fixture = await openWpFixture();
  ({ source, uploads } = fixture);
}, 60_000);
afterAll(async () => {
  await fixture?.close();
});

const projectCount = async () => (await t.database.db.select({ n: count() }).from(projects))[0].n;

describe("npm run import:wp-pm", () => {
  it("refuses bad arguments with the reason and the usage, exit code 1", async () => {
    const missing = await cli(["--prefix", "wp_"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--mysql is required.");
    expect(missing.stderr).toContain("Usage: npm run import:wp-pm");
    const bad = await cli(["--mysql", source, "--prefix", "wp-", "--colour"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Unknown option '--colour'/);
    expect(await projectCount()).toBe(0);
  }, 60_000);

  it("a dry run prints the report and writes only its run row; then the import, exit code 0", async () => {
    const dry = await cli(["--mysql", source, "--dry-run", "--uploads", "."]);
    expect(dry.stderr).toBe("");
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^tasks\s+1004\s+1004\s+0\s+0\s+0$/m);
    expect(dry.stdout).toContain("Dry run: nothing was written except this run's record");
    expect(await projectCount()).toBe(0);

    const real = await cli(["--mysql", source, "--uploads", "."]);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/^\s+tasks\s+1004 \/ 1004$/m);
    expect(real.stdout).toMatch(/^files\s+4\s+3\s+0\s+0\s+1$/m);
    expect(real.stdout).toContain(
      "skipped  wp_pm_files #3: attachment whose file is not in uploads: 2026/12/notes.txt",
    );
    expect(await projectCount()).toBe(3);
    // Each new project gets its kanboard, with a card per task, as a project made in Cairn does.
    const [{ n: cards }] = await t.database.db.select({ n: count() }).from(kanboardCards);
    expect(cards).toBe(1003);
    const runs = await t.database.db.select().from(wpImportRuns).where(eq(wpImportRuns.status, "done"));
    expect(runs.map((r) => [r.dryRun, r.startedBy, r.uploadsDir])).toEqual([
      [true, null, uploads],
      [false, null, uploads],
    ]);
  }, 120_000);

  it("a source it cannot read: the reason, exit code 1, the run kept as failed", async () => {
    const failed = await cli(["--mysql", "mysql://root:pw@127.0.0.1:1/wordpress"]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      "Import failed: Could not read the WordPress database at mysql://root@127.0.0.1:1/wordpress",
    );
    const [row] = await t.database.db.select().from(wpImportRuns).where(eq(wpImportRuns.status, "failed"));
    expect(row.error).toContain("Could not read");
  }, 60_000);
});
