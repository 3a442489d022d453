import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./core/net/free-port";

/**
 * The embedded database must keep every write it acknowledged when a process dies: a real Cairn process
 * on a real data directory, with its private PostgreSQL server, killed mid-stream and started again.
 * Cairn killed: its database server lives on as an orphan that the next start must find and stop.
 * The database killed: Cairn restarts it and carries on.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ADMIN = { email: "admin@durability.test", password: "durable-password" };
const dirs: string[] = [];
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

type Server = { child: ChildProcess; base: string; exited: Promise<number | null>; output(): string };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    CAIRN_DATA_DIR: dataDir,
    CAIRN_ADMIN_EMAIL: ADMIN.email,
    CAIRN_ADMIN_PASSWORD: ADMIN.password,
    CAIRN_LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: serverDir, env, stdio: "pipe" });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, exited, output: () => output };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

/** How the process ended, or "still running" after 30 s (a graceful shutdown that hangs is a failure). */
function exitOf(server: Server): Promise<number | null | "still running"> {
  return Promise.race([
    server.exited,
    new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 30_000)),
  ]);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}

async function createProject(base: string, cookie: string, title: string) {
  return fetch(`${base}/api/pm/v2/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title }),
    // A request caught by a database restart must end, not hang the writer.
    signal: AbortSignal.timeout(20_000),
  });
}

async function projectTitles(base: string, cookie: string): Promise<Set<string>> {
  const res = await fetch(`${base}/api/pm/v2/projects?per_page=-1&status=all`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { title: string }[] };
  return new Set(body.data.map((p) => p.title));
}

function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-durability-"));
  dirs.push(dir);
  return dir;
}

/** The postmaster serving a data directory, from its lock file; undefined when none is running. */
function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Four writers creating projects until told to stop; what the server acknowledged is collected. */
function streamWrites(base: string, cookie: string, prefix: string) {
  const acknowledged: string[] = [];
  const refusals: number[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const title = `${prefix} ${w}-${i}`;
      try {
        const res = await createProject(base, cookie, title);
        if (res.status === 201) acknowledged.push(title);
        else {
          refusals.push(res.status);
          await res.text();
        }
      } catch {
        if (prefix.startsWith("Durable")) return; // the connection died with the process
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  return {
    acknowledged,
    refusals,
    async until(count: number) {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 5));
    },
    async stop() {
      stop = true;
      await Promise.all(writers);
    },
  };
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database durability", () => {
  it("keeps every acknowledged write when the process is killed mid-stream", { timeout: 180_000 }, async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    const cookie = await signIn(first.base);

    // Four writers stream project creations; the process is killed while requests are in flight.
    const stream = streamWrites(first.base, cookie, "Durable");
    await stream.until(40);
    const orphan = postmasterPid(dataDir);
    first.child.kill("SIGKILL");
    await stream.stop();
    const acknowledged = stream.acknowledged;
    expect(await exitOf(first), first.output().slice(-3000)).toBeNull();
    // Its database server outlived it, holding the lock file: the next start has to deal with that.
    expect(orphan).toBeDefined();
    expect(postmasterPid(dataDir)).toBe(orphan);

    const second = await startServer(dataDir);
    const again = await signIn(second.base);
    const titles = await projectTitles(second.base, again);
    const lost = acknowledged.filter((t) => !titles.has(t));
    expect(lost).toEqual([]);
    // At most the requests in flight at the kill may have landed without an answer.
    expect(titles.size - acknowledged.length).toBeLessThanOrEqual(4);

    // And it serves normally: a new write is acknowledged and read back.
    expect((await createProject(second.base, again, "After the crash")).status).toBe(201);
    expect((await projectTitles(second.base, again)).has("After the crash")).toBe(true);
    second.child.kill("SIGTERM");
    expect(await exitOf(second), second.output().slice(-3000)).toBe(0);
  });

  it("restarts its database when the database is killed under load, losing no acknowledged write", {
    timeout: 420_000,
  }, async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    const cookie = await signIn(server.base);
    const stream = streamWrites(server.base, cookie, "Survivor");
    await stream.until(40);
    const killed = postmasterPid(dataDir) as number;
    process.kill(killed, "SIGKILL");
    // Writers keep going through the outage; Cairn brings a new server up on the same directory.
    const before = stream.acknowledged.length;
    for (let i = 0; i < 1200 && stream.acknowledged.length < before + 10; i++)
      await new Promise((r) => setTimeout(r, 100));
    await stream.stop();
    const restarted = postmasterPid(dataDir);
    expect(restarted, server.output()).toBeDefined();
    expect(restarted).not.toBe(killed);
    expect(stream.acknowledged.length).toBeGreaterThanOrEqual(before + 10);
    // During the outage callers were told to retry (503), never handed an internal error.
    expect(
      stream.refusals.filter((status) => status !== 503),
      server.output().slice(-3000),
    ).toEqual([]);
    const titles = await projectTitles(server.base, cookie);
    expect(stream.acknowledged.filter((t) => !titles.has(t))).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await exitOf(server), server.output().slice(-3000)).toBe(0);
    expect(postmasterPid(dataDir)).toBeUndefined();
  });

  it("shuts down cleanly on SIGTERM and starts again with all data", { timeout: 180_000 }, async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    const cookie = await signIn(first.base);
    const titles = Array.from({ length: 10 }, (_, i) => `Graceful ${i}`);
    for (const title of titles) expect((await createProject(first.base, cookie, title)).status).toBe(201);
    first.child.kill("SIGTERM");
    expect(await exitOf(first), first.output().slice(-3000)).toBe(0);
    // The database server stopped with it: nothing is left running.
    expect(postmasterPid(dataDir)).toBeUndefined();

    const second = await startServer(dataDir);
    // The session was stored in the database too: the same cookie still works.
    const found = await projectTitles(second.base, cookie);
    for (const title of titles) expect(found.has(title)).toBe(true);
    expect((await createProject(second.base, cookie, "After the restart")).status).toBe(201);
    second.child.kill("SIGTERM");
    expect(await exitOf(second), second.output().slice(-3000)).toBe(0);
  });
});
