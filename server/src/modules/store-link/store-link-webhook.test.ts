import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";
import { orderProjectTitle } from "./order-projects";
import { storeSignature } from "./settings";
import { BASE, nextOrderId, SECRET, sign, useStore, wooOrder } from "./test-support";

/** The webhook's door: its two credentials, the ping, other topics, unreadable orders, the generic format. */
const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });
const s = useStore(t);
beforeAll(() => s.setUp());

describe("the webhook's credentials", () => {
  it("refuses a bad or missing signature, a wrong secret, a wrong or missing token, and changes nothing", async () => {
    const sh = await s.shop();
    // The setup's own jobs (activity events) run first: the digest is taken on a quiet queue.
    await t.app.jobs.drain();
    const digest = await databaseDigest(t);
    const before = await digest();
    const id = nextOrderId();
    const order = wooOrder({ id, lines: sh.lines });
    const body = JSON.stringify(order);
    const refusals = [
      [await s.deliver(body, { signature: "bm9wZQ==" }), 401],
      [await s.deliver(body, { signature: null }), 401],
      [await s.deliver(body, { secret: "another-secret" }), 401],
      // Signed, then changed on the way: the signature no longer matches.
      [await s.deliver(body.replace("processing", "completed"), { signature: sign(body) }), 401],
      [await s.deliver(body, { token: "A".repeat(32) }), 404],
      [await s.deliver(body, { token: "" }), 404],
    ] as const;
    for (const [res, status] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(isErrorShape(status, res.json())).toBe(true);
    }
    expect(refusals[0][0].json().message).toEqual(["The signature does not match the secret."]);
    expect(refusals[4][0].json().message).toEqual(["Wrong Url"]);
    await t.app.jobs.drain();
    expect(await digest()).toBe(before);
    expect(await s.madeFor(id)).toEqual([]);
  });

  it("answers WooCommerce's ping with the right token only, and acknowledges other topics", async () => {
    const ping = (token: string) =>
      t.app.inject({
        method: "POST",
        url: `${BASE}/webhook?token=${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "webhook_id=7",
      });
    const ok = await ping(s.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.result).toBe("pong");
    expect((await ping("wrong")).statusCode).toBe(404);
    const product = await s.deliver({ id: 5, name: "Mug" }, { topic: "product.created" });
    expect(product.statusCode).toBe(200);
    expect(product.json().data.result).toBe("ignored");
    // Unsigned, another topic is refused like any delivery.
    expect((await s.deliver({ id: 5 }, { topic: "product.created", signature: null })).statusCode).toBe(401);
  });

  it("refuses a signed order it cannot read with 400 on the fields, and changes nothing", async () => {
    const digest = await databaseDigest(t);
    const before = await digest();
    const id = nextOrderId();
    const noEmail = wooOrder({ id, lines: [{ product_id: 1, name: "x" }] }) as Record<string, unknown>;
    noEmail.billing = { first_name: "No", last_name: "Mail" };
    const res = await s.deliver(noEmail);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.params)).toEqual(["billing.email"]);
    const badLine = wooOrder({ id, lines: [{ product_id: 1, name: "x" }] });
    (badLine.line_items[0] as Record<string, unknown>).product_id = "a,b";
    expect((await s.deliver(badLine)).json().data.params["line_items.0.product_id"]).toBeDefined();
    const broken = await s.deliver('{"id": 1, "status": "proc');
    expect(broken.statusCode).toBe(400);
    const generic = await s.deliver({ order_id: id }, { format: "generic" });
    expect(generic.statusCode).toBe(400);
    expect(Object.keys(generic.json().data.params).sort()).toEqual(["customer", "products", "status"]);
    const format = await s.deliver(wooOrder({ id }), { format: "xml" });
    expect(format.statusCode).toBe(400);
    expect(await digest()).toBe(before);
  });

  it("takes the documented generic format, signed with X-Cairn-Signature", async () => {
    const sh = await s.shop();
    const orderId = `G-${nextOrderId()}`;
    const body = JSON.stringify({
      order_id: orderId,
      number: "A-17",
      status: "Completed",
      customer: { email: `gen.${orderId}@shop.example`, name: "Gene Ric" },
      products: [{ id: sh.a, name: "Website package" }, { id: "unknown-9" }],
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/webhook?token=${s.token}&format=generic`,
      headers: { "content-type": "application/json", "x-cairn-signature": storeSignature(body, SECRET) },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ result: "queued", products: [String(sh.a)] });
    await t.app.jobs.drain();
    const made = await s.madeFor(orderId);
    expect(made).toHaveLength(1);
    const [project] = await t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, made[0].projectId as number));
    expect(project.title).toMatch(/ — order #A-17 \(Gene Ric\)$/);
  });

  it("signs as WooCommerce does: base64 HMAC-SHA256 of the raw body", () => {
    // Computed apart (Python's hmac module) for this secret and body.
    expect(storeSignature('{"id":1}', SECRET)).toBe("aX0O5ihseSekxBlLsD+HEz7d9rekS6AylIgGX/ZHGxw=");
  });
});

describe("the made project's title", () => {
  const order = (name: string, email = "ann@shop.example") => ({
    order_id: "7",
    number: "7",
    status: "processing",
    customer: { email, name },
    products: [],
  });

  it("names the template, the order and the customer (his e-mail when nameless), within 255 characters", () => {
    expect(orderProjectTitle("Site", order("Ann Lee"))).toBe("Site — order #7 (Ann Lee)");
    expect(orderProjectTitle("Site", order(""))).toBe("Site — order #7 (ann@shop.example)");
    const long = orderProjectTitle("T".repeat(200), order("N".repeat(100)));
    expect(long).toHaveLength(255);
    expect(long.endsWith("N…)")).toBe(true);
    expect(orderProjectTitle("T".repeat(255), order("Ann"))).toHaveLength(255);
  });
});
