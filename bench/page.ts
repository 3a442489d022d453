/**
 * `npm run bench:page -w server`: the bench's browser step on its own, against a small project seeded through
 * the API (bench/page-seed.ts: 100 open tasks). It starts the server as `npm start -w server` does, on a free
 * loopback port with a fresh data folder (or, with DATABASE_URL, a fresh database `cairn_page_bench` on that
 * server), measures the task-lists page in Debian's Chromium and prints the median and where the time went.
 * Build the web app first (`npm run build -w web`). PAGE_VISITS (5) sets the number of measured visits;
 * PAGE_SCREENSHOT a PNG file to save the page to. To measure again and again while changing the web app, start
 * a server once and give PAGE_BASE (its URL; the project is seeded there once, the first-run setup must still be
 * open) and then PAGE_PROJECT (the project it printed) too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../server/src/core/net/free-port";
import { describeBreakdown, PAGE_BUDGET_MS, timeTaskListsPage } from "./browser";
import { PAGE_ADMIN, seedPageProject } from "./page-seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", CAIRN_LOG_LEVEL: "warn" };
  env.CAIRN_DATA_DIR = dataDir;
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

function stop(child: ChildProcess) {
  try {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  } catch {
    /* the group has already gone */
  }
}

async function measure(base: string, projectId: number) {
  const timing = await timeTaskListsPage(base, PAGE_ADMIN, projectId, path.join(root, "web/dist"), {
    visits: Number(process.env.PAGE_VISITS ?? 5),
    screenshot: process.env.PAGE_SCREENSHOT,
  });
  if (timing.ms === undefined) throw new Error(timing.note);
  const verdict = timing.ms <= PAGE_BUDGET_MS ? "PASS" : "FAIL";
  console.log(`${timing.name}: ${timing.ms.toFixed(0)} ms, ${timing.note}; budget ${PAGE_BUDGET_MS} ms: ${verdict}`);
  for (const line of timing.breakdown ? describeBreakdown(timing.breakdown) : []) console.log(`  ${line}`);
}

async function seed(base: string) {
  const seeded = await seedPageProject(base);
  console.log(`Seeded project ${seeded.projectId}: ${seeded.openTasks} open tasks.`);
  return seeded.projectId;
}

async function main() {
  const { PAGE_BASE, PAGE_PROJECT } = process.env;
  if (PAGE_BASE) return measure(PAGE_BASE, PAGE_PROJECT ? Number(PAGE_PROJECT) : await seed(PAGE_BASE));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-page-bench-"));
  const { child, base } = await startServer(dataDir);
  try {
    await measure(base, await seed(base));
  } finally {
    stop(child);
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
