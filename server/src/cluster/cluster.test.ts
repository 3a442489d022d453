import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationJournalLength } from "../test/migration-journal";
import { type Cluster, startCluster } from "./cluster";

/**
 * Issue 43's proof: real app processes on one PostgreSQL server, started at the same moment on an empty
 * database, with requests alternating between them. Each check stands on its own (its own project, its own
 * names), so a new point adds an `it` here, or a file of its own using `startCluster`.
 */
const serverUrl = process.env.DATABASE_URL;
const title = serverUrl
  ? "a cluster of app processes on one PostgreSQL"
  : "a cluster of app processes on one PostgreSQL (skipped: it needs DATABASE_URL, a PostgreSQL server to run on)";

describe.skipIf(!serverUrl)(title, () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ size: 2 });
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it("comes up whole on an empty database: one set of migrations, one administrator", async () => {
    const admin = await cluster.signIn(0);
    const users = await cluster.request("GET", "/api/pm/v2/users?per_page=-1", { as: admin, on: 1 });
    expect(users.status).toBe(200);
    expect(users.body.data.map((u: { email: string }) => u.email)).toEqual(["admin@cluster.test"]);
    // One process created the administrator and applied the migrations; the other found them done.
    const created = [0, 1].filter((i) => cluster.logs(i).some((l) => l.includes("created the first administrator")));
    expect(created).toHaveLength(1);
    const applied = await cluster.query("select hash from drizzle.__drizzle_migrations");
    expect(applied).toHaveLength(migrationJournalLength());
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
  });

  it("honours a session made on one process on the other", async () => {
    const cookie = await cluster.signIn(0);
    const me = await cluster.request("GET", "/api/auth/me", { as: cookie, on: 1 });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe("admin@cluster.test");
  });

  it("lists on one process a project made on the other", async () => {
    const cookie = await cluster.signIn(1);
    const made = await cluster.request("POST", "/api/pm/v2/projects", {
      as: cookie,
      body: { title: "Made on process 1" },
      on: 1,
    });
    expect(made.status).toBe(201);
    const listed = await cluster.request("GET", "/api/pm/v2/projects?per_page=-1", { as: cookie, on: 0 });
    expect(listed.body.data.map((p: { id: number }) => p.id)).toContain(made.body.data.id);
  });

  it("keeps answering when one process is SIGKILLed, and the killed one starts again", async () => {
    const cookie = await cluster.signIn(0);
    expect(await cluster.kill(1, "SIGKILL")).toBe("SIGKILL");
    // Alternating requests now all land on the survivor.
    for (let i = 0; i < 4; i++) {
      const answer = await cluster.request("GET", "/api/auth/me", { as: cookie });
      expect(answer).toMatchObject({ status: 200, on: 0 });
    }
    await cluster.restart(1);
    const back = await cluster.request("GET", "/api/auth/me", { as: cookie, on: 1 });
    expect(back.status).toBe(200);
  }, 60_000);
});
