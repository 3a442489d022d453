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
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeBreakdown, PAGE_BUDGET_MS, timeTaskListsPage } from "./browser";
import { PAGE_ADMIN, seedPageProject } from "./page-seed";
import { root, startServer, stop } from "./page-server";

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
