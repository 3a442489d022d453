import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, jobs, projectMembers, projects, tasks, users } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";
import { startSmtpCapture } from "../../test/smtp";
import { BASE, nextOrderId, useStore, wooOrder } from "./test-support";

/** Orders making projects: exactly once, with the right people, the customer's account and invitation. */
const smtp = await startSmtpCapture();
const t = useTestApp({ env: { CAIRN_SMTP_URL: smtp.url, CAIRN_PUBLIC_URL: "https://pm.example.test" } });
const s = useStore(t);
afterAll(() => smtp.close());
beforeAll(() => s.setUp());

const membersOf = async (projectId: number) =>
  Object.fromEntries(
    (await t.database.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId))).map((m) => [
      m.userId,
      m.roleId,
    ]),
  );

const projectsOfOrder = (orderId: number) =>
  t.database.db
    .select()
    .from(projects)
    .where(like(projects.title, `% — order #${orderId} %`));

const accountsOf = (email: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

describe("orders make projects", () => {
  it("makes one project per linked product, with the chosen people and the customer as a client", async () => {
    const sh = await s.shop();
    const id = nextOrderId();
    const order = wooOrder({ id, lines: sh.lines, email: `Jane.${id}@Shop.example` });
    const res = await s.deliver(order, { topic: "order.created" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ result: "queued", products: [String(sh.a), String(sh.b)].sort() });
    // Nothing is made before the queue runs: the shop got its answer at once.
    expect(await s.madeFor(id)).toHaveLength(0);
    await t.app.jobs.drain();

    const made = await s.madeFor(id);
    expect(made.map((m) => m.productId).sort()).toEqual([String(sh.a), String(sh.b)].sort());
    const titles = (await projectsOfOrder(id)).map((p) => p.title).sort();
    const [templateA] = await t.database.db.select().from(projects).where(eq(projects.id, sh.templateA));
    const [templateB] = await t.database.db.select().from(projects).where(eq(projects.id, sh.templateB));
    expect(titles).toEqual(
      [`${templateA.title} — order #${id} (Jane Doe)`, `${templateB.title} — order #${id} (Jane Doe)`].sort(),
    );

    const [customer] = await accountsOf(`jane.${id}@shop.example`);
    expect(customer.displayName).toBe("Jane Doe");
    const copyA = made.find((m) => m.productId === String(sh.a))?.projectId as number;
    const copyB = made.find((m) => m.productId === String(sh.b))?.projectId as number;
    expect(await membersOf(copyA)).toEqual({ [sh.lead.id]: 1, [sh.worker.id]: 2, [sh.helper.id]: 1, [customer.id]: 3 });
    expect(await membersOf(copyB)).toEqual({ [sh.lead.id]: 1, [sh.worker.id]: 1, [customer.id]: 3 });
    // The copy is the template's (its list and task), through the existing duplication.
    const copied = await t.database.db.select().from(tasks).where(eq(tasks.projectId, copyA));
    expect(copied.map((x) => x.title)).toEqual(["Brief"]);

    const logged = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, "create_project_from_order"), inArray(activities.projectId, [copyA, copyB])));
    expect(logged).toHaveLength(2);
    expect(logged.find((a) => a.projectId === copyA)?.meta).toMatchObject({
      order_id: String(id),
      order_number: String(id),
      product_id: String(sh.a),
      template_id: sh.templateA,
      actor_label: "Store",
    });
    // The manager's feed shows it as a sentence naming the shop.
    const feed = await t.get(`/api/pm/v2/projects/${copyA}/activities`, { as: s.boss });
    expect(JSON.stringify(feed.body)).toContain("create_project_from_order");
  });

  it("makes nothing more for replayed deliveries, and the new client signs in after choosing his password", async () => {
    const sh = await s.shop();
    const id = nextOrderId();
    const email = `replay.${id}@shop.example`;
    const order = wooOrder({ id, lines: sh.lines, email, first: "Ray", last: "Play" });
    smtp.clear();
    for (const topic of ["order.created", "order.updated", "order.updated"]) {
      expect((await s.deliver(order, { topic })).statusCode).toBe(200);
    }
    await t.app.jobs.drain();
    const again = await s.deliver({ ...order, status: "completed" }, { topic: "order.updated" });
    expect(again.json().data.result).toBe("already handled");
    await t.app.jobs.drain();
    expect(await s.madeFor(id)).toHaveLength(2);
    expect(await projectsOfOrder(id)).toHaveLength(2);
    expect(await accountsOf(email)).toHaveLength(1);

    // One invitation, naming both projects, with a link that works once.
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your project for order #${id} — Cairn`);
    expect(mails[0].text).toContain(`order #${id}`);
    const link = /https:\/\/pm\.example\.test\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text);
    expect(link).not.toBeNull();
    const token = link?.[1] as string;
    const before = await t.post("/api/auth/login", { email, password: "my own password" });
    expect(before.status).toBe(401);
    const set = await t.post("/api/auth/password/set", { token, password: "my own password" });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const signIn = await t.post("/api/auth/login", { email, password: "my own password" });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.email).toBe(email);
    const cookie = String(signIn.headers["set-cookie"]).split(";")[0];
    // As a client, he sees his projects.
    const mine = await t.app.inject({ method: "GET", url: "/api/pm/v2/user-all-projects", headers: { cookie } });
    expect(
      mine
        .json()
        .data.map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual((await projectsOfOrder(id)).map((p) => p.title).sort());
    const reuse = await t.post("/api/auth/password/set", { token, password: "another password" });
    expect(reuse.status).toBe(400);
    expect(reuse.body.data.params.token).toBeDefined();
  });

  it("makes the project once when deliveries come out of order, and an older status later changes nothing", async () => {
    const sh = await s.shop();
    const id = nextOrderId();
    const lines = [sh.lines[0]];
    const updated = await s.deliver(wooOrder({ id, lines, status: "processing" }), { topic: "order.updated" });
    expect(updated.json().data.result).toBe("queued");
    await t.app.jobs.drain();
    const created = await s.deliver(wooOrder({ id, lines, status: "pending" }), { topic: "order.created" });
    expect(created.json().data.result).toBe("not paid");
    const completed = await s.deliver(wooOrder({ id, lines, status: "completed" }));
    expect(completed.json().data.result).toBe("already handled");
    const cancelled = await s.deliver(wooOrder({ id, lines, status: "cancelled" }));
    expect(cancelled.json().data.result).toBe("not paid");
    await t.app.jobs.drain();
    const made = await s.madeFor(id);
    expect(made).toHaveLength(1);
    expect((await projectsOfOrder(id)).map((p) => p.id)).toEqual([made[0].projectId]);
  });

  it("makes each project once under concurrent deliveries and concurrent workers", async () => {
    const sh = await s.shop();
    const id = nextOrderId();
    const email = `rush.${id}@shop.example`;
    const order = wooOrder({ id, lines: sh.lines, email });
    const answers = await Promise.all([1, 2, 3, 4].map(() => s.deliver(order)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    // A second order of the same new customer at the same time: one account between them.
    const other = nextOrderId();
    await s.deliver(wooOrder({ id: other, lines: [sh.lines[1]], email }));
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain(), t.app.jobs.drain()]);
    expect(await s.madeFor(id)).toHaveLength(2);
    expect(await s.madeFor(other)).toHaveLength(1);
    expect(await projectsOfOrder(id)).toHaveLength(2);
    const accounts = await accountsOf(email);
    expect(accounts).toHaveLength(1);
    for (const m of [...(await s.madeFor(id)), ...(await s.madeFor(other))]) {
      expect((await membersOf(m.projectId as number))[accounts[0].id]).toBe(3);
    }
    const failed = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "store-link-order"), sql`${jobs.status} <> 'done'`));
    expect(failed).toEqual([]);
  });

  it("adds a customer who has an account as a client, without a new account or an invitation", async () => {
    const sh = await s.shop();
    const known: TestUser = await t.user({ name: "Known Customer" });
    const id = nextOrderId();
    await s.deliver(wooOrder({ id, lines: [sh.lines[0]], email: known.email.toUpperCase() }));
    await t.app.jobs.drain();
    const [made] = await s.madeFor(id);
    expect((await membersOf(made.projectId as number))[known.id]).toBe(3);
    expect(await accountsOf(known.email.toLowerCase())).toHaveLength(1);
    expect(smtp.to(known.email)).toHaveLength(0);
    const [project] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, made.projectId as number));
    // The title shows the order's name for the customer, whatever his account is called.
    expect(project.title).toMatch(new RegExp(`— order #${id} \\(Jane Doe\\)$`));
  });

  it("does nothing for an order without linked products, or one not paid, but remembers its products", async () => {
    const digest = await databaseDigest(t);
    const id = nextOrderId();
    const fresh = `fresh-${nextOrderId()}`;
    const before = await digest();
    const res = await s.deliver(wooOrder({ id, lines: [{ product_id: fresh, name: "Poster", sku: "P-9" }] }));
    expect(res.json().data).toEqual({ result: "no linked products", products: [] });
    expect(await digest()).not.toBe(before);
    const listed = await t.get(`${BASE}/products`, { as: s.boss, query: { search: "Poster" } });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: String(fresh), name: "Poster", sku: "P-9" })]);
    expect(listed.body.data[0].source).toBe("order");
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "store-link-order"), sql`${jobs.payload}->>'order_id' = ${String(id)}`));
    expect(queued).toEqual([]);
    const sh = await s.shop();
    const unpaid = nextOrderId();
    const pending = await s.deliver(wooOrder({ id: unpaid, lines: sh.lines, status: "on-hold" }));
    expect(pending.json().data.result).toBe("not paid");
    await t.app.jobs.drain();
    expect(await s.madeFor(unpaid)).toEqual([]);
    expect(await s.madeFor(id)).toEqual([]);
  });
});
