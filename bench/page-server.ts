/**
 * The server the browser measurements run against (bench/page.ts, bench/views.ts): started as `npm start -w
 * server` does, on a free loopback port with a fresh data folder (or, with DATABASE_URL, a fresh database
 * `cairn_page_bench` on that server), in its own process group.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../server/src/core/net/free-port";
import { PAGE_ADMIN } from "./page-seed";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function freshDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("drop database if exists cairn_page_bench with (force)");
  await admin.query("create database cairn_page_bench");
  await admin.end();
  const u = new URL(url);
  u.pathname = "/cairn_page_bench";
  return u.toString();
}

export async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", CAIRN_LOG_LEVEL: "warn" };
  env.CAIRN_DATA_DIR = dataDir;
  env.CAIRN_SETUP_CODE = PAGE_ADMIN.setup_code;
  delete env.CAIRN_ADMIN_EMAIL;
  delete env.CAIRN_ADMIN_PASSWORD;
  if (process.env.DATABASE_URL) env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL);
  // Its own process group, so the server and everything npm starts under it stop together.
  const child = spawn("npm", ["run", "start", "-w", "server"], { cwd: root, env, stdio: "inherit", detached: true });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop(child);
  throw new Error("the server did not answer /api/health within 120 s");
}

export function stop(child: ChildProcess) {
  try {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  } catch {
    /* the group has already gone */
  }
}
