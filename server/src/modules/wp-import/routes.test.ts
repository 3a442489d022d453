import { WP_IMPORT_MESSAGES, WP_IMPORT_RUN_MESSAGES } from "@cairn/shared";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { wpImportRuns } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

/**
 * Settings → Import's routes without a MySQL server: who may call them, what each refuses (and that a refusal
 * writes nothing), how runs read (newest first, a stopped process's run as failed). The runs against a real
 * MariaDB are in routes-mariadb.test.ts.
 */
const t = useTestApp();
const START = "/api/import/wp-pm";
const RUNS = "/api/import/wp-pm/runs";
/** An address nothing listens on: port 9 (discard) is closed here. */
const NOWHERE = "mysql://wp:s3cret-pw@127.0.0.1:9/wordpress";

let gm: TestUser;
let coWorker: TestUser;
let client: TestUser;
let projectManager: TestUser;

beforeAll(async () => {
  gm = await t.user({ manager: true, name: "Gina Global" });
  [coWorker, client, projectManager] = await Promise.all([t.user(), t.user(), t.user()]);
  await t.project({ manager: projectManager, coWorkers: [coWorker], clients: [client] });
});

const runCount = async () => (await t.database.db.select({ n: count() }).from(wpImportRuns))[0].n;

/** A run row as the importer writes it, `heartbeatAgo` seconds after its last beat. */
async function insertRun(values: Partial<typeof wpImportRuns.$inferInsert> & { heartbeatAgo?: number } = {}) {
  const { heartbeatAgo = 0, ...rest } = values;
  const [row] = await t.database.db
    .insert(wpImportRuns)
    .values({
      source: "mysql://wp@db.example:3306/wordpress",
      prefix: "wp_",
      startedBy: gm.id,
      heartbeatAt: sql`now() - make_interval(secs => ${heartbeatAgo})`,
      ...rest,
    })
    .returning();
  return row;
}

describe("who may use the import", () => {
  it("refuses callers who are not signed in (401) and everyone but global managers (403)", async () => {
    for (const [method, url] of [
      ["POST", START],
      ["GET", RUNS],
      ["GET", `${RUNS}/1`],
    ] as const) {
      const body = method === "POST" ? { mysql_url: NOWHERE } : undefined;
      expect((await t.request(method, url, { body })).status, `${method} ${url} anonymous`).toBe(401);
      for (const as of [coWorker, client, projectManager]) {
        const res = await t.request(method, url, { body, as });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.code).toBe("rest_forbidden");
      }
    }
    expect(await runCount()).toBe(0);
  });
});

describe("starting a run", () => {
  it("answers each bad field with the schema's message, wrong types too, and writes nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "mysql_url", WP_IMPORT_MESSAGES.mysqlUrl],
      [{ mysql_url: "db.example:3306" }, "mysql_url", WP_IMPORT_MESSAGES.mysqlUrl],
      [{ mysql_url: "postgres://u@db/x" }, "mysql_url", WP_IMPORT_MESSAGES.mysqlUrl],
      [{ mysql_url: 3306 }, "mysql_url", WP_IMPORT_MESSAGES.mysqlUrl],
      [{ mysql_url: NOWHERE, prefix: "wp-" }, "prefix", WP_IMPORT_MESSAGES.prefix],
      [{ mysql_url: NOWHERE, prefix: ["wp_"] }, "prefix", WP_IMPORT_MESSAGES.prefix],
      [{ mysql_url: NOWHERE, uploads_dir: 7 }, "uploads_dir", WP_IMPORT_MESSAGES.uploadsDir],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.post(START, body, { as: gm });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(res.body.data.params[field]).toEqual([message]);
    }
    for (const [field, value] of [
      ["dry_run", "yes"],
      ["invite", 1],
    ] as const) {
      const res = await t.post(START, { mysql_url: NOWHERE, [field]: value }, { as: gm });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    }
    expect(await runCount()).toBe(0);
  });

  it("refuses an uploads folder that does not exist (400 on uploads_dir), before asking MySQL", async () => {
    const res = await t.post(START, { mysql_url: NOWHERE, uploads_dir: "/nonexistent/wp-uploads" }, { as: gm });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ uploads_dir: [WP_IMPORT_RUN_MESSAGES.noUploadsDir] });
    const file = await t.post(START, { mysql_url: NOWHERE, uploads_dir: import.meta.filename }, { as: gm });
    expect(file.body.data.params).toEqual({ uploads_dir: [WP_IMPORT_RUN_MESSAGES.noUploadsDir] });
    expect(await runCount()).toBe(0);
  });

  it("says under mysql_url that no server answers (422), without the password, and writes nothing", async () => {
    const res = await t.post(START, { mysql_url: NOWHERE, uploads_dir: "" }, { as: gm });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("rest_unprocessable");
    expect(res.body.data.params).toEqual({ mysql_url: [WP_IMPORT_RUN_MESSAGES.unreachable] });
    expect(JSON.stringify(res.body)).not.toContain("s3cret-pw");
    expect(await runCount()).toBe(0);
  });

  it("refuses a second run while one is going (409), but not after its process stopped", async () => {
    const going = await insertRun({ heartbeatAgo: 5 });
    const res = await t.post(START, { mysql_url: NOWHERE }, { as: gm });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual([WP_IMPORT_RUN_MESSAGES.running]);
    await t.database.db
      .update(wpImportRuns)
      .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
      .where(eq(wpImportRuns.id, going.id));
    // Past the lock now: the source is asked, and this one answers nothing.
    expect((await t.post(START, { mysql_url: NOWHERE }, { as: gm })).status).toBe(422);
    await t.database.db.delete(wpImportRuns);
  });
});

describe("reading runs", () => {
  it("lists runs newest first, paged, each with who started it, and never a password", async () => {
    const first = await insertRun({ status: "done", startedAt: new Date("2026-01-01T10:00:00Z"), dryRun: true });
    const second = await insertRun({ status: "failed", error: "Lost connection to MySQL server", startedBy: null });
    // A writer that left a password in the address: the answer leaves it out anyway.
    const third = await insertRun({ status: "done", source: "mysql://wp:leaked@db.example/wordpress" });
    const page = await t.get(`${RUNS}?per_page=2`, { as: gm });
    expect(page.status).toBe(200);
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([third.id, second.id]);
    expect(page.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, total_pages: 2 });
    expect(page.body.data[0].source).toBe("mysql://wp@db.example/wordpress");
    expect(JSON.stringify(page.body)).not.toContain("leaked");
    expect(page.body.data[1]).toMatchObject({
      status: "failed",
      starter: null,
      error: "Lost connection to MySQL server",
    });
    const next = await t.get(`${RUNS}?page=2&per_page=2`, { as: gm });
    expect(next.body.data).toHaveLength(1);
    expect(next.body.data[0]).toMatchObject({
      id: first.id,
      dry_run: true,
      started_by: gm.id,
      starter: { id: gm.id, display_name: "Gina Global" },
      started_at: "2026-01-01T10:00:00.000Z",
      progress: [],
      report: null,
    });
    expect((await t.get(`${RUNS}?per_page=0`, { as: gm })).status).toBe(400);
    expect((await t.get(`${RUNS}?page=x`, { as: gm })).status).toBe(400);
    await t.database.db.delete(wpImportRuns);
  });

  it("reads one run with its progress and report; a run whose heartbeat stopped reads as failed", async () => {
    const progress = [{ stage: "tasks", done: 40, total: 100 }];
    const live = await insertRun({ progress, heartbeatAgo: 10 });
    const res = await t.get(`${RUNS}/${live.id}`, { as: gm });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: live.id, status: "running", progress, error: null });
    const report = {
      dry_run: false,
      counts: { tasks: { read: 1, created: 1, updated: 0, unchanged: 0, skipped: 0 } },
      notices: [],
    };
    const done = await insertRun({ status: "done", report, finishedAt: new Date() });
    expect((await t.get(`${RUNS}/${done.id}`, { as: gm })).body.data.report).toEqual(report);

    await t.database.db
      .update(wpImportRuns)
      .set({ heartbeatAt: sql`now() - interval '61 seconds'` })
      .where(eq(wpImportRuns.id, live.id));
    const stopped = await t.get(`${RUNS}/${live.id}`, { as: gm });
    expect(stopped.body.data).toMatchObject({ status: "failed", error: WP_IMPORT_RUN_MESSAGES.stopped });
    await t.database.db.delete(wpImportRuns);
  });

  it("answers 404 for a run that does not exist, 400 for an id that is not one", async () => {
    const missing = await t.get(`${RUNS}/999999`, { as: gm });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual([WP_IMPORT_RUN_MESSAGES.notFound]);
    expect((await t.get(`${RUNS}/abc`, { as: gm })).status).toBe(400);
    expect((await t.get(`${RUNS}/0`, { as: gm })).status).toBe(400);
  });
});
