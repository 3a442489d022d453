import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { BASE, refusalChecks, SECRET, useStore } from "./test-support";

const t = useTestApp({ env: { CAIRN_PUBLIC_URL: "https://pm.example.test" } });
const s = useStore(t);
const { others, expectRefusals } = refusalChecks(t);

describe("store link settings", () => {
  it("has no address until a secret is saved; then gives the address with its token, never the secret", async () => {
    s.boss = await t.user({ manager: true, name: "Bea Boss" });
    const first = await t.get(`${BASE}/settings`, { as: s.boss });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ webhook_url: null, secret_set: false });
    await s.setUp(SECRET);
    const read = await t.get(`${BASE}/settings`, { as: s.boss });
    expect(read.body.data).toEqual({
      webhook_url: `https://pm.example.test/api/pm-pro/v2/woo-project/webhook?token=${s.token}`,
      secret_set: true,
    });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(read.body)).not.toContain(SECRET);
    // A new secret keeps the address; the general settings do not show the secret either.
    const changed = await t.post(`${BASE}/settings`, { secret: "another-secret-99" }, { as: s.boss });
    expect(changed.body.data.webhook_url).toBe(read.body.data.webhook_url);
    expect(JSON.stringify(changed.body)).not.toContain("another-secret-99");
    const general = await t.get("/api/pm/v2/settings", { as: s.boss });
    expect(JSON.stringify(general.body)).not.toContain("another-secret-99");
    await t.post(`${BASE}/settings`, { secret: SECRET }, { as: s.boss });
  });

  it("makes a new address on demand; the old one stops working", async () => {
    const old = s.token;
    const res = await t.post(`${BASE}/settings`, { regenerate: true }, { as: s.boss });
    expect(res.status).toBe(200);
    s.token = new URL(res.body.data.webhook_url).searchParams.get("token") as string;
    expect(s.token).not.toBe(old);
    expect(res.body.data.secret_set).toBe(true);
    expect((await s.deliver({ id: 1 }, { token: old })).statusCode).toBe(404);
    expect((await s.deliver({ id: 1 }, { topic: "product.created" })).statusCode).toBe(200);
  });

  it("refuses bad settings and non-managers, changing nothing", async () => {
    const { pm, worker, client } = await others();
    const post =
      (body: unknown, as: TestUser | null = s.boss) =>
      () =>
        t.post(`${BASE}/settings`, body, { as });
    await expectRefusals([
      [post({}), 400],
      [post({ secret: "short" }), 400],
      [post({ secret: "x".repeat(201) }), 400],
      [post({ secret: "line\u0001break-secret" }), 400],
      [post({ secret: "nul\u0000-in-the-secret" }), 400],
      [post({ secret: 12345678 }), 400],
      [post({ regenerate: "maybe" }), 400],
      [post({ secret: "good-secret-1" }, pm), 403],
      [post({ secret: "good-secret-1" }, worker), 403],
      [post({ regenerate: true }, client), 403],
      [post({ regenerate: true }, null), 401],
      [() => t.get(`${BASE}/settings`, { as: pm }), 403],
      [() => t.get(`${BASE}/settings`), 401],
    ]);
    const short = await t.post(`${BASE}/settings`, { secret: "short" }, { as: s.boss });
    expect(short.body.data.params.secret).toEqual(["The secret must be at least 8 characters."]);
  });
});

describe("products", () => {
  it("adds products by hand, renames a known id, lists them by name with search and paging", async () => {
    const added = await t.post(`${BASE}/products`, { id: 4101, name: "Zebra print", sku: "Z-1" }, { as: s.boss });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe("The product has been saved.");
    expect(added.body.data).toMatchObject({ id: "4101", name: "Zebra print", sku: "Z-1", source: "manual" });
    const again = await t.post(`${BASE}/products`, { id: "4101", name: "Zebra poster" }, { as: s.boss });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: "4101", name: "Zebra poster", sku: "" });
    await s.product("prod_aa.1", "Apple mug", "MUG-A");
    const all = await t.get(`${BASE}/products`, { as: s.boss });
    const names = all.body.data.map((p: { name: string }) => p.name);
    expect(names.indexOf("Apple mug")).toBeLessThan(names.indexOf("Zebra poster"));
    const found = await t.get(`${BASE}/products`, { as: s.boss, query: { search: "mug-a" } });
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual(["prod_aa.1"]);
    const page = await t.get(`${BASE}/products`, { as: s.boss, query: { per_page: "1", page: "2" } });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta.pagination).toMatchObject({ per_page: 1, current_page: 2 });
  });

  it("refuses bad products and non-managers, changing nothing", async () => {
    const { pm, worker } = await others();
    const post =
      (body: unknown, as: TestUser | null = s.boss) =>
      () =>
        t.post(`${BASE}/products`, body, { as });
    await expectRefusals([
      [post({ name: "No id" }), 400],
      [post({ id: "", name: "Empty id" }), 400],
      [post({ id: "a,b", name: "Comma" }), 400],
      [post({ id: "x".repeat(101), name: "Long id" }), 400],
      [post({ id: -3, name: "Negative" }), 400],
      [post({ id: { a: 1 }, name: "Object" }), 400],
      [post({ id: 77 }), 400],
      [post({ id: 77, name: "" }), 400],
      [post({ id: 77, name: "x".repeat(256) }), 400],
      [post({ id: 77, name: "Tab\u0007bell" }), 400],
      [post({ id: 77, name: "Broken \ud800" }), 400],
      [post({ id: 77, name: "Fine", sku: "s".repeat(101) }), 400],
      [post({ id: 77, name: "Fine", sku: 5 }), 400],
      [post({ id: 77, name: "Fine" }, pm), 403],
      [post({ id: 77, name: "Fine" }, worker), 403],
      [post({ id: 77, name: "Fine" }, null), 401],
      [() => t.get(`${BASE}/products`, { as: worker }), 403],
      [() => t.get(`${BASE}/products`, { as: s.boss, query: { per_page: "0" } }), 400],
      [() => t.get(`${BASE}/products`, { as: s.boss, query: { search: "x".repeat(101) } }), 400],
    ]);
    const res = await t.post(`${BASE}/products`, { id: "a,b", name: "" }, { as: s.boss });
    expect(Object.keys(res.body.data.params).sort()).toEqual(["id", "name"]);
  });
});

describe("links", () => {
  async function fixture() {
    const lead = await t.user({ name: "Lea Lead" });
    const helper = await t.user({ name: "Hal Helper" });
    const template = await t.project({ manager: lead, title: `Template ${Math.random().toString(36).slice(2, 8)}` });
    const other = await t.project({ manager: lead, title: `Other ${Math.random().toString(36).slice(2, 8)}` });
    const n = Math.floor(Math.random() * 1e6);
    const [p1, p2, p3] = [`L${n}-1`, `L${n}-2`, `L${n}-3`];
    await s.product(p1, "Basic plan");
    await s.product(p2, "Pro plan");
    await s.product(p3, "Extra");
    return { lead, helper, template, other, p1, p2, p3 };
  }

  it("saves a link, reads it by product, edits and removes it", async () => {
    const f = await fixture();
    const created = await t.post(
      `${BASE}/project`,
      { product_ids: [f.p1, f.p2], project_id: f.template, assignees: [{ user_id: f.helper.id, role_id: 2 }] },
      { as: s.boss },
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("The product link has been saved.");
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      product_ids: [f.p1, f.p2],
      project_id: f.template,
      project: { id: f.template },
      assignees: [{ user_id: f.helper.id, role_id: 2, display_name: "Hal Helper", email: f.helper.email }],
    });
    expect(created.body.data.products.map((p: { name: string }) => p.name)).toEqual(["Basic plan", "Pro plan"]);

    const byProduct = await t.get(`${BASE}/project`, { as: s.boss, query: { ids: `${f.p2},${f.p3}` } });
    expect(byProduct.body.data.map((l: { id: number }) => l.id)).toEqual([id]);
    const none = await t.get(`${BASE}/project`, { as: s.boss, query: { ids: f.p3 } });
    expect(none.body.data).toEqual([]);
    const all = await t.get(`${BASE}/project`, { as: s.boss });
    expect(all.body.data.map((l: { id: number }) => l.id)).toContain(id);

    // Another link may not take a product this one holds.
    const taken = await t.post(`${BASE}/project`, { product_ids: [f.p3, f.p2], project_id: f.other }, { as: s.boss });
    expect(taken.status).toBe(400);
    expect(taken.body.data.params).toEqual({
      "product_ids.1": ["This product is linked to another template already."],
    });

    const edited = await t.post(
      `${BASE}/project/${id}`,
      { product_ids: [f.p2, f.p3], project_id: f.other, assignees: [{ user_id: f.lead.id, role_id: 1 }] },
      { as: s.boss },
    );
    expect(edited.status).toBe(200);
    // Products come by name: Extra (p3), then Pro plan (p2).
    expect(edited.body.data).toMatchObject({
      product_ids: [f.p3, f.p2],
      project_id: f.other,
      assignees: [{ user_id: f.lead.id, role_id: 1 }],
    });
    // p1 is free again.
    const freed = await s.link({ product_ids: [f.p1], project_id: f.template });
    const removed = await t.post(`${BASE}/project/${id}/delete`, {}, { as: s.boss });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("The product link has been removed.");
    expect((await t.get(`${BASE}/project`, { as: s.boss, query: { ids: f.p2 } })).body.data).toEqual([]);
    expect((await t.post(`${BASE}/project/${id}/delete`, {}, { as: s.boss })).status).toBe(404);
    await t.post(`${BASE}/project/${freed.id}/delete`, {}, { as: s.boss });
  });

  it("refuses unknown or taken products, a missing template, unknown people, bad roles and non-managers", async () => {
    const f = await fixture();
    const { pm, worker, client } = await others();
    const link = await s.link({ product_ids: [f.p3], project_id: f.template });
    const post =
      (body: unknown, as: TestUser | null = s.boss, url = `${BASE}/project`) =>
      () =>
        t.post(url, body, { as });
    const good = { product_ids: [f.p1], project_id: f.template, assignees: [] };
    await expectRefusals([
      [post({ ...good, product_ids: [] }), 400],
      [post({ ...good, product_ids: "nope" }), 400],
      [post({ ...good, product_ids: ["never-seen"] }), 400],
      [post({ ...good, product_ids: [f.p1, f.p1] }), 400],
      [post({ ...good, product_ids: [f.p3] }), 400],
      [post({ ...good, product_ids: Array.from({ length: 101 }, (_, i) => `x${i}`) }), 400],
      [post({ product_ids: [f.p1] }), 400],
      [post({ ...good, project_id: 999_999_999 }), 400],
      [post({ ...good, project_id: "abc" }), 400],
      [post({ ...good, assignees: [{ user_id: 999_999_999, role_id: 2 }] }), 400],
      [post({ ...good, assignees: [{ user_id: f.lead.id, role_id: 4 }] }), 400],
      [post({ ...good, assignees: [{ user_id: f.lead.id }] }), 400],
      [
        post({
          ...good,
          assignees: [
            { user_id: f.lead.id, role_id: 1 },
            { user_id: f.lead.id, role_id: 2 },
          ],
        }),
        400,
      ],
      [post({ ...good, assignees: "x" }), 400],
      [post(good, s.boss, `${BASE}/project/999999999`), 404],
      [post(good, s.boss, `${BASE}/project/abc`), 400],
      [post({}, s.boss, `${BASE}/project/999999999/delete`), 404],
      [post(good, pm), 403],
      [post(good, worker), 403],
      [post(good, client), 403],
      [post(good, null), 401],
      [post(good, pm, `${BASE}/project/${link.id}`), 403],
      [post({}, worker, `${BASE}/project/${link.id}/delete`), 403],
      [() => t.get(`${BASE}/project`, { as: pm }), 403],
      [() => t.get(`${BASE}/project`, { as: s.boss, query: { ids: "a,,b;c" } }), 400],
    ]);
    const res = await t.post(
      `${BASE}/project`,
      { product_ids: ["never-seen", f.p3], project_id: 999_999_999, assignees: [{ user_id: 999_999_999, role_id: 1 }] },
      { as: s.boss },
    );
    expect(res.body.data.params).toEqual({
      "product_ids.0": ["This product is unknown: add it to the products first."],
      "product_ids.1": ["This product is linked to another template already."],
      project_id: ["The template project was not found."],
      "assignees.0.user_id": ["This user was not found."],
    });
    const missing = await t.post(`${BASE}/project`, { product_ids: [] }, { as: s.boss });
    expect(missing.body.data.params).toMatchObject({
      product_ids: ["Choose at least one product."],
      project_id: ["Choose the template project."],
    });
  });

  it("goes with the template project: deleting the template removes its links", async () => {
    const f = await fixture();
    const link = await s.link({ product_ids: [f.p1], project_id: f.other });
    expect((await t.post(`/api/pm/v2/projects/${f.other}/delete`, {}, { as: s.boss })).status).toBe(200);
    const left = await t.get(`${BASE}/project`, { as: s.boss });
    expect(left.body.data.map((l: { id: number }) => l.id)).not.toContain(link.id);
  });
});

describe("the module switch", () => {
  it("answers 404 module_disabled while off (the webhook too), and keeps the data", async () => {
    await s.product("kept-1", "Kept product");
    await t.post("/api/pm-pro/v2/module-update", { module: "store-link", type: "deactivate" }, { as: s.boss });
    for (const res of [
      await t.get(`${BASE}/products`, { as: s.boss }),
      await t.get(`${BASE}/project`, { as: s.boss }),
      await t.get(`${BASE}/settings`, { as: s.boss }),
      await t.post(`${BASE}/products`, { id: "x", name: "x" }, { as: s.boss }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("module_disabled");
    }
    const hook = await s.deliver({ id: 1 });
    expect(hook.statusCode).toBe(404);
    expect(hook.json().code).toBe("module_disabled");
    await t.post("/api/pm-pro/v2/module-update", { module: "store-link", type: "activate" }, { as: s.boss });
    const back = await t.get(`${BASE}/products`, { as: s.boss, query: { search: "Kept product" } });
    expect(back.body.data.map((p: { id: string }) => p.id)).toEqual(["kept-1"]);
  });
});
