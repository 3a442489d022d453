import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../app";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { addOnModule } from "../../core/modules/guard";
import { MODULE_STATE_TTL_MS } from "../../core/modules/state";
import { activities, moduleStates } from "../../db/schema";
import { useTestApp } from "../../test/harness";

/**
 * A module of the tests' own, registered as every add-on is: its routes inside addOnModule, plus a route
 * of another feature tagged as belonging to it, and one that belongs to no module.
 */
const exampleModule = addOnModule(
  { path: "example", name: "Example", description: "Proves the module switch.", thumbnail: "/modules/example.svg" },
  async (app) => {
    app.get("/pm-pro/v2/example/ping", async () => ({ data: "pong" }));
    app.post("/pm-pro/v2/example/write", async () => ({ data: "written" }));
  },
);
async function elsewhere(app: FastifyInstance) {
  app.get("/pm-pro/v2/example/tagged", { config: { module: "example" } }, async () => ({ data: "tagged" }));
  app.get("/pm-pro/v2/example/always", async () => ({ data: "here" }));
}

const t = useTestApp({ plugins: [exampleModule, elsewhere] });
const ping = "/api/pm-pro/v2/example/ping";
const update = (module: string, type: string) => ({ module, type });
const moduleRows = () => t.database.db.select().from(moduleStates).where(eq(moduleStates.path, "example"));
const switchRows = () => t.database.db.select().from(activities).where(eq(activities.resourceType, "module"));

describe("modules", () => {
  it("lists the registered modules (the files area among them) with their state to every signed-in user", async () => {
    const lead = await t.user();
    const worker = await t.user();
    const client = await t.user();
    const plain = await t.user();
    await t.project({ manager: lead, coWorkers: [worker], clients: [client] });
    for (const who of [lead, worker, client, plain]) {
      const res = await t.get("/api/pm-pro/v2/module-lists", { as: who });
      expect(res.status).toBe(200);
      const listed = res.body.data as { path: string; name: string; enabled: boolean }[];
      // Every add-on, in path order, each with its card's fields; the example and the files area exactly.
      const paths = listed.map((m) => m.path);
      expect(paths).toEqual([...paths].sort());
      expect(paths).toEqual(
        expect.arrayContaining([
          "example",
          "files",
          "gantt",
          "kanboard",
          "progress",
          "reports",
          "search",
          "slack",
          "sprints",
          "sub-tasks",
          "time-tracker",
        ]),
      );
      for (const m of listed) {
        expect(m).toEqual({
          path: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          thumbnail: m.path === "example" ? "/modules/example.svg" : null,
          enabled: true,
        });
      }
      expect(listed).toContainEqual({
        path: "example",
        name: "Example",
        description: "Proves the module switch.",
        thumbnail: "/modules/example.svg",
        enabled: true,
      });
      expect(listed).toContainEqual({
        path: "files",
        name: "Files",
        description: expect.stringContaining("Folders, documents, links and uploaded files"),
        thumbnail: null,
        enabled: true,
      });
    }
    expect((await t.get("/api/pm-pro/v2/module-lists")).status).toBe(401);
  });

  it("a switched-off module's routes answer 404 module_disabled on the very next request, and come back", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    expect((await t.get(ping, { as: plain })).status).toBe(200);

    const off = await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: boss });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      message: "The module has been deactivated.",
      data: expect.objectContaining({ path: "example", enabled: false }),
      activity: expect.objectContaining({ action: "deactivate_module", project_id: null }),
    });
    for (const [method, url] of [
      ["GET", ping],
      ["POST", "/api/pm-pro/v2/example/write"],
      ["GET", "/api/pm-pro/v2/example/tagged"],
    ]) {
      const refused = await t.request(method, url, { as: plain, body: method === "POST" ? {} : undefined });
      expect(refused.status, url).toBe(404);
      expect(refused.body).toEqual({
        code: "module_disabled",
        message: ["This module is switched off."],
        data: { status: 404 },
      });
    }
    // Refused before authentication looks at anything else: the module's state is no secret.
    expect((await t.get(ping)).body.code).toBe("module_disabled");
    expect((await t.get("/api/pm-pro/v2/example/always", { as: plain })).status).toBe(200);
    const listed = await t.get("/api/pm-pro/v2/module-lists", { as: plain });
    expect(listed.body.data.find((m: { path: string }) => m.path === "example").enabled).toBe(false);

    const on = await t.post("/api/pm-pro/v2/module-update", update("example", "activate"), { as: boss });
    expect(on.body.message).toBe("The module has been activated.");
    expect(on.body.data.enabled).toBe(true);
    expect(on.body.activity).toMatchObject({
      action: "activate_module",
      meta: { module: "example", title: "Example" },
    });
    expect((await t.get(ping, { as: plain })).status).toBe(200);
    expect((await t.get("/api/pm-pro/v2/example/tagged", { as: plain })).status).toBe(200);
  });

  it("logs each real switch as workspace activity, and a switch to the state it has not at all", async () => {
    const boss = await t.user({ manager: true, name: "Bea Boss" });
    const before = (await switchRows()).length;
    const again = await t.post("/api/pm-pro/v2/module-update", update("example", "activate"), { as: boss });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      message: "The module has been activated.",
      data: expect.objectContaining({ enabled: true }),
    });
    expect(await switchRows()).toHaveLength(before);

    await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: boss });
    await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: boss });
    await t.post("/api/pm-pro/v2/module-update", update("example", "activate"), { as: boss });
    const rows = (await switchRows()).slice(before);
    expect(rows.map((r) => r.action)).toEqual(["deactivate_module", "activate_module"]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: boss.id,
        actionType: "update",
        resourceType: "module",
        projectId: null,
        ownerId: null,
        privateKinds: [],
        meta: { module: "example", title: "Example" },
      });
    }
  });

  it("reads the state at most once per second per process: no query while it is fresh", async () => {
    const plain = await t.user();
    const unguarded = Number((await t.get("/api/pm-pro/v2/example/always", { as: plain })).headers["x-query-count"]);
    const guarded: number[] = [];
    // Back to back, so at least one lands while the cache is fresh even on a loaded machine.
    for (let i = 0; i < 3; i++) guarded.push(Number((await t.get(ping, { as: plain })).headers["x-query-count"]));
    expect(Math.min(...guarded)).toBe(unguarded);
    expect(Math.max(...guarded)).toBeLessThanOrEqual(unguarded + 1);
  });

  it("another process on the same database follows within the cache's lifetime", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const second = await buildApp({ config: t.config, database: t.database, logger: false, plugins: [exampleModule] });
    onTestFinished(() => second.close());
    const viaSecond = async () =>
      (await second.inject({ method: "GET", url: ping, headers: { cookie: `${SESSION_COOKIE}=${plain.cookie}` } }))
        .statusCode;
    expect(await viaSecond()).toBe(200);
    await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: boss });
    await new Promise((resolve) => setTimeout(resolve, MODULE_STATE_TTL_MS + 50));
    expect(await viaSecond()).toBe(404);
    await t.post("/api/pm-pro/v2/module-update", update("example", "activate"), { as: boss });
    await new Promise((resolve) => setTimeout(resolve, MODULE_STATE_TTL_MS + 50));
    expect(await viaSecond()).toBe(200);
  });

  it("refuses non-managers (403), unknown modules (404) and malformed bodies (400), changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const projectManager = await t.user();
    const worker = await t.user();
    const client = await t.user();
    await t.project({ manager: projectManager, coWorkers: [worker], clients: [client] });
    const state = await moduleRows();
    const logged = (await switchRows()).length;
    const unchanged = async () => {
      expect(await moduleRows()).toEqual(state);
      expect(await switchRows()).toHaveLength(logged);
      expect((await t.get(ping, { as: plain })).status).toBe(200);
    };
    for (const who of [plain, projectManager, worker, client]) {
      const res = await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: who });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: "rest_forbidden", message: ["You have no permission."], data: { status: 403 } });
    }
    expect((await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"))).status).toBe(401);
    await unchanged();

    const unknown = await t.post("/api/pm-pro/v2/module-update", update("nope", "deactivate"), { as: boss });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "rest_not_found", message: ["The module was not found."] });
    expect(await t.database.db.select().from(moduleStates).where(eq(moduleStates.path, "nope"))).toEqual([]);
    const wrong = await t.post("/api/pm-pro/v2/module-update", update("example", "off"), { as: boss });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params.type).toEqual(["Type must be activate or deactivate."]);
    for (const body of [
      { type: "deactivate" },
      { module: "", type: "deactivate" },
      { module: 7, type: "deactivate" },
      { module: "example" },
      { module: ["example"], type: "deactivate" },
      [],
    ]) {
      const res = await t.post("/api/pm-pro/v2/module-update", body, { as: boss });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe("rest_invalid_param");
    }
    const broken = await t.request("POST", "/api/pm-pro/v2/module-update", {
      as: boss,
      body: '{"module": "example", "type": "deactivate"',
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    await unchanged();
  });

  it("refuses, at start, a route tagged with a module nobody registered", async () => {
    const broken = async (app: FastifyInstance) => {
      app.get("/broken", { config: { module: "ghost" } }, async () => ({}));
    };
    await expect(
      buildApp({ config: t.config, database: t.database, logger: false, plugins: [broken] }),
    ).rejects.toThrow(/unregistered module "ghost"/);
  });
});
