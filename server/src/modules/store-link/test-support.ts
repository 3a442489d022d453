import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { storeOrderProjects } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { isErrorShape } from "../../test/error-shape";
import type { TestContext, TestUser } from "../../test/harness";

export const SECRET = "shop-secret-1234";
const BASE = "/api/pm-pro/v2/woo-project";
let orders = 0;
let productCounter = 700;

/** A fresh order id per call: every test its own orders. */
export const nextOrderId = () => 5000 + ++orders + Math.floor(Math.random() * 1000) * 1000;

/** A WooCommerce order as its webhook sends it (REST API v3 shape, trimmed to what matters plus some noise). */
export function wooOrder(options: {
  id: number;
  status?: string;
  email?: string;
  first?: string;
  last?: string;
  lines?: { product_id: number | string; name: string; sku?: string }[];
}) {
  return {
    id: options.id,
    parent_id: 0,
    number: String(options.id),
    order_key: `wc_order_${options.id}`,
    status: options.status ?? "processing",
    currency: "EUR",
    total: "49.00",
    customer_id: 0,
    billing: {
      first_name: options.first ?? "Jane",
      last_name: options.last ?? "Doe",
      company: "",
      email: options.email ?? `jane.${options.id}@shop.example`,
      phone: "",
    },
    line_items: (options.lines ?? []).map((l, i) => ({
      id: 100 + i,
      name: l.name,
      product_id: l.product_id,
      variation_id: 0,
      quantity: 1,
      sku: l.sku ?? "",
      meta_data: [],
    })),
    date_modified_gmt: "2026-03-01T10:00:00",
  };
}

export const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("base64");

/**
 * The store side of a test file: a global manager, the address's token and the shared secret (set once per
 * file: the settings are the workspace's), and deliveries signed as WooCommerce signs them.
 */
export function useStore(t: TestContext) {
  const s = {
    boss: {} as TestUser,
    token: "",
    async setUp(secret = SECRET) {
      s.boss = await t.user({ manager: true, name: "Bea Boss" });
      const res = await t.post(`${BASE}/settings`, { secret }, { as: s.boss });
      expect(res.status).toBe(200);
      s.token = new URL(res.body.data.webhook_url as string).searchParams.get("token") as string;
    },
    /** A raw delivery: the body as given, WooCommerce's headers, signed unless `signature` says otherwise. */
    deliver(
      payload: unknown,
      options: { topic?: string; signature?: string | null; token?: string; format?: string; secret?: string } = {},
    ) {
      const body = typeof payload === "string" ? payload : JSON.stringify(payload);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "WooCommerce/9.0 Hookshot (WordPress/6.5)",
        "x-wc-webhook-source": "https://shop.example/",
        "x-wc-webhook-topic": options.topic ?? "order.updated",
        "x-wc-webhook-resource": "order",
        "x-wc-webhook-id": "7",
        "x-wc-webhook-delivery-id": String(Math.random()),
      };
      if (options.signature !== null)
        headers["x-wc-webhook-signature"] = options.signature ?? sign(body, options.secret);
      const query = new URLSearchParams({
        token: options.token ?? s.token,
        ...(options.format ? { format: options.format } : {}),
      });
      return t.app.inject({ method: "POST", url: `${BASE}/webhook?${query}`, headers, payload: body });
    },
    async product(id: number | string, name: string, sku = "") {
      const res = await t.post(`${BASE}/products`, { id, name, sku }, { as: s.boss });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body.data;
    },
    async link(body: { product_ids: (number | string)[]; project_id: number; assignees?: unknown[] }) {
      const res = await t.post(`${BASE}/project`, body, { as: s.boss });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: number };
    },
    /** Two templates with a list and a task each, two products linked to them (each with its people), one unlinked. */
    async shop() {
      const lead = await t.user({ name: "Lea Lead" });
      const worker = await t.user({ name: "Walt Worker" });
      const helper = await t.user({ name: "Hal Helper" });
      const templateA = await t.project({
        manager: lead,
        title: `Website build ${Math.random().toString(36).slice(2, 7)}`,
      });
      const templateB = await t.project({
        manager: lead,
        title: `Logo design ${Math.random().toString(36).slice(2, 7)}`,
      });
      for (const pid of [templateA, templateB]) {
        const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Kick-off" }, { as: lead });
        await t.post(
          `/api/pm/v2/projects/${pid}/tasks`,
          { title: "Brief", task_list_id: list.body.data.id },
          { as: lead },
        );
      }
      const [a, b, unlinked] = [++productCounter, ++productCounter, ++productCounter];
      await s.product(a, "Website package", "WEB-1");
      await s.product(b, "Logo package", "LOGO-1");
      await s.link({
        product_ids: [a],
        project_id: templateA,
        assignees: [
          { user_id: worker.id, role_id: 2 },
          { user_id: helper.id, role_id: 1 },
        ],
      });
      await s.link({ product_ids: [b], project_id: templateB, assignees: [{ user_id: worker.id, role_id: 1 }] });
      const lines = [
        { product_id: a, name: "Website package", sku: "WEB-1" },
        { product_id: b, name: "Logo package", sku: "LOGO-1" },
        { product_id: unlinked, name: "Gift card" },
      ];
      return { lead, worker, helper, templateA, templateB, a, b, unlinked, lines };
    },
    /** The projects an order made, by product. */
    async madeFor(orderId: number | string) {
      return t.database.db
        .select()
        .from(storeOrderProjects)
        .where(eq(storeOrderProjects.orderId, String(orderId)));
    },
  };
  return s;
}

/** People who are no global manager, and refusals that must answer in the error shape and change nothing. */
export function refusalChecks(t: TestContext) {
  /** A project manager, a co-worker and a client of some project: none of them a global manager. */
  async function others() {
    const pm = await t.user({ name: "Pia Project-Manager" });
    const worker = await t.user({ name: "Cole Worker" });
    const client = await t.user({ name: "Cleo Client" });
    const pid = await t.project({ manager: pm, coWorkers: [worker], clients: [client] });
    return { pm, worker, client, pid };
  }

  /** Calls that must be refused: each with its status, in the error shape, and none may change anything. */
  async function expectRefusals(calls: [() => Promise<{ status: number; body: unknown }>, number][]) {
    const digest = await databaseDigest(t);
    const before = await digest();
    for (const [call, status] of calls) {
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(isErrorShape(status, res.body), JSON.stringify(res.body)).toBe(true);
    }
    expect(await digest()).toBe(before);
  }
  return { others, expectRefusals };
}

export { BASE };
