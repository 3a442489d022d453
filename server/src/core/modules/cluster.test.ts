import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { queryRows } from "../../db/client";
import { type TestUser, useTestApp } from "../../test/harness";
import { SESSION_COOKIE } from "../auth/current-user";
import { addOnModule } from "./guard";
import { MODULES_CHANNEL } from "./state";

/** A module of the test's own, so switching it touches nothing else. */
const clusterModule = addOnModule(
  { path: "cluster-example", name: "Cluster example", description: "Switched in the test.", thumbnail: "/x.svg" },
  async (app) => {
    app.get("/pm-pro/v2/cluster-example/ping", async () => ({ data: "pong" }));
  },
);
const ping = "/api/pm-pro/v2/cluster-example/ping";
const t = useTestApp({ plugins: [clusterModule] });

async function secondProcess(): Promise<FastifyInstance> {
  const app = await buildApp({ config: t.config, database: t.database, logger: false, plugins: [clusterModule] });
  await app.ready();
  return app;
}

const pingVia = async (app: FastifyInstance, as: TestUser) =>
  (await app.inject({ method: "GET", url: ping, headers: { cookie: `${SESSION_COOKIE}=${as.cookie}` } })).statusCode;

const switchModule = async (type: "activate" | "deactivate", boss: TestUser) =>
  expect((await t.post("/api/pm-pro/v2/module-update", { module: "cluster-example", type }, { as: boss })).status).toBe(
    200,
  );

/**
 * What the other process answers to requests that arrive 100 ms after a switch was answered (several at
 * once: on a loaded machine one request can take longer than that by itself).
 */
async function answersAfter100ms(app: FastifyInstance, as: TestUser): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return Promise.all(Array.from({ length: 5 }, () => pingVia(app, as)));
}

/** The backends LISTENing for module switches on this test's database (one per process). */
const moduleListeners = async () =>
  (
    await queryRows<{ pid: number }>(
      t.database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen "${MODULES_CHANNEL}"`}`,
    )
  ).map((r) => r.pid);

describe("module switches across processes", () => {
  it("a module switched off on one process answers module_disabled on another within 100 ms, and back on", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const other = await secondProcess();
    try {
      // Its copy was just read: without the notification it would be trusted for a while yet.
      expect(await pingVia(other, plain)).toBe(200);
      await switchModule("deactivate", boss);
      expect(await answersAfter100ms(other, plain)).toEqual([404, 404, 404, 404, 404]);
      const off = await other.inject({
        method: "GET",
        url: ping,
        headers: { cookie: `${SESSION_COOKIE}=${plain.cookie}` },
      });
      expect(off.json().code).toBe("module_disabled");
      await switchModule("activate", boss);
      expect(await answersAfter100ms(other, plain)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await switchModule("activate", boss);
      await other.close();
    }
  });

  it("after the listener's connection is killed, a change made meanwhile is seen, and later ones at once again", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const other = await secondProcess();
    try {
      expect(await pingVia(other, plain)).toBe(200);
      const before = await moduleListeners();
      expect(before).toHaveLength(2);
      for (const pid of before) await queryRows(t.database.db, sql`select pg_terminate_backend(${pid})`);
      // Sent while nobody listens: lost. The copy is then trusted for a second only, and read again on reconnect.
      await switchModule("deactivate", boss);
      // Both listeners are back (the first retry comes after 250 ms), and the change is seen at once ...
      const started = performance.now();
      while ((await moduleListeners()).filter((pid) => !before.includes(pid)).length < 2) {
        if (performance.now() - started > 5000) throw new Error("the listeners did not reconnect");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await pingVia(other, plain)).toBe(404);
      // ... and the next change is heard again.
      await switchModule("activate", boss);
      expect(await answersAfter100ms(other, plain)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await switchModule("activate", boss);
      await other.close();
    }
  });
});
