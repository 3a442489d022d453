import { todayIn } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invoices, timeLogs } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });

let manager: TestUser;
let worker: TestUser;
let client: TestUser;
let pid: number;
let base: string;

beforeEach(async () => {
  manager = await t.user({ name: "Mia Manager" });
  worker = await t.user({ name: "Walt Worker" });
  client = await t.user({ name: "Cleo Client" });
  pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  base = `/api/pm-pro/v2/projects/${pid}/invoice`;
});

const body = (extra: Record<string, unknown> = {}) => ({
  client_id: client.id,
  title: "November work",
  discount: 10,
  items: {
    entryTasks: [{ task: "Design", amount: "19.99", hour: 3, tax: 20 }],
    entryNames: [{ name: "Hosting", amount: 80, quantity: "1.5", tax: "" }],
  },
  ...extra,
});

const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post(base, body(extra), { as: manager });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; totals: Record<string, number>; status: number };
};

describe("invoices", () => {
  it("creates an invoice with both line kinds, totals from the shared arithmetic, due today by default", async () => {
    const res = await t.post(base, body(), { as: manager });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Invoice has been created successfully.");
    const inv = res.body.data;
    expect(inv).toMatchObject({
      project_id: pid,
      client_id: client.id,
      client: { data: { id: client.id, display_name: "Cleo Client" } },
      title: "November work",
      currency: "USD",
      status: 0,
      discount: 10,
      due_date: todayIn("UTC", new Date()),
      items: {
        entryTasks: [{ task: "Design", amount: 19.99, hour: 3, tax: 20 }],
        entryNames: [{ name: "Hosting", amount: 80, quantity: 1.5, tax: 0 }],
      },
      totals: { subtotal: 179.97, discount: 18, tax: 10.79, total: 172.76, paid: 0, due: 172.76 },
    });
    const read = await t.get(`${base}/${inv.id}`, { as: manager });
    expect(read.body.data.totals).toEqual(inv.totals);
    const list = await t.get(base, { as: manager });
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual([inv.id]);
    expect(list.body.meta.pagination).toMatchObject({ total: 1, per_page: 15 });
    // Paged: each page whole (lines and all), newest first, with the count of every invoice.
    const second = await create({ title: "December work" });
    const page2 = await t.get(base, { as: manager, query: { per_page: "1", page: "2" } });
    expect(page2.body.data.map((i: { id: number }) => i.id)).toEqual([inv.id]);
    expect(page2.body.data[0].items).toEqual(inv.items);
    expect(page2.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, total_pages: 2 });
    const page1 = await t.get(base, { as: manager, query: { per_page: "1", page: "1" } });
    expect(page1.body.data.map((i: { id: number }) => i.id)).toEqual([second.id]);
    // Past the end: no rows, and the total still counted.
    const past = await t.get(base, { as: manager, query: { per_page: "1", page: "5" } });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ total: 2, per_page: 1 });
  });

  it("refuses malformed invoices field by field, changing nothing", async () => {
    const stranger = await t.user();
    const existing = await create();
    const digest = await databaseDigest(t);
    const before = await digest();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "x".repeat(256) }, "title"],
      [{ client_id: undefined }, "client_id"],
      [{ client_id: stranger.id }, "client_id"],
      [{ items: { entryTasks: [], entryNames: [] } }, "items"],
      [{ items: { entryNames: [{ name: "A", amount: "abc" }] } }, "items.entryNames.0.amount"],
      [{ items: { entryNames: [{ name: "A", amount: -5 }] } }, "items.entryNames.0.amount"],
      [{ items: { entryNames: [{ name: "A", amount: 5, tax: 101 }] } }, "items.entryNames.0.tax"],
      [{ items: { entryTasks: [{ task: "T", task_id: 999999, amount: 5 }] } }, "items.entryTasks.0.task_id"],
      [{ discount: "200" }, "discount"],
      [{ partial: true }, "partial_amount"],
      [{ due_date: "2026-02-30" }, "due_date"],
    ];
    for (const [change, field] of cases) {
      const res = await t.post(base, { ...body(), ...change }, { as: manager });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.data.params), field).toContain(field);
      // The spec's form lists every entry of data.error: the same messages, beside params.
      expect(res.body.data.error, field).toEqual(Object.values(res.body.data.params).flat());
    }
    const update = await t.post(`${base}/${existing.id}`, { ...body(), title: "" }, { as: manager });
    expect(update.status).toBe(400);
    expect(update.body.data.error).toEqual(update.body.data.params.title);
    expect(await digest()).toBe(before);
  });

  it("updates lines, records partial then full payments, and moves the status 0 → 3 → 1", async () => {
    const inv = await create({ discount: 0, items: { entryNames: [{ name: "Work", amount: 100, quantity: 1 }] } });
    const upd = await t.post(
      `${base}/${inv.id}`,
      { ...body(), discount: 0, items: { entryNames: [{ name: "Work", amount: 100, quantity: 2 }] } },
      { as: manager },
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.totals.total).toBe(200);
    expect(upd.body.data.items.entryTasks).toEqual([]);
    const pay = (amount: unknown) =>
      t.post(`${base}/${inv.id}/payment`, { amount, notes: "Transfer" }, { as: manager });
    const partial = await pay("50.50");
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ status: 3, totals: { paid: 50.5, due: 149.5 } });
    expect(partial.body.data.payments.data[0]).toMatchObject({ amount: 50.5, notes: "Transfer", gateway: "manual" });
    expect((await pay(0)).status).toBe(400);
    expect((await pay("x")).status).toBe(400);
    const full = await pay(149.5);
    expect(full.body.data).toMatchObject({ status: 1, totals: { paid: 200, due: 0 } });
    // A manager may record more than is due (a client who paid too much): the invoice stays paid, due < 0.
    const over = await pay(10);
    expect(over.body.data).toMatchObject({ status: 1, totals: { paid: 210, due: -10 } });
  });

  it("lets the client read and pay only his own invoice; co-workers and strangers learn nothing", async () => {
    const inv = await create();
    const mine = await t.get(`${base}/${inv.id}`, { as: client });
    expect(mine.status).toBe(200);
    expect(mine.body.data.can_edit).toBe(false);
    expect((await t.get(`${base}/${inv.id}`, { as: worker })).status).toBe(404);
    expect((await t.get(base, { as: worker })).status).toBe(403);
    expect((await t.get(base, { as: client })).status).toBe(403);
    expect((await t.post(`${base}/${inv.id}`, body(), { as: client })).status).toBe(403);
    expect((await t.post(`${base}/${inv.id}/payment`, { amount: 1 }, { as: client })).status).toBe(403);
    expect((await t.post(`${base}/${inv.id}/delete`, {}, { as: worker })).status).toBe(404);
    const own = await t.get("/api/pm-pro/v2/invoices", { as: client, query: { frontend: "1" } });
    expect(own.body.data.map((i: { id: number }) => i.id)).toEqual([inv.id]);
    // Across projects each invoice names the project it bills.
    expect(own.body.data[0].project.data.id).toBe(pid);
    expect(typeof own.body.data[0].project.data.title).toBe("string");
    expect((await t.get("/api/pm-pro/v2/invoices", { as: worker })).body.data).toEqual([]);
    // Another project's address for this invoice is 404.
    const other = await t.project({ manager });
    expect((await t.get(`/api/pm-pro/v2/projects/${other}/invoice/${inv.id}`, { as: manager })).status).toBe(404);
  });

  it("validates online payments and answers the provider's checkout fields", async () => {
    const inv = await create({
      discount: 0,
      partial: true,
      partial_amount: 40,
      items: { entryNames: [{ name: "W", amount: 100 }] },
    });
    const validate = (amount: unknown) => t.post(`${base}/${inv.id}/payment-validation`, { amount }, { as: client });
    const off = await validate(50);
    expect(off.status).toBe(422);
    expect(off.body.message).toEqual(["Online payment is not set up."]);
    const boss = await t.user({ manager: true });
    const saved = await t.post(
      "/api/pm/v2/settings",
      {
        settings: [
          {
            key: "invoice",
            value: {
              currency_code: "EUR",
              paypal_mail: "pay@acme.test",
              sand_box_mode: true,
              gateWays: [{ name: "paypal", label: "PayPal", active: true }],
            },
          },
        ],
      },
      { as: boss },
    );
    expect(saved.status).toBe(200);
    expect((await validate(0)).body.message).toEqual(["The amount must be more than 0."]);
    expect((await validate(150)).body.message).toEqual(["The amount is more than what is due."]);
    expect((await validate(20)).body.message).toEqual(["The amount is less than the minimum partial payment."]);
    const ok = await validate("45.5");
    expect(ok.status).toBe(200);
    expect(ok.body.data.action).toBe("https://www.sandbox.paypal.com/cgi-bin/webscr");
    // The address the browser is sent to: the page with the same fields as its query (a navigation, not a post).
    const sent = new URL(ok.body.data.url);
    expect(`${sent.origin}${sent.pathname}`).toBe(ok.body.data.action);
    expect(Object.fromEntries(sent.searchParams)).toEqual(ok.body.data.fields);
    expect(ok.body.data.fields).toMatchObject({
      cmd: "_xclick",
      business: "pay@acme.test",
      amount: "45.50",
      currency_code: "USD", // the invoice keeps the currency it was made in
      notify_url: "https://pm.example.test/api/pm-pro/v2/invoice/paypal/ipn",
      return: `https://pm.example.test/projects/${pid}/invoices/${inv.id}`,
    });
    expect(JSON.parse(ok.body.data.fields.custom)).toEqual({
      invoice_id: inv.id,
      user_id: client.id,
      project_id: pid,
      gateway: "paypal",
    });
    // A new invoice takes the new currency; the first keeps its own.
    const euros = await create();
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, euros.id));
    expect(row.currency).toBe("EUR");
  });

  it("offers the unbilled time of billable tasks as task lines, and never the same log twice", async () => {
    const make = async (title: string, payable: boolean) =>
      (await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title, payable }, { as: manager })).body.data.id as number;
    const billable = await make("Build", true);
    const free = await make("Favour", false);
    const at = (h: number) => new Date(Date.UTC(2026, 10, 10, h));
    const log = (taskId: number, h: number, minutes: number) => ({
      projectId: pid,
      taskId,
      userId: worker.id,
      start: at(h),
      stop: new Date(at(h).getTime() + minutes * 60_000),
      total: minutes * 60 + 20,
      payable: taskId === billable,
    });
    const logs = await t.database.db
      .insert(timeLogs)
      .values([log(billable, 9, 30), log(billable, 11, 60), log(free, 13, 45)])
      .returning({ id: timeLogs.id });
    const url = `${base}/tracked-time`;
    const offered = await t.get(url, { as: manager, query: { start: "2026-11-01", end: "2026-11-30", rate: "40" } });
    expect(offered.status).toBe(200);
    expect(offered.body.data).toEqual({
      entryTasks: [{ task_id: billable, task: "Build", amount: "40", hour: "1.5", tax: "0" }],
      time_log_ids: [logs[0].id, logs[1].id],
      tasks: [
        {
          task_id: billable,
          task: "Build",
          logs: [logs[0], logs[1]].map((l, i) => ({
            id: l.id,
            user: { data: { id: worker.id, display_name: "Walt Worker" } },
            day: "2026-11-10",
            total: [30, 60][i] * 60 + 20,
            minutes: [30, 60][i],
            custom: false,
          })),
        },
      ],
    });
    await create({ items: { entryTasks: offered.body.data.entryTasks }, time_log_ids: offered.body.data.time_log_ids });
    const again = await t.get(url, { as: manager, query: { start: "2026-11-01", end: "2026-11-30" } });
    expect(again.body.data).toEqual({ entryTasks: [], time_log_ids: [], tasks: [] });
    expect((await t.get(url, { as: manager, query: { start: "2026-11-30", end: "2026-11-01" } })).status).toBe(400);
    expect((await t.get(url, { as: worker, query: { start: "2026-11-01", end: "2026-11-30" } })).status).toBe(403);
  });

  it("bills a time log once only", async () => {
    const task = (await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Billable" }, { as: manager })).body.data;
    const [log] = await t.database.db
      .insert(timeLogs)
      .values({
        projectId: pid,
        taskId: task.id,
        userId: worker.id,
        start: new Date(Date.now() - 3_600_000),
        stop: new Date(),
        total: 3600,
        payable: true,
      })
      .returning();
    const line = {
      items: { entryTasks: [{ task_id: task.id, task: "Billable", amount: 50, hour: 1 }] },
      time_log_ids: [log.id],
    };
    await create(line);
    const again = await t.post(base, body(line), { as: manager });
    expect(again.status).toBe(400);
    expect(again.body.data.params["time_log_ids.0"]).toEqual(["This time is billed on another invoice already."]);
  });

  it("deletes an invoice with DELETE or POST …/delete, and the module switch closes every call", async () => {
    const a = await create();
    expect((await t.request("DELETE", `${base}/${a.id}`, { as: manager })).status).toBe(200);
    expect((await t.get(`${base}/${a.id}`, { as: manager })).status).toBe(404);
    const b = await create();
    const boss = await t.user({ manager: true });
    await t.post("/api/pm-pro/v2/module-update", { module: "invoice", type: "deactivate" }, { as: boss });
    const off = await t.get(`${base}/${b.id}`, { as: manager });
    expect(off.status).toBe(404);
    expect(off.body.code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "invoice", type: "activate" }, { as: boss });
    expect((await t.post(`${base}/${b.id}/delete`, {}, { as: manager })).status).toBe(200);
  });
});
