import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

describe("search_by_client and the search module", () => {
  it("finds the clients of the caller's own projects by name or e-mail (all clients for a global manager)", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user({ name: "Lena Lead" });
    const otherLead = await t.user({ name: "Otto Lead" });
    const zoe = await t.user({ name: "Zoë Client" });
    const zack = await t.user({ name: "Zack Client" });
    const stranger = await t.user({ name: "Zora Elsewhere" });
    const worker = await t.user({ name: "Zed Worker" });
    await t.project({ manager: lead, coWorkers: [worker], clients: [zoe, zack] });
    await t.project({ manager: otherLead, clients: [stranger] });
    const names = async (as: typeof boss, query: string) => {
      const res = await t.get("/api/pm-pro/v2/search_by_client", { as, query: { query } });
      expect(res.status, query).toBe(200);
      return res.body.data.map((u: { display_name: string }) => u.display_name);
    };
    expect(await names(lead, "client")).toEqual(["Zack Client", "Zoë Client"]);
    // Accents and case aside; the e-mail counts too; a co-worker is no client.
    expect(await names(lead, "ZOE")).toEqual(["Zoë Client"]);
    expect(await names(lead, zack.email.slice(0, 8))).toEqual(["Zack Client"]);
    expect(await names(lead, "Zed")).toEqual([]);
    expect(await names(lead, "Zora")).toEqual([]);
    expect(await names(boss, "Z")).toEqual(["Zack Client", "Zoë Client", "Zora Elsewhere"]);
    expect(await names(lead, "%")).toEqual([]);
    const res = await t.get("/api/pm-pro/v2/search_by_client", { as: lead, query: { query: "zoe" } });
    expect(res.body.data).toEqual([{ id: zoe.id, email: zoe.email, display_name: "Zoë Client", avatar_url: null }]);
  });

  it("answers at most 20, refuses non-managers (403) and an empty query (400)", async () => {
    const lead = await t.user();
    const worker = await t.user();
    const clients = await Promise.all(Array.from({ length: 22 }, (_, i) => t.user({ name: `Many ${i}` })));
    await t.project({ manager: lead, coWorkers: [worker], clients });
    const many = await t.get("/api/pm-pro/v2/search_by_client", { as: lead, query: { query: "many" } });
    expect(many.body.data).toHaveLength(20);
    for (const who of [worker, clients[0], await t.user()]) {
      const refused = await t.get("/api/pm-pro/v2/search_by_client", { as: who, query: { query: "many" } });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("rest_forbidden");
    }
    const empty = await t.get("/api/pm-pro/v2/search_by_client", { as: lead, query: { query: " " } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.params.query).toEqual(["Please enter something to search for."]);
    expect((await t.get("/api/pm-pro/v2/search_by_client", { query: { query: "x" } })).status).toBe(401);
  });

  it("switched off, both search calls answer 404 module_disabled; the project picker stays", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead, title: "Module switch" });
    const switchTo = async (type: "activate" | "deactivate") => {
      const res = await t.post("/api/pm-pro/v2/module-update", { module: "search", type }, { as: boss });
      expect(res.status).toBe(200);
    };
    await switchTo("deactivate");
    for (const url of ["/api/pm/v2/search?query=module", "/api/pm-pro/v2/search_by_client?query=x"]) {
      const res = await t.get(url, { as: lead });
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual(DISABLED);
    }
    expect((await t.get("/api/pm/v2/user-all-projects", { as: lead })).body.data).toEqual([
      { id: pid, title: "Module switch" },
    ]);
    await switchTo("activate");
    const back = await t.get("/api/pm/v2/search", { as: lead, query: { query: "module" } });
    expect(back.body.data.map((h: { id: number }) => h.id)).toEqual([pid]);
  });
});
