import type { FastifyInstance } from "fastify";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../app";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { registerModule } from "../../core/modules/guard";
import { MODULE_STATE_TTL_MS } from "../../core/modules/state";
import { useTestApp } from "../../test/harness";

/** A module of the tests' own, with one route tagged as belonging to it and one that is not. */
async function exampleModule(app: FastifyInstance) {
  registerModule(app, {
    path: "example",
    name: "Example",
    description: "Proves the module switch.",
    thumbnail: "/modules/example.svg",
  });
  app.get("/pm-pro/v2/example/ping", { config: { module: "example" } }, async () => ({ data: "pong" }));
  app.get("/pm-pro/v2/example/always", async () => ({ data: "here" }));
}

const t = useTestApp({ plugins: [exampleModule] });
const ping = "/api/pm-pro/v2/example/ping";
const update = (module: string, type: string) => ({ module, type });

describe("modules", () => {
  it("lists the registered modules with their state to every signed-in user", async () => {
    const plain = await t.user();
    const res = await t.get("/api/pm-pro/v2/module-lists", { as: plain });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        path: "example",
        name: "Example",
        description: "Proves the module switch.",
        thumbnail: "/modules/example.svg",
        enabled: true,
      },
    ]);
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
    });
    const refused = await t.get(ping, { as: plain });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      code: "module_disabled",
      message: ["This module is switched off."],
      data: { status: 404 },
    });
    expect((await t.get("/api/pm-pro/v2/example/always", { as: plain })).status).toBe(200);
    const listed = await t.get("/api/pm-pro/v2/module-lists", { as: plain });
    expect(listed.body.data[0].enabled).toBe(false);

    const on = await t.post("/api/pm-pro/v2/module-update", update("example", "activate"), { as: boss });
    expect(on.body.message).toBe("The module has been activated.");
    expect(on.body.data.enabled).toBe(true);
    expect((await t.get(ping, { as: plain })).status).toBe(200);
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

  it("refuses non-managers (403), unknown modules (404) and a wrong type (400), changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const projectManager = await t.user();
    await t.project({ manager: projectManager });
    for (const who of [plain, projectManager]) {
      const res = await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"), { as: who });
      expect(res.status).toBe(403);
    }
    expect((await t.post("/api/pm-pro/v2/module-update", update("example", "deactivate"))).status).toBe(401);
    const unknown = await t.post("/api/pm-pro/v2/module-update", update("nope", "deactivate"), { as: boss });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toEqual(["The module was not found."]);
    const wrong = await t.post("/api/pm-pro/v2/module-update", update("example", "off"), { as: boss });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.params.type).toEqual(["Type must be activate or deactivate."]);
    const missing = await t.post("/api/pm-pro/v2/module-update", { type: "activate" }, { as: boss });
    expect(missing.status).toBe(400);
    expect((await t.get(ping, { as: plain })).status).toBe(200);
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
