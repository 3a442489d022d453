import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { WP_IMPORT_RUN_MESSAGES } from "@cairn/shared";
import mysql from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wpImportRuns } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { loadWpFixture, startTestMariaDb, type TestMariaDb } from "../../test/mariadb";

/**
 * Settings → Import against a real MariaDB loaded with the WP Project Manager fixture: what the source's
 * answers make of a start (422 under the field to correct), a dry run then an import through the routes, one
 * run at a time, and the password used for the run yet found nowhere after it.
 */
const t = useTestApp();
const START = "/api/import/wp-pm";
const PASSWORD = "s3cret pw@1";

let maria: TestMariaDb;
let rootUrl: string;
let sourceUrl: string;
let gm: TestUser;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-wp-uploads-"));

beforeAll(async () => {
  maria = await startTestMariaDb();
  rootUrl = await loadWpFixture(maria.url);
  const database = new URL(rootUrl).pathname.slice(1);
  // A read-only user with a password, as docs/operations.md tells a WordPress host to make.
  const admin = await mysql.createConnection(rootUrl);
  await admin.query(`create user if not exists 'wpreader'@'%' identified by '${PASSWORD}'`);
  await admin.query(`grant select on \`${database}\`.* to 'wpreader'@'%'`);
  await admin.end();
  const url = new URL(rootUrl);
  url.username = "wpreader";
  url.password = PASSWORD;
  sourceUrl = url.toString();
  gm = await t.user({ manager: true, name: "Gina Global" });
}, 180_000);

afterAll(async () => {
  await maria?.stop();
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** The run's answer once it has ended (each read as Settings → Import makes it, every half second). */
async function finished(id: number) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const res = await t.get(`/api/import/wp-pm/runs/${id}`, { as: gm });
    expect(res.status).toBe(200);
    if (res.body.data.status !== "running") return res.body.data;
    if (Date.now() > deadline) throw new Error(`run ${id} still running: ${JSON.stringify(res.body.data.progress)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const projectTitles = async () =>
  ((await t.get("/api/pm/v2/projects?status=all&per_page=-1", { as: gm })).body.data as { title: string }[]).map(
    (p) => p.title,
  );

describe("Settings → Import against MariaDB", () => {
  it("says under its field what the source refuses (422), and writes nothing", async () => {
    const wrongPassword = new URL(sourceUrl);
    wrongPassword.password = "not-it";
    const noDatabase = new URL(rootUrl);
    noDatabase.pathname = "/no_such_database";
    const cases: [object, string, string][] = [
      [{ mysql_url: wrongPassword.toString() }, "mysql_url", WP_IMPORT_RUN_MESSAGES.accessDenied],
      [{ mysql_url: noDatabase.toString() }, "mysql_url", WP_IMPORT_RUN_MESSAGES.noDatabase],
      [{ mysql_url: sourceUrl, prefix: "wp2_" }, "prefix", WP_IMPORT_RUN_MESSAGES.noTables],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.post(START, body, { as: gm });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.data.params).toEqual({ [field]: [message] });
    }
    expect(await t.database.db.select().from(wpImportRuns)).toEqual([]);
  });

  it("runs a dry run (one at a time), then the import, each kept with its report", { timeout: 400_000 }, async () => {
    const before = await projectTitles();
    const dry = await t.post(START, { mysql_url: sourceUrl, uploads_dir: uploads, dry_run: true }, { as: gm });
    expect(dry.status, JSON.stringify(dry.body)).toBe(202);
    expect(dry.body.message).toBe(WP_IMPORT_RUN_MESSAGES.dryRunStarted);
    expect(dry.body.data).toMatchObject({
      status: "running",
      dry_run: true,
      prefix: "wp_",
      uploads_dir: uploads,
      starter: { id: gm.id, display_name: "Gina Global" },
      report: null,
    });
    expect(dry.body.data.source).not.toContain(PASSWORD.split(" ")[0]);
    // The first is going: a second start waits for it.
    const second = await t.post(START, { mysql_url: sourceUrl, dry_run: true }, { as: gm });
    expect(second.status).toBe(409);
    expect(second.body.message).toEqual([WP_IMPORT_RUN_MESSAGES.running]);

    const dryRun = await finished(dry.body.data.id);
    expect(dryRun.status, dryRun.error).toBe("done");
    expect(dryRun.report.dry_run).toBe(true);
    expect(dryRun.report.counts.projects.read).toBe(3);
    expect(dryRun.report.counts.tasks.read).toBeGreaterThanOrEqual(1004);
    expect(dryRun.progress.length).toBeGreaterThan(0);
    // The uploads folder is empty: each attachment is a notice, and nothing else stops the run.
    expect(dryRun.report.notices.some((n: { table: string }) => n.table.includes("files"))).toBe(true);
    expect(await projectTitles()).toEqual(before);

    const real = await t.post(START, { mysql_url: sourceUrl, uploads_dir: uploads }, { as: gm });
    expect(real.status, JSON.stringify(real.body)).toBe(202);
    expect(real.body.message).toBe(WP_IMPORT_RUN_MESSAGES.started);
    const run = await finished(real.body.data.id);
    expect(run.status, run.error).toBe("done");
    expect(run.report.dry_run).toBe(false);
    expect(run.report.counts.projects.created).toBe(3);
    expect(await projectTitles()).toEqual(expect.arrayContaining(["Bench project", "Second project", "Done project"]));

    const list = await t.get("/api/import/wp-pm/runs", { as: gm });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([real.body.data.id, dry.body.data.id]);
    // The password served the runs and is kept nowhere: not in their rows, not in any answer.
    const rows = await t.database.db.select().from(wpImportRuns);
    expect(JSON.stringify(rows)).not.toMatch(/s3cret/);
    expect(JSON.stringify(list.body)).not.toMatch(/s3cret/);
  });
});
