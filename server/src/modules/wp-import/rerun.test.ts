import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, jobs, tasks, users, wpImportMappings, wpImportRuns } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { beginWpImportRun, executeWpImportRun } from "./run";
import {
  CAIRN_TABLES,
  cairnId,
  onSource,
  openWpFixture,
  optionsFor,
  tableCounts,
  type WpFixture,
} from "./test-support";

/** Re-runs: nothing twice, source changes arrive, Cairn-side edits survive, a dry run writes only its run row. */
const t = useTestApp();
let fixture: WpFixture | undefined;
let source: string;
let uploads: string;

const run = async (extra: Parameters<typeof optionsFor>[1] = {}) => {
  const options = optionsFor(source, { uploadsDir: uploads, ...extra });
  const runId = await beginWpImportRun(t.database.db, options);
  return { runId, report: await executeWpImportRun(t.app.deps, runId, options) };
};
const titleOf = async (sourceId: number) => {
  const [row] = await t.database.db
    .select({ title: tasks.title })
    .from(tasks)
    .where(eq(tasks.id, await cairnId(t.database.db, "tasks", sourceId)));
  return row.title;
};

beforeAll(async () => {
  fixture = await openWpFixture();
  ({ source, uploads } = fixture);
}, 60_000);
afterAll(async () => {
  await fixture?.close();
});

describe("a dry run before anything", () => {
  it("reads and reports everything, writes nothing but its run row (and no invitation)", async () => {
    const before = await tableCounts(t.database.db, [...CAIRN_TABLES, "jobs"]);
    const { runId, report } = await run({ dryRun: true, invite: true });
    expect(report.dry_run).toBe(true);
    expect(report.counts.tasks).toMatchObject({ read: 1004, created: 1004 });
    expect(report.counts.files).toMatchObject({ created: 3, skipped: 1 });
    expect(await tableCounts(t.database.db, [...CAIRN_TABLES, "jobs"])).toEqual(before);
    const [row] = await t.database.db.select().from(wpImportRuns).where(eq(wpImportRuns.id, runId));
    expect(row).toMatchObject({ status: "done", dryRun: true, report });
    expect(row.finishedAt).not.toBeNull();
  });
});

describe("importing again", () => {
  it("the first real run creates and invites only the people it made", async () => {
    const [existing] = await t.database.db
      .insert(users)
      .values({ email: "coworker@example.com", displayName: "Cora in Cairn", passwordHash: "x" })
      .returning();
    const { report } = await run({ invite: true });
    expect(report.counts.users).toMatchObject({ read: 3, created: 2 });
    expect(await cairnId(t.database.db, "users", 2)).toBe(existing.id);
    const mails = await t.database.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    const to = mails.map((m) => (m.payload as { to: string }).to).sort();
    expect(to).toEqual(["admin@example.com", "client@example.com"]);
    // History queues nothing: no notification, Slack post or webhook for imported activity.
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, "activity"));
    expect(n).toBe(0);
  });

  it("is idempotent: every row unchanged, no new row", async () => {
    const before = await tableCounts(t.database.db, CAIRN_TABLES);
    const { report } = await run();
    for (const [kind, c] of Object.entries(report.counts)) {
      if (kind === "not_imported") continue;
      expect({ kind, created: c.created, updated: c.updated }).toEqual({ kind, created: 0, updated: 0 });
    }
    expect(report.counts.tasks.unchanged).toBe(1004);
    expect(await tableCounts(t.database.db, CAIRN_TABLES)).toEqual(before);
  });

  it("brings a source change, keeps a Cairn-side edit of a row the source left alone, adds what is new", async () => {
    await onSource(source, "update wp_pm_tasks set title = 'Task 5 renamed in WordPress' where id = 5");
    const edited = await cairnId(t.database.db, "tasks", 6);
    await t.database.db.update(tasks).set({ title: "Task 6 renamed in Cairn" }).where(eq(tasks.id, edited));
    await onSource(
      source,
      `insert into wp_pm_tasks (id, title, project_id, created_by, created_at, updated_at)
         values (1100, 'Brand new task', 1, 1, '2026-12-02 08:00:00', '2026-12-02 08:00:00')`,
    );
    await onSource(
      source,
      "insert into wp_pm_boardables (board_id, board_type, boardable_id, boardable_type, `order`) values (2, 'task_list', 1100, 'task', 7)",
    );
    const { report } = await run();
    expect(report.counts.tasks).toMatchObject({ read: 1005, created: 1, updated: 1, unchanged: 1003 });
    expect(await titleOf(5)).toBe("Task 5 renamed in WordPress");
    expect(await titleOf(6)).toBe("Task 6 renamed in Cairn");
    expect(await titleOf(1100)).toBe("Brand new task");
  });

  it("a task made private at the source is private here, and so is its past activity", async () => {
    await onSource(source, "update wp_pm_tasks set is_private = 1 where id = 8");
    const { report } = await run();
    expect(report.counts.tasks).toMatchObject({ updated: 1 });
    const id = await cairnId(t.database.db, "tasks", 8);
    const logged = await t.database.db
      .select({ kinds: activities.privateKinds })
      .from(activities)
      .where(sql`${activities.resourceType} = 'task' and ${activities.resourceId} = ${id}`);
    expect(logged.length).toBeGreaterThan(0);
    for (const row of logged) expect(row.kinds).toEqual(["task"]);
  });

  it("reports and skips a broken row (a task whose list is missing), and the rest goes in", async () => {
    await onSource(
      source,
      "insert into wp_pm_tasks (id, title, project_id, created_by) values (1101, 'Orphan task', 1, 1)",
    );
    await onSource(
      source,
      "insert into wp_pm_boardables (board_id, board_type, boardable_id, boardable_type) values (999, 'task_list', 1101, 'task')",
    );
    const { report } = await run();
    expect(report.notices).toContainEqual({
      table: "wp_pm_tasks",
      source_id: "1101",
      action: "skipped",
      reason: "task skipped: list 999 is missing",
    });
    expect(report.counts.tasks).toMatchObject({ skipped: 1, unchanged: 1005, created: 0 });
    const mapped = await t.database.db
      .select()
      .from(wpImportMappings)
      .where(sql`${wpImportMappings.sourceTable} = 'tasks' and ${wpImportMappings.sourceId} = '1101'`);
    expect(mapped).toEqual([]);
  });

  it("a dry run after changes reports them and changes nothing", async () => {
    await onSource(source, "update wp_pm_tasks set title = 'Task 7 renamed' where id = 7");
    const before = await tableCounts(t.database.db, CAIRN_TABLES);
    const { report } = await run({ dryRun: true });
    expect(report.counts.tasks).toMatchObject({ updated: 1 });
    expect(await titleOf(7)).not.toBe("Task 7 renamed");
    expect(await tableCounts(t.database.db, CAIRN_TABLES)).toEqual(before);
  });
});

describe("a run that cannot start", () => {
  it("fails with a readable reason kept on its row: a wrong prefix", async () => {
    const options = optionsFor(source, { prefix: "nope_" });
    const runId = await beginWpImportRun(t.database.db, options);
    await expect(executeWpImportRun(t.app.deps, runId, options)).rejects.toThrow(/has no nope_pm_projects/);
    const [row] = await t.database.db.select().from(wpImportRuns).where(eq(wpImportRuns.id, runId));
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/is the prefix "nope_" right/);
    expect(row.source).not.toContain(":@");
  });

  it("an unreachable server", async () => {
    const options = optionsFor("mysql://someone:secret@127.0.0.1:1/wordpress");
    const runId = await beginWpImportRun(t.database.db, options);
    await expect(executeWpImportRun(t.app.deps, runId, options)).rejects.toThrow(
      /Could not read the WordPress database/,
    );
    const [row] = await t.database.db.select().from(wpImportRuns).where(eq(wpImportRuns.id, runId));
    expect(row.source).toBe("mysql://someone@127.0.0.1:1/wordpress");
    expect(row.error).not.toContain("secret");
  });
});
