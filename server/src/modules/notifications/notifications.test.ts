import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, settings, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startSmtpCapture } from "../../test/smtp";

const smtp = await startSmtpCapture();
const t = useTestApp({ env: { CAIRN_SMTP_URL: smtp.url, CAIRN_PUBLIC_URL: "https://pm.example.test" } });
afterAll(() => smtp.close());

/** Runs the queue (activity events, then the mail they queue) as the worker would. */
const deliver = () => t.app.jobs.drain();

let manager: TestUser;
let worker: TestUser;
let other: TestUser;
let client: TestUser;
let pid: number;
let base: string;

beforeEach(async () => {
  manager = await t.user({ name: "Mia Manager" });
  worker = await t.user({ name: "Walt Worker" });
  other = await t.user({ name: "Olga Other" });
  client = await t.user({ name: "Cleo Client" });
  pid = await t.project({ manager, coWorkers: [worker, other], clients: [client] });
  base = `/api/pm/v2/projects/${pid}`;
  await deliver();
  smtp.clear();
});

const newTask = async (body: Record<string, unknown>, as: TestUser = manager) => {
  const res = await t.post(`${base}/tasks`, { title: "Write the spec", ...body }, { as });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
};

describe("notification mail", () => {
  it("mails a new task's assignees (never its author), in both parts, with a link and List-Unsubscribe", async () => {
    await newTask({ assignees: [manager.id, worker.id], description: "<p>Read <b>this</b> first</p>" });
    expect(smtp.mails).toHaveLength(0); // nothing is sent while the request runs
    await deliver();
    expect(smtp.mails.map((m) => m.to)).toEqual([[worker.email]]);
    const [mail] = smtp.mails;
    expect(mail.subject).toBe("[Cairn] New task: Write the spec");
    expect(mail.text).toContain("Mia Manager assigned you a new task");
    expect(mail.text).toContain("Read this first");
    expect(mail.text).toMatch(/Open the task: https:\/\/pm\.example\.test\/projects\/\d+\/task-lists\/tasks\/\d+/);
    expect(mail.html).toContain("<b>this</b>");
    expect(mail.html).toContain("https://pm.example.test/profile#notifications");
    expect(mail.headers["list-unsubscribe"]).toBe("<https://pm.example.test/profile#notifications>");
  });

  it("shows the workspace's logo, by its public address, when one is chosen", async () => {
    await t.database.db.insert(settings).values({ projectId: null, key: "logo", value: 5 });
    try {
      await newTask({ assignees: [worker.id] });
      await deliver();
      expect(smtp.to(worker.email)[0].html).toContain('<img src="https://pm.example.test/api/branding/logo?v=5"');
    } finally {
      await t.database.db.delete(settings).where(and(isNull(settings.projectId), eq(settings.key, "logo")));
    }
  });

  it("escapes titles in the HTML part", async () => {
    await newTask({ title: "<img src=x onerror=alert(1)>", assignees: [worker.id] });
    await deliver();
    const [mail] = smtp.to(worker.email);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("mails one update for fields changed together, none for a reorder, and the creator when completed", async () => {
    const id = await newTask({ assignees: [worker.id, other.id] });
    await deliver();
    smtp.clear();
    const update = await t.post(
      `${base}/tasks/${id}/update`,
      { title: "Write it", due_date: "2026-12-01" },
      { as: manager },
    );
    expect(update.status).toBe(200);
    await deliver();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([worker.email, other.email].sort());
    expect(smtp.mails[0].subject).toBe("[Cairn] Task updated: Write it");
    expect(smtp.mails[0].text).toContain("Changed: title, due date.");
    smtp.clear();
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    const sorted = await t.post(
      `${base}/tasks/sorting`,
      { task_list_id: row.taskListId, orders: [{ id, order: 7 }] },
      { as: manager },
    );
    expect(sorted.status).toBe(200);
    await deliver();
    expect(smtp.mails).toHaveLength(0);

    await t.post(`${base}/tasks/${id}/change-status`, { status: 1 }, { as: worker });
    await deliver();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([manager.email, other.email].sort());
    expect(smtp.mails[0].subject).toBe("[Cairn] Task completed: Write it");
  });

  it("follows each person's switches: a kind switched off, and master off even for a mention", async () => {
    const id = await newTask({ assignees: [worker.id, other.id] });
    await deliver();
    smtp.clear();
    expect((await t.post("/api/pm/v2/profile/notifications", { new_comment: false }, { as: worker })).status).toBe(200);
    expect((await t.post("/api/pm/v2/profile/notifications", { master: false }, { as: other })).status).toBe(200);
    const mention = (u: TestUser) => `<span data-type="mention" data-id="${u.id}">@${u.displayName}</span>`;
    const comment = async (content: string, notify: number[] = []) =>
      t.post(
        `${base}/comments`,
        { content, commentable_type: "task", commentable_id: id, notify_users: notify },
        { as: manager },
      );
    expect((await comment("<p>Looks good</p>")).status).toBe(201);
    await deliver();
    expect(smtp.mails).toHaveLength(0); // worker: new_comment off; other: master off

    await comment(`<p>${mention(worker)} ${mention(other)} please check</p>`, [client.id]);
    await deliver();
    // Named people pass their kind's switch, not the master switch.
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([client.email, worker.email].sort());
    expect(smtp.mails[0].subject).toBe("[Cairn] New comment on Write the spec");
    expect(smtp.to(worker.email)[0].text).toContain("please check");
  });

  it("never mails a private item to a member who may not see it", async () => {
    const hidden = await t.post(`${base}/discussion-boards`, { title: "Salaries", privacy: true }, { as: manager });
    expect(hidden.status).toBe(201);
    await deliver();
    const recipients = smtp.mails.map((m) => m.to[0]);
    // Clients may not view private discussions by default; co-workers may (the project's default flags).
    expect(recipients.sort()).toEqual([worker.email, other.email].sort());
    smtp.clear();
    const open = await t.post(
      `${base}/discussion-boards`,
      { title: "Kick-off", description: "<p>Monday</p>" },
      { as: manager },
    );
    expect(open.status).toBe(201);
    await deliver();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([worker.email, other.email, client.email].sort());
    expect(smtp.mails[0].subject).toBe("[Cairn] New discussion: Kick-off");
  });

  it("retries a mail the server defers, and keeps one it refuses as failed, visible to managers", async () => {
    const boss = await t.user({ manager: true });
    smtp.failNext(451);
    await newTask({ assignees: [worker.id] });
    await deliver();
    expect(smtp.mails).toHaveLength(0);
    const [waiting] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "mail"))
      .orderBy(jobs.id)
      .limit(1)
      .offset((await t.database.db.select().from(jobs).where(eq(jobs.kind, "mail"))).length - 1);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("Try again later");
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, waiting.id));
    await deliver();
    expect(smtp.to(worker.email)).toHaveLength(1);

    smtp.failNext(550);
    await newTask({ assignees: [other.id] });
    await deliver();
    const failed = await t.get("/api/pm/v2/jobs", { as: boss, query: { status: "failed" } });
    expect(failed.status).toBe(200);
    const job = failed.body.data.find((j: { kind: string; last_error: string }) =>
      j.last_error.includes("Mailbox unavailable"),
    );
    expect(job).toMatchObject({ kind: "mail", status: "failed", attempts: 1 });
    expect((await t.get("/api/pm/v2/jobs", { as: worker, query: { status: "failed" } })).status).toBe(403);
    expect((await t.post(`/api/pm/v2/jobs/${job.id}/retry`, {}, { as: worker })).status).toBe(403);
    const retried = await t.post(`/api/pm/v2/jobs/${job.id}/retry`, {}, { as: boss });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: "pending", attempts: 0 });
    await deliver();
    expect(smtp.to(other.email)).toHaveLength(1);
    expect((await t.post(`/api/pm/v2/jobs/${job.id}/retry`, {}, { as: boss })).status).toBe(404);
  });
});

describe("profile notifications", () => {
  const url = "/api/pm/v2/profile/notifications";

  it("reads every switch on by default, and a partial save changes only what it names", async () => {
    const fresh = await t.get(url, { as: worker });
    expect(fresh.status).toBe(200);
    expect(Object.values(fresh.body.data)).toHaveLength(10);
    expect(Object.values(fresh.body.data).every((v) => v === true)).toBe(true);
    const saved = await t.post(url, { update_task: false, daily_digest: "false" }, { as: worker });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ update_task: false, daily_digest: false, new_task: true, master: true });
    const again = await t.post(url, { new_task: false }, { as: worker });
    expect(again.body.data).toMatchObject({ update_task: false, daily_digest: false, new_task: false });
    expect((await t.get(url, { as: other })).body.data.update_task).toBe(true);
  });

  it("refuses unknown switches, non-booleans, an empty save and strangers, changing nothing", async () => {
    for (const body of [{ weekly: true }, { master: "maybe" }, { new_task: 3 }, {}, []]) {
      const res = await t.post(url, body, { as: worker });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
    }
    expect((await t.get(url)).status).toBe(401);
    expect((await t.post(url, { master: false })).status).toBe(401);
    expect(Object.values((await t.get(url, { as: worker })).body.data).every((v) => v === true)).toBe(true);
  });

  it("tells everyone whether mail is on, and managers its sender", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.get("/api/pm/v2/mail", { as: boss });
    expect(res.body.data).toMatchObject({ enabled: true, digest_hour: 8 });
    expect(res.body.data.from).toBe("Cairn <no-reply@pm.example.test>");
    const member = await t.get("/api/pm/v2/mail", { as: worker });
    expect(member.body.data).toEqual({ enabled: true, from: null, digest_hour: 8 });
    expect((await t.get("/api/pm/v2/mail")).status).toBe(401);
  });
});
