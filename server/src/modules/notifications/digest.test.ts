import { addDays, todayIn } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { jobs, projectMembers, projects, settings, taskAssignees, tasks, users } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startSmtpCapture } from "../../test/smtp";
import { runDailyDigest } from "./digest";

const smtp = await startSmtpCapture();
const t = useTestApp({ env: { CAIRN_SMTP_URL: smtp.url, CAIRN_PUBLIC_URL: "https://pm.example.test" } });
afterAll(() => smtp.close());

/** A fixed-offset zone where the local hour is `hour` now (Etc/GMT-N is N hours ahead of UTC). */
function zoneAtHour(hour: number): string {
  let n = hour - new Date().getUTCHours();
  if (n < -12) n += 24;
  if (n > 14) n -= 24;
  return n === 0 ? "UTC" : `Etc/GMT${n > 0 ? "-" : "+"}${Math.abs(n)}`;
}

/** The digest as the worker's timer runs it: only users whose local hour has reached `digestHour`. */
const scheduled = (digestHour = 8) =>
  runDailyDigest(t.database.db, t.app.deps.mailer, { publicUrl: "https://pm.example.test", digestHour });

async function task(pid: number, assignee: TestUser | null, values: Partial<typeof tasks.$inferInsert>) {
  const [p] = await t.database.db.select().from(projects).where(eq(projects.id, pid));
  const [row] = await t.database.db
    .insert(tasks)
    .values({ projectId: pid, taskListId: p.inboxListId as number, title: "task", createdBy: 0, ...values })
    .returning();
  if (assignee)
    await t.database.db.insert(taskAssignees).values({ taskId: row.id, userId: assignee.id, projectId: pid });
  return row;
}

/** The digests a user received (the project invitations that set the tests up mail too). */
const digests = (u: TestUser) => smtp.to(u.email).filter((m) => m.subject.includes("Daily digest"));

const setZone = (u: TestUser, zone: string) =>
  t.database.db.update(users).set({ timezone: zone }).where(eq(users.id, u.id));

describe("daily digest: once a day per user, whatever runs it", () => {
  /** "Run now" on a database: every user is due whatever his local hour. */
  const runNow = (db = t.database.db) =>
    runDailyDigest(
      db,
      t.app.deps.mailer,
      { publicUrl: "https://pm.example.test", digestHour: 8 },
      { ignoreHour: true },
    );

  it("a later run the same day mails a member who had no tasks at the first one, and not the one mailed already", async () => {
    const manager = await t.user();
    const busy = await t.user();
    const idle = await t.user();
    const pid = await t.project({ manager, coWorkers: [busy, idle] });
    await setZone(busy, "UTC");
    await setZone(idle, "UTC");
    const today = todayIn("UTC", new Date());
    await task(pid, busy, { title: "Busy's task", dueDate: today });
    await runNow();
    await t.app.jobs.drain();
    expect(digests(busy)).toHaveLength(1);
    expect(digests(idle)).toHaveLength(0);

    await task(pid, idle, { title: "Idle's new task", dueDate: today });
    await task(pid, busy, { title: "Busy's second task", dueDate: today });
    await runNow();
    await t.app.jobs.drain();
    expect(digests(idle)).toHaveLength(1);
    expect(digests(idle)[0].text).toContain("Idle's new task");
    expect(digests(busy)).toHaveLength(1);

    await runNow();
    await t.app.jobs.drain();
    expect(digests(idle)).toHaveLength(1);
    expect(digests(busy)).toHaveLength(1);
  });

  it("two runs at the same moment, as two processes on one database, mail each user once", async () => {
    const other = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 2 });
    try {
      const manager = await t.user();
      const people = [await t.user(), await t.user(), await t.user()];
      const pid = await t.project({ manager, coWorkers: people });
      const today = todayIn("UTC", new Date());
      for (const person of people) {
        await setZone(person, "UTC");
        await task(pid, person, { title: "Racing digest", dueDate: today });
      }
      for (let round = 0; round < 3; round++) {
        const runs = await Promise.all([runNow(), runNow(other.db)]);
        if (round === 0) expect(runs[0].mails + runs[1].mails).toBeGreaterThanOrEqual(people.length);
        else expect(runs.map((r) => r.mails)).toEqual([0, 0]);
      }
      await t.app.jobs.drain();
      for (const person of people) expect(digests(person)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe("daily digest", () => {
  it("mails each member his incomplete tasks starting or due from yesterday to three days ahead, by project, once a day", async () => {
    const manager = await t.user();
    const ann = await t.user({ name: "Ann" });
    const zone = zoneAtHour(12);
    await setZone(ann, zone);
    const day = todayIn(zone, new Date());
    const apollo = await t.project({ manager, coWorkers: [ann], title: "Apollo digest" });
    const zeus = await t.project({ manager, coWorkers: [ann], title: "Zeus digest" });
    const done = await t.project({ manager, coWorkers: [ann], title: "Finished digest" });
    await t.database.db.update(projects).set({ status: 1 }).where(eq(projects.id, done));
    await task(apollo, ann, { title: "Due tomorrow", dueDate: addDays(day, 1) });
    await task(apollo, ann, { title: "Started yesterday", startAt: addDays(day, -1) });
    await task(zeus, ann, { title: "Due in three days", dueDate: addDays(day, 3) });
    await task(apollo, ann, { title: "Due in four days", dueDate: addDays(day, 4) });
    await task(apollo, ann, { title: "Overdue two days", dueDate: addDays(day, -2) });
    await task(apollo, ann, { title: "Already complete", dueDate: addDays(day, 1), status: 1 });
    await task(apollo, null, { title: "Nobody's task", dueDate: addDays(day, 1) });
    await task(done, ann, { title: "In a finished project", dueDate: addDays(day, 1) });

    await scheduled();
    await t.app.jobs.drain();
    const mine = digests(ann);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe(`[Cairn] Daily digest - ${day}`);
    const text = mine[0].text;
    expect(text).toContain("Due tomorrow");
    expect(text).toContain("Started yesterday");
    expect(text).toContain("Due in three days");
    for (const absent of ["four days", "Overdue", "Already complete", "Nobody's", "finished project"]) {
      expect(text).not.toContain(absent);
    }
    // Grouped: Apollo's tasks under its name, then Zeus's.
    expect(text.indexOf("Apollo digest")).toBeLessThan(text.indexOf("Due tomorrow"));
    expect(text.indexOf("Started yesterday")).toBeLessThan(text.indexOf("Zeus digest"));
    expect(text.indexOf("Zeus digest")).toBeLessThan(text.indexOf("Due in three days"));
    expect(mine[0].html).toContain(`https://pm.example.test/projects/${apollo}/task-lists/tasks/`);

    // Once a day: the timer again, and the managers' "run now", send nothing more to her.
    await scheduled();
    const boss = await t.user({ manager: true });
    expect((await t.post("/api/pm-pro/v2/daily-digest/run", {}, { as: boss })).status).toBe(200);
    await t.app.jobs.drain();
    expect(digests(ann)).toHaveLength(1);
  });

  it("waits for each user's local digest hour; 'run now' does not", async () => {
    const manager = await t.user();
    const early = await t.user();
    const zone = zoneAtHour(3);
    await setZone(early, zone);
    const pid = await t.project({ manager, coWorkers: [early] });
    await task(pid, early, { title: "Early bird", dueDate: todayIn(zone, new Date()) });
    await scheduled();
    await t.app.jobs.drain();
    expect(digests(early)).toHaveLength(0);
    const boss = await t.user({ manager: true });
    const run = await t.post("/api/pm-pro/v2/daily-digest/run", {}, { as: boss });
    expect(run.status).toBe(200);
    expect(run.body.data.mails).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain();
    expect(digests(early)).toHaveLength(1);
  });

  it("sends nothing to a user who opted out, to one without tasks, or to anyone when the workspace turns it off", async () => {
    const manager = await t.user();
    const optedOut = await t.user();
    const idle = await t.user();
    const later = await t.user();
    const pid = await t.project({ manager, coWorkers: [optedOut, idle, later] });
    const today = todayIn("UTC", new Date());
    await task(pid, optedOut, { dueDate: today });
    await task(pid, later, { dueDate: today });
    await t.post("/api/pm/v2/profile/notifications", { daily_digest: false }, { as: optedOut });
    const boss = await t.user({ manager: true });
    await t.post("/api/pm/v2/settings", { settings: [{ key: "daily_digest", value: false }] }, { as: boss });
    await t.post("/api/pm-pro/v2/daily-digest/run", {}, { as: boss });
    await t.app.jobs.drain();
    expect(digests(later)).toHaveLength(0);
    await t.post("/api/pm/v2/settings", { settings: [{ key: "daily_digest", value: true }] }, { as: boss });
    await t.post("/api/pm-pro/v2/daily-digest/run", {}, { as: boss });
    await t.app.jobs.drain();
    expect(digests(later)).toHaveLength(1);
    expect(digests(optedOut)).toHaveLength(0);
    expect(digests(idle)).toHaveLength(0);
    expect((await t.post("/api/pm-pro/v2/daily-digest/run", {}, { as: later })).status).toBe(403);
  });

  it("prepares the digest of 1,000 users in one statement, well under 10 s", async () => {
    const manager = await t.user();
    const pid = await t.project({ manager });
    const [p] = await t.database.db.select().from(projects).where(eq(projects.id, pid));
    const many = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          email: `digest${i}@bulk.test`,
          displayName: `D${i}`,
          passwordHash: "x",
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(projectMembers).values(many.map((u) => ({ projectId: pid, userId: u.id, roleId: 2 })));
    const today = todayIn("UTC", new Date());
    const made = await t.database.db
      .insert(tasks)
      .values(
        many.map((u, i) => ({
          projectId: pid,
          taskListId: p.inboxListId as number,
          title: `Bulk ${i}`,
          createdBy: u.id,
          dueDate: today,
        })),
      )
      .returning({ id: tasks.id });
    await t.database.db
      .insert(taskAssignees)
      .values(made.map((tk, i) => ({ taskId: tk.id, userId: many[i].id, projectId: pid })));
    await t.database.db.delete(settings).where(sql`${settings.key} = 'daily_digest' and ${settings.projectId} is null`);

    const started = Date.now();
    const run = await runDailyDigest(t.database.db, t.app.deps.mailer, {
      publicUrl: "https://pm.example.test",
      digestHour: 0,
    });
    const took = Date.now() - started;
    expect(run.mails).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(10_000);
    const queued = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`kind = 'mail' and payload->>'to' like 'digest%@bulk.test' and status = 'pending'`);
    expect(queued[0].n).toBe(1000);
    console.info(`digest for 1,000 users prepared in ${took} ms`);
  });
});
