import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registeredPeriodics } from "../../core/jobs/kinds";
import { jobs, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { webhookTestApp } from "./test-support";

/** Outgoing webhook deliveries: signing, retries and refusals, pausing, the log, pings, resends and purging. */
const {
  t,
  receiver,
  deliver,
  retriesDueNow,
  verified,
  deliveryLog: log,
  endpoint,
  newTask,
  scene,
} = await webhookTestApp();

describe("outgoing webhook deliveries", () => {
  it("delivers the item as the API presents it, signed per Standard Webhooks", async () => {
    const hook = await endpoint(scene.manager, { path: "/signed" });
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
    expect(body.actor).toEqual({ id: scene.manager.id, display_name: "Mia Manager" });
    // The same answer the single-task read gives its creator.
    const read = await t.get(`/api/pm/v2/projects/${scene.pid}/tasks/${task.id}`, { as: scene.manager });
    expect(body.data).toEqual(read.body.data);

    // Another secret does not verify it: the signature is over these bytes with this key.
    const other = await endpoint(scene.manager, { path: "/other" });
    expect(() => verified("/signed", other.secret)).toThrow();

    // Each change is read after it commits: one drained at a time, so none finds its task already gone.
    await t.post(
      `/api/pm/v2/projects/${scene.pid}/tasks/${task.id}/change-status`,
      { status: 1 },
      { as: scene.manager },
    );
    await deliver();
    await t.post(
      `/api/pm/v2/projects/${scene.pid}/tasks/${task.id}/update`,
      { title: "Renamed" },
      { as: scene.manager },
    );
    await deliver();
    await t.post(`/api/pm/v2/projects/${scene.pid}/tasks/${task.id}/delete`, {}, { as: scene.manager });
    await deliver();
    expect(verified("/signed", hook.secret).map((b) => b.type)).toEqual([
      "task.created",
      "task.completed",
      "task.updated",
      "task.deleted",
    ]);
    const deleted = verified("/signed", hook.secret)[3];
    expect(deleted.data).toEqual({ id: task.id, project_id: scene.pid, title: "Renamed" });
  });

  it("retries after 500s with the same webhook-id until it succeeds, every attempt in the log", async () => {
    const hook = await endpoint(scene.manager, { path: "/flaky" });
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
    const { data } = await log(scene.manager, hook.base);
    expect(data.map((d) => [d.attempt, d.state, d.status_code, d.error])).toEqual([
      [3, "delivered", 200, null],
      [2, "failed", 503, "webhook answered 503 (Service Unavailable)"],
      [1, "failed", 500, "webhook answered 500 (Internal Server Error)"],
    ]);
    for (const d of data) expect(d.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("gives up at once on a 404, and keeps retrying a 429", async () => {
    const hook = await endpoint(scene.manager, { path: "/gone" });
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
    expect((await log(scene.manager, hook.base)).data.map((d) => d.status_code)).toEqual([429, 404]);
  });

  it("refuses, at once and for good, an address that became internal after it was saved", async () => {
    const hook = await endpoint(scene.manager, { path: "/moved" });
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
    const { data } = await log(scene.manager, hook.base);
    expect(data.map((d) => [d.state, d.status_code, d.error])).toEqual([
      ["failed", null, "webhook refused: 10.0.0.9 is a private address"],
    ]);
  });

  it("sends nothing to a paused endpoint, nor while the module is off", async () => {
    const hook = await endpoint(scene.manager, { path: "/paused", active: false });
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(0);
    expect((await t.post(`${hook.base}/update`, { active: true }, { as: scene.manager })).status).toBe(200);
    // Paused after the change was queued: the delivery finds it paused and sends nothing.
    await newTask();
    await t.post(`${hook.base}/update`, { active: false }, { as: scene.manager });
    await deliver();
    expect(receiver.requests).toHaveLength(0);

    await t.post(`${hook.base}/update`, { active: true }, { as: scene.manager });
    const boss = await t.user({ manager: true });
    expect(
      (await t.post("/api/pm-pro/v2/module-update", { module: "webhooks", type: "deactivate" }, { as: boss })).status,
    ).toBe(200);
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(0);
    expect((await t.get(`${hook.base}/deliveries`, { as: scene.manager })).body.code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "webhooks", type: "activate" }, { as: boss });
    await newTask();
    await deliver();
    expect(receiver.requests).toHaveLength(1);
  });

  it("sends a test ping, and resends a delivery under its webhook-id as a new attempt", async () => {
    const hook = await endpoint(scene.manager, { path: "/ping" });
    const ping = await t.post(`${hook.base}/test`, {}, { as: scene.manager });
    expect(ping.status).toBe(200);
    expect(ping.body.message).toBe("A test event is on its way.");
    await deliver();
    const [pinged] = verified("/ping", hook.secret);
    expect(pinged.type).toBe("ping");
    expect(pinged.data).toEqual({ webhook_id: hook.id, url: receiver.url("/ping") });

    const [row] = (await log(scene.manager, hook.base)).data;
    expect(row).toMatchObject({ event: "ping", attempt: 1, state: "delivered", status_code: 200 });
    const resent = await t.post(`${hook.base}/deliveries/${row.id}/resend`, {}, { as: scene.manager });
    expect(resent.status).toBe(200);
    await deliver();
    const sent = receiver.requests.filter((r) => r.url === "/ping");
    expect(sent).toHaveLength(2);
    expect(sent[1].headers["webhook-id"]).toBe(sent[0].headers["webhook-id"]);
    expect(sent[1].body).toBe(sent[0].body);
    const after = await log(scene.manager, hook.base);
    expect(after.data.map((d) => [d.message_id, d.attempt])).toEqual([
      [row.message_id, 2],
      [row.message_id, 1],
    ]);
    expect(after.meta.pagination.total).toBe(2);

    // A rotated secret signs from the next attempt on; the old one no longer verifies.
    const rotated = await t.post(`${hook.base}/rotate-secret`, {}, { as: scene.manager });
    expect(rotated.body.data.secret).not.toBe(hook.secret);
    receiver.clear();
    await t.post(`${hook.base}/test`, {}, { as: scene.manager });
    await deliver();
    expect(verified("/ping", rotated.body.data.secret)).toHaveLength(1);
    expect(() => verified("/ping", hook.secret)).toThrow();
  });

  it("purges log rows older than 30 days through its periodic work", async () => {
    const hook = await endpoint(scene.manager, { path: "/old" });
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
