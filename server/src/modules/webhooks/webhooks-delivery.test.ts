import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { registeredPeriodics } from "../../core/jobs/kinds";
import { jobs, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";

/**
 * Outgoing webhooks end to end: real changes through the API, the activity job and the delivery job run by
 * the queue, and a local receiver that checks every signature with the official `standardwebhooks` package
 * (an implementation of the convention independent of ours).
 */
const receiver = await startHttpCapture();
const t = useTestApp({ env: { CAIRN_OUTBOUND_ALLOW_HOSTS: receiver.host } });
afterAll(() => receiver.close());

type Delivered = {
  type: string;
  timestamp: string;
  actor: { id: number; display_name: string };
  data: Record<string, unknown>;
};

let manager: TestUser;
let pid: number;

beforeEach(async () => {
  manager = await t.user({ name: "Mia Manager" });
  pid = await t.project({ manager });
  await deliver();
  receiver.clear();
});

/** Runs the due jobs: the activity jobs, and the deliveries they queue. */
const deliver = () => t.app.jobs.drain();

/** Makes retries due now instead of after their back-off. */
async function retriesDueNow() {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.status, "pending")));
}

async function endpoint(
  as: TestUser,
  options: { path?: string; events?: string[]; project?: number | null; active?: boolean } = {},
) {
  const base =
    options.project === null ? "/api/pm-pro/v2/webhooks" : `/api/pm-pro/v2/projects/${options.project ?? pid}/webhooks`;
  const res = await t.post(
    base,
    {
      url: receiver.url(options.path ?? "/hook"),
      events: options.events ?? ["task.created", "task.updated", "task.completed", "task.deleted"],
      active: options.active ?? true,
    },
    { as },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    id: res.body.data.id as number,
    secret: res.body.data.secret as string,
    base: `${base}/${res.body.data.id}`,
  };
}

/** The receiver's requests to `path`, each verified with its endpoint's secret by the standardwebhooks package. */
function verified(path: string, secret: string): Delivered[] {
  const wh = new Webhook(secret);
  return receiver.requests
    .filter((r) => r.url === path)
    .map((r) => wh.verify(r.body, r.headers as Record<string, string>) as Delivered);
}

const newTask = async (body: Record<string, unknown> = {}, as = manager, project = pid) => {
  const res = await t.post(`/api/pm/v2/projects/${project}/tasks`, { title: "Ship it", ...body }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
};

const log = async (as: TestUser, base: string) => {
  const res = await t.get(`${base}/deliveries`, { as });
  expect(res.status).toBe(200);
  return res.body as {
    data: {
      id: number;
      message_id: string;
      event: string;
      attempt: number;
      state: string;
      status_code: number | null;
      duration_ms: number;
      error: string | null;
    }[];
    meta: { pagination: { total: number } };
  };
};

describe("outgoing webhook deliveries", () => {
  it("delivers the item as the API presents it, signed per Standard Webhooks", async () => {
    const hook = await endpoint(manager, { path: "/signed" });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const task = await newTask({ title: "Signed and sealed" });
    expect(receiver.requests).toHaveLength(0); // the request never waits for the receiver
    await deliver();
    const [sent] = receiver.requests;
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(sent.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(sent.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const [body] = verified("/signed", hook.secret);
    expect(body.type).toBe("task.created");
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.actor).toEqual({ id: manager.id, display_name: "Mia Manager" });
    // The same answer the single-task read gives its creator.
    const read = await t.get(`/api/pm/v2/projects/${pid}/tasks/${task.id}`, { as: manager });
    expect(body.data).toEqual(read.body.data);

    // Another secret does not verify it: the signature is over these bytes with this key.
    const other = await endpoint(manager, { path: "/other" });
    expect(() => verified("/signed", other.secret)).toThrow();

    // Each change is read after it commits: one drained at a time, so none finds its task already gone.
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${task.id}/change-status`, { status: 1 }, { as: manager });
    await deliver();
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${task.id}/update`, { title: "Renamed" }, { as: manager });
    await deliver();
    await t.post(`/api/pm/v2/projects/${pid}/tasks/${task.id}/delete`, {}, { as: manager });
    await deliver();
    expect(verified("/signed", hook.secret).map((b) => b.type)).toEqual([
      "task.created",
      "task.completed",
      "task.updated",
      "task.deleted",
    ]);
    const deleted = verified("/signed", hook.secret)[3];
    expect(deleted.data).toEqual({ id: task.id, project_id: pid, title: "Renamed" });
  });

  it("retries after 500s with the same webhook-id until it succeeds, every attempt in the log", async () => {
    const hook = await endpoint(manager, { path: "/flaky" });
    receiver.answerNext(500);
    receiver.answerNext(503);
    await newTask();
    await deliver();
    const [first] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.status, "pending")));
    // The queue's own back-off: about 10 s after the first failure.
    expect(first.runAt.getTime() - Date.now()).toBeGreaterThan(5_000);
    await retriesDueNow();
    await deliver();
    await retriesDueNow();
    await deliver();
    const sent = receiver.requests.filter((r) => r.url === "/flaky");
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(verified("/flaky", hook.secret)).toHaveLength(3);
    const { data } = await log(manager, hook.base);
    expect(data.map((d) => [d.attempt, d.state, d.status_code, d.error])).toEqual([
      [3, "delivered", 200, null],
      [2, "failed", 503, "webhook answered 503 (Service Unavailable)"],
      [1, "failed", 500, "webhook answered 500 (Internal Server Error)"],
    ]);
    for (const d of data) expect(d.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("gives up at once on a 404, and keeps retrying a 429", async () => {
    const hook = await endpoint(manager, { path: "/gone" });
    receiver.answerNext(404);
    await newTask();
    await deliver();
    const [failed] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.status, "failed")));
    expect(failed.lastError).toBe("webhook answered 404 (Not Found)");
    receiver.answerNext(429);
    await newTask();
    await deliver();
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.status, "pending")));
    expect(pending).toHaveLength(1);
    expect((await log(manager, hook.base)).data.map((d) => d.status_code)).toEqual([429, 404]);
  });

  it("refuses, at once and for good, an address that became internal after it was saved", async () => {
    const hook = await endpoint(manager, { path: "/moved" });
    // As if its name now resolved inside: the check where the connection is made refuses it.
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: "https://10.0.0.9/moved" })
      .where(eq(webhookEndpoints.id, hook.id));
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(0);
    const [failed] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "webhook-delivery"), sql`${jobs.payload}->>'endpoint_id' = ${String(hook.id)}`));
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "webhook refused: 10.0.0.9 is a private address",
    });
    const { data } = await log(manager, hook.base);
    expect(data.map((d) => [d.state, d.status_code, d.error])).toEqual([
      ["failed", null, "webhook refused: 10.0.0.9 is a private address"],
    ]);
  });

  it("sends nothing to a paused endpoint, nor while the module is off", async () => {
    const hook = await endpoint(manager, { path: "/paused", active: false });
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(0);
    expect((await t.post(`${hook.base}/update`, { active: true }, { as: manager })).status).toBe(200);
    // Paused after the change was queued: the delivery finds it paused and sends nothing.
    await newTask();
    await t.post(`${hook.base}/update`, { active: false }, { as: manager });
    await deliver();
    expect(receiver.requests).toHaveLength(0);

    await t.post(`${hook.base}/update`, { active: true }, { as: manager });
    const boss = await t.user({ manager: true });
    expect(
      (await t.post("/api/pm-pro/v2/module-update", { module: "webhooks", type: "deactivate" }, { as: boss })).status,
    ).toBe(200);
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(0);
    expect((await t.get(`${hook.base}/deliveries`, { as: manager })).body.code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "webhooks", type: "activate" }, { as: boss });
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(1);
  });

  it("delivers a private task to a creator who may see it, not to one who may not, and nothing once deactivated", async () => {
    const seer = await t.user({ name: "Sees all" });
    const demoted = await t.user({ name: "Was manager" });
    const project = await t.project({ manager: seer, coWorkers: [demoted] });
    // Both manage the project when they register their endpoints...
    const members = (demotedRole: number) => ({
      assignees: [
        { user_id: seer.id, role_id: 1 },
        { user_id: demoted.id, role_id: demotedRole },
      ],
    });
    const promoted = await t.post(`/api/pm/v2/projects/${project}/update`, members(1), { as: seer });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const seen = await endpoint(seer, { project, path: "/seer" });
    const blind = await endpoint(demoted, { project, path: "/demoted" });
    // ...then one becomes a co-worker of a project whose co-workers may not view private tasks.
    expect((await t.post(`/api/pm/v2/projects/${project}/update`, members(2), { as: seer })).status).toBe(200);
    const flags = (view: boolean) => ({
      settings: [{ key: "capabilities", value: { co_worker: { view_private_task: view }, client: {} } }],
    });
    expect((await t.post(`/api/pm/v2/projects/${project}/settings`, flags(false), { as: seer })).status).toBe(200);
    await deliver();
    receiver.clear();

    const secret = await newTask({ title: "Secret plan", privacy: true }, seer, project);
    const open = await newTask({ title: "Open plan" }, seer, project);
    await deliver();
    expect(
      verified("/seer", seen.secret)
        .map((b) => b.data.id)
        .sort(),
    ).toEqual([secret.id, open.id].sort());
    const toDemoted = verified("/demoted", blind.secret);
    expect(toDemoted.map((b) => b.data.id)).toEqual([open.id]);
    // Presented with his rights: a co-worker may not delete another's task.
    expect((toDemoted[0].data.meta as { can_delete: boolean }).can_delete).toBe(false);
    expect(receiver.requests.some((r) => r.body.includes("Secret plan") && r.url === "/demoted")).toBe(false);

    // Once co-workers may view private tasks, he is sent them too.
    await t.post(`/api/pm/v2/projects/${project}/settings`, flags(true), { as: seer });
    receiver.clear();
    const later = await newTask({ title: "Secret too", privacy: true }, seer, project);
    await deliver();
    expect(verified("/demoted", blind.secret).map((b) => b.data.id)).toEqual([later.id]);

    const admin = await t.user({ manager: true, admin: true });
    expect((await t.post(`/api/pm/v2/users/${demoted.id}/deactivate`, {}, { as: admin })).status).toBe(200);
    receiver.clear();
    await newTask({ title: "After" }, seer, project);
    await deliver();
    expect(receiver.requests.map((r) => r.url)).toEqual(["/seer"]);
  });

  it("sends a project's endpoint its own project's events only, a workspace one every project's", async () => {
    const boss = await t.user({ manager: true, name: "Boss" });
    const otherPid = await t.project({ manager });
    const mine = await endpoint(manager, { path: "/mine" });
    const all = await endpoint(boss, {
      project: null,
      path: "/all",
      events: ["task.created", "project.created", "project.deleted"],
    });
    await newTask({ title: "Here" });
    await newTask({ title: "There" }, manager, otherPid);
    await deliver();
    expect(verified("/mine", mine.secret).map((b) => (b.data as { title: string }).title)).toEqual(["Here"]);
    const everywhere = verified("/all", all.secret);
    // Deliveries run side by side: their order is not the changes' order.
    expect(everywhere.map((b) => [b.type, b.data.project_id]).sort()).toEqual(
      [
        ["task.created", pid],
        ["task.created", otherPid],
      ].sort(),
    );
    // Project events, to the workspace's endpoint.
    const created = await t.post("/api/pm/v2/projects", { title: "Brand new" }, { as: boss });
    await deliver();
    await t.post(`/api/pm/v2/projects/${otherPid}/delete`, {}, { as: boss });
    await deliver();
    const projectEvents = verified("/all", all.secret).slice(2);
    expect(projectEvents.map((b) => [b.type, b.data.id])).toEqual([
      ["project.created", created.body.data.id],
      ["project.deleted", otherPid],
    ]);
    expect(projectEvents[0].data.title).toBe("Brand new");
  });

  it("maps lists, comments and milestones to their events", async () => {
    const hook = await endpoint(manager, {
      path: "/items",
      events: ["list.created", "list.deleted", "comment.created", "milestone.created", "milestone.updated"],
    });
    const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Backlog" }, { as: manager });
    const task = await newTask();
    await deliver();
    await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>Hi</p>", commentable_type: "task", commentable_id: task.id },
      { as: manager },
    );
    const milestone = await t.post(`/api/pm/v2/projects/${pid}/milestones`, { title: "Beta" }, { as: manager });
    await deliver();
    await t.post(
      `/api/pm/v2/projects/${pid}/milestones/${milestone.body.data.id}/update`,
      { title: "Beta 2" },
      { as: manager },
    );
    await deliver();
    await t.post(`/api/pm/v2/projects/${pid}/task-lists/${list.body.data.id}/delete`, {}, { as: manager });
    await deliver();
    const bodies = verified("/items", hook.secret);
    const byType = new Map(bodies.map((b) => [b.type, b.data]));
    expect(bodies.map((b) => b.type).sort()).toEqual(
      ["list.created", "comment.created", "milestone.created", "milestone.updated", "list.deleted"].sort(),
    );
    expect(byType.get("comment.created")?.content).toBe("<p>Hi</p>");
    expect(byType.get("milestone.updated")?.title).toBe("Beta 2");
    expect(byType.get("list.deleted")).toEqual({ id: list.body.data.id, project_id: pid, title: "Backlog" });
  });

  it("sends a test ping, and resends a delivery under its webhook-id as a new attempt", async () => {
    const hook = await endpoint(manager, { path: "/ping" });
    const ping = await t.post(`${hook.base}/test`, {}, { as: manager });
    expect(ping.status).toBe(200);
    expect(ping.body.message).toBe("A test event is on its way.");
    await deliver();
    const [pinged] = verified("/ping", hook.secret);
    expect(pinged.type).toBe("ping");
    expect(pinged.data).toEqual({ webhook_id: hook.id, url: receiver.url("/ping") });

    const [row] = (await log(manager, hook.base)).data;
    expect(row).toMatchObject({ event: "ping", attempt: 1, state: "delivered", status_code: 200 });
    const resent = await t.post(`${hook.base}/deliveries/${row.id}/resend`, {}, { as: manager });
    expect(resent.status).toBe(200);
    await deliver();
    const sent = receiver.requests.filter((r) => r.url === "/ping");
    expect(sent).toHaveLength(2);
    expect(sent[1].headers["webhook-id"]).toBe(sent[0].headers["webhook-id"]);
    expect(sent[1].body).toBe(sent[0].body);
    const after = await log(manager, hook.base);
    expect(after.data.map((d) => [d.message_id, d.attempt])).toEqual([
      [row.message_id, 2],
      [row.message_id, 1],
    ]);
    expect(after.meta.pagination.total).toBe(2);

    // A rotated secret signs from the next attempt on; the old one no longer verifies.
    const rotated = await t.post(`${hook.base}/rotate-secret`, {}, { as: manager });
    expect(rotated.body.data.secret).not.toBe(hook.secret);
    receiver.clear();
    await t.post(`${hook.base}/test`, {}, { as: manager });
    await deliver();
    expect(verified("/ping", rotated.body.data.secret)).toHaveLength(1);
    expect(() => verified("/ping", hook.secret)).toThrow();
  });

  it("purges log rows older than 30 days through its periodic work", async () => {
    const hook = await endpoint(manager, { path: "/old" });
    await newTask();
    await newTask();
    await deliver();
    const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(rows).toHaveLength(2);
    await t.database.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookDeliveries.id, rows[0].id));
    await t.database.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(webhookDeliveries.id, rows[1].id));
    const purge = registeredPeriodics().get("webhook-log-purge");
    expect(purge?.everyMs).toBe(3_600_000);
    await purge?.run({ db: t.database.db, config: t.app.deps.config, log: t.app.log, mailer: t.app.deps.mailer });
    const left = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(left.map((r) => r.id)).toEqual([rows[1].id]);
  });
});
