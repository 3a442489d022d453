import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedPostgres } from "./server";

/** The private server itself: what `npm start` relies on before any route runs. */
const scratch: string[] = [];
const servers: EmbeddedPostgres[] = [];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

function newFolder(extra = ""): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-pg-"));
  fs.chmodSync(dir, 0o755);
  scratch.push(dir);
  return path.join(dir, extra, "postgres");
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded PostgreSQL server", () => {
  it("runs two instances side by side, each on a socket of its own, with the extensions search needs", {
    timeout: 120_000,
  }, async () => {
    const [a, b] = [new EmbeddedPostgres(newFolder(), quiet), new EmbeddedPostgres(newFolder(), quiet)];
    servers.push(a, b);
    await Promise.all([a.start(), b.start()]);
    expect(a.connectionString).not.toBe(b.connectionString);
    expect(a.connectionString).toContain(encodeURIComponent(a.dataDir));
    await query(a.connectionString, "create table only_in_a (id int)");
    const inB = await query(
      b.connectionString,
      "select count(*)::int as n from pg_tables where tablename = 'only_in_a'",
    );
    expect(inB[0].n).toBe(0);
    await query(a.connectionString, "create extension pg_trgm; create extension unaccent; create extension citext");
    const rows = await query(
      a.connectionString,
      "select unaccent('Café') as word, show_trgm('ab') as grams, current_setting('server_encoding') as enc",
    );
    expect(rows).toEqual([{ word: "Cafe", grams: ["  a", " ab", "ab "], enc: "UTF8" }]);
    // No TCP listener: only the socket inside the data folder.
    expect((await query(a.connectionString, "select current_setting('listen_addresses') as l"))[0].l).toBe("");
  });

  it("falls back to a loopback port with a password when the socket path would be too long", {
    timeout: 120_000,
  }, async () => {
    const server = new EmbeddedPostgres(
      newFolder("a-folder-name-long-enough-to-push-the-socket-path-past-its-limit-of-bytes"),
      quiet,
    );
    servers.push(server);
    await server.start();
    const url = new URL(server.connectionString);
    expect(url.hostname).toBe("127.0.0.1");
    expect(url.password.length).toBeGreaterThan(20);
    const noPassword = new URL(server.connectionString);
    noPassword.password = "";
    await expect(query(noPassword.toString(), "select 1")).rejects.toThrow();
    expect((await query(server.connectionString, "select 1 as one"))[0].one).toBe(1);
  });

  it("stops with nothing left running, and starts again on the same data", { timeout: 120_000 }, async () => {
    const dir = newFolder();
    const first = new EmbeddedPostgres(dir, quiet);
    await first.start();
    await query(first.connectionString, "create table kept (v text); insert into kept values ('still here')");
    const pids = first.pids();
    expect(pids.length).toBeGreaterThan(1);
    await first.stop();
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
    const second = new EmbeddedPostgres(dir, quiet);
    servers.push(second);
    await second.start();
    expect(await query(second.connectionString, "select v from kept")).toEqual([{ v: "still here" }]);
  });
});
