/**
 * `npm run bench`: seeds ARCHITECTURE.md's "large" dataset into a fresh database, starts the real server
 * as a child process and measures the budgeted routes with autocannon. Loopback only.
 *
 *   DATABASE_URL unset → embedded PGlite in a temporary CAIRN_DATA_DIR (removed afterwards)
 *   DATABASE_URL set   → a fresh database `cairn_bench` on that server (dropped and re-created; kept afterwards)
 *   BENCH_SECONDS (8), BENCH_WARMUP (2), BENCH_CONNECTIONS (16) tune the load.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../server/src/db/client";
import { freePort } from "../server/src/test/free-port";
import { describeBreakdown, PAGE_BUDGET_MS, type PageTiming, timeTaskListsPage } from "./browser";
import { measure, type Route, type RouteResult } from "./load";
import { resultTable, writeSection } from "./report";
import { seedFilesFolder } from "./seed-files";
import { BENCH_PASSWORD, type BenchTargets, LARGE, MANAGER_EMAIL, seedLarge, WORKER_EMAIL } from "./seed-large";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const opts = {
  seconds: Number(env.BENCH_SECONDS ?? 8),
  warmup: Number(env.BENCH_WARMUP ?? 2),
  connections: Number(env.BENCH_CONNECTIONS ?? 16),
};
const log = (s: string) => console.log(s);
const secondsSince = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

type Targets = BenchTargets & { filesFolderId: number };

async function prepareDatabase(): Promise<{ target: Target; targets: Targets }> {
  const started = performance.now();
  let target: Target;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query("drop database if exists cairn_bench with (force)");
    await admin.query("create database cairn_bench");
    await admin.end();
    const url = withDatabase(env.DATABASE_URL, "cairn_bench");
    target = { kind: "postgres", url };
    database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
    target = { kind: "pglite", dataDir };
    database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  }
  await migrateDatabase(database);
  log(`Seeding the large dataset (${target.kind}):`);
  const large = await seedLarge(database, log);
  const targets = { ...large, filesFolderId: await seedFilesFolder(database, large.projectId, log) };
  await database.close();
  log(`  seeded in ${secondsSince(started)}`);
  return { target, targets };
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function startServer(target: Target): Promise<{ child: ChildProcess; base: string; bootSeconds: string }> {
  const port = await freePort();
  const started = performance.now();
  const childEnv: NodeJS.ProcessEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", CAIRN_LOG_LEVEL: "warn" };
  delete childEnv.CAIRN_ADMIN_EMAIL;
  delete childEnv.CAIRN_ADMIN_PASSWORD;
  if (target.kind === "postgres") childEnv.DATABASE_URL = target.url;
  else {
    delete childEnv.DATABASE_URL;
    childEnv.CAIRN_DATA_DIR = target.dataDir;
  }
  // node --import tsx runs the server in this one process, so its pid is the server's (tsx's CLI would fork).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/main.ts")], {
    cwd: path.join(root, "server"),
    env: childEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, bootSeconds: secondsSince(started) };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not answer /api/health within 60 s");
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}

function routes(t: Targets): Route[] {
  const p = `/api/pm/v2/projects/${t.projectId}`;
  return [
    { name: "project list", method: "GET", path: "/api/pm/v2/projects", as: "worker", cached: true },
    {
      name: "project list (global manager)",
      method: "GET",
      path: "/api/pm/v2/projects",
      as: "manager",
      cached: true,
    },
    {
      name: "task lists with tasks",
      method: "GET",
      path: `${p}/task-lists?with=incomplete_tasks,complete_tasks`,
      as: "worker",
      cached: true,
    },
    {
      // What the task-lists page itself asks: completed tasks stay folded until opened (web/src/features/task-lists).
      name: "task lists as the page asks (open tasks)",
      method: "GET",
      path: `${p}/task-lists?with=incomplete_tasks&status=1&page=1&per_page=15&tasks_per_page=20`,
      as: "worker",
      cached: true,
    },
    { name: "single task", method: "GET", path: `${p}/tasks/${t.taskId}`, as: "worker" },
    { name: "search", method: "GET", path: `/api/pm/v2/search?query=${t.searchTerm}`, as: "worker" },
    { name: "activities page (project)", method: "GET", path: `${p}/activities`, as: "worker", cached: true },
    {
      name: "files list (one page)",
      method: "GET",
      path: `/api/pm-pro/v2/projects/${t.projectId}/files?folder_id=${t.filesFolderId}`,
      as: "worker",
      cached: true,
    },
    {
      name: "activities page (all projects)",
      method: "GET",
      path: "/api/pm/v2/activities",
      as: "worker",
      cached: true,
    },
    { name: "progress (manager, all)", method: "GET", path: "/api/pm/v2/activities", as: "manager", cached: true },
    {
      name: "create task",
      method: "POST",
      path: `${p}/tasks`,
      bodies: [{ task_list_id: t.listId, title: "Bench task" }],
      as: "worker",
      write: true,
    },
    {
      name: "change status",
      method: "POST",
      path: `${p}/tasks/${t.taskId}/change-status`,
      bodies: [{ status: 1 }, { status: 0 }],
      as: "worker",
      write: true,
    },
    {
      name: "add a comment",
      method: "POST",
      path: `${p}/comments`,
      bodies: [{ content: "<p>Looks good to me.</p>", commentable_type: "task", commentable_id: t.taskId }],
      as: "worker",
      write: true,
    },
    {
      // Sixteen people renaming tasks of one project (32 of them, in turn).
      name: "update a task (title)",
      method: "POST",
      path: `${p}/tasks/${t.editTaskIds[0]}/update`,
      paths: t.editTaskIds.map((id) => `${p}/tasks/${id}/update`),
      bodies: [{ title: "Bench rename A" }, { title: "Bench rename B" }],
      as: "manager",
      write: true,
    },
  ];
}

/**
 * The cached reads once more, with `cache-control: no-cache`: every request builds its answer, as the first
 * read after a write does. Shown for information: what a page costs when it cannot come from the cache.
 */
function builtAfresh(all: Route[]): Route[] {
  return all
    .filter((r) => r.cached)
    .map((r) => ({
      ...r,
      name: `${r.name}, built afresh`,
      headers: { "cache-control": "no-cache" },
      informational: true,
    }));
}

async function main() {
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  const { target, targets } = await prepareDatabase();
  const { child, base, bootSeconds } = await startServer(target);
  const pid = child.pid as number;
  const results: RouteResult[] = [];
  let peak = 0;
  let atRest = Number.NaN;
  let pageTiming: PageTiming | undefined;
  try {
    const cookies = { manager: await signIn(base, MANAGER_EMAIL), worker: await signIn(base, WORKER_EMAIL) };
    await new Promise((r) => setTimeout(r, 1000));
    atRest = rssMb(pid);
    // On a quiet server, before the load phase: its thousands of writes leave autovacuum and GC busy.
    pageTiming = await timeTaskListsPage(
      base,
      { email: MANAGER_EMAIL, password: BENCH_PASSWORD },
      targets.projectId,
      path.join(root, "web/dist"),
    );
    log(`  ${pageTiming.name}: ${pageTiming.ms === undefined ? pageTiming.note : `${pageTiming.ms.toFixed(0)} ms`}`);
    log(`Server up in ${bootSeconds}; RSS at rest ${atRest} MB. Load: ${opts.connections} connections, `);
    log(`${opts.warmup} s warm-up + ${opts.seconds} s per route.`);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid) || 0);
    }, 250);
    // Reads, then the same reads built afresh, then writes: the writes leave thousands of new rows behind.
    const all = routes(targets);
    const ordered = [...all.filter((r) => !r.write), ...builtAfresh(all), ...all.filter((r) => r.write)];
    for (const route of ordered) {
      const r = await measure(base, route, cookies[route.as], { ...opts, pid, database: target.kind });
      results.push(r);
      log(`  ${route.name.padEnd(32)} ${r.p95 === undefined ? `n/a (${r.note})` : `p95 ${r.p95.toFixed(1)} ms`}`);
    }
    clearInterval(sampler);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    if (target.kind === "pglite") fs.rmSync(target.dataDir, { recursive: true, force: true });
  }

  const label = target.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  const dataset = `${LARGE.projects} projects, ${LARGE.projects * LARGE.listsPerProject} task lists, ${
    LARGE.projects * LARGE.listsPerProject * LARGE.tasksPerList
  } tasks with assignees, ${LARGE.users} users, ${
    LARGE.projects * LARGE.listsPerProject * LARGE.tasksPerList * LARGE.commentsPerTask
  } comments, ${LARGE.projects * LARGE.listsPerProject * LARGE.tasksPerList * LARGE.activitiesPerTask} activities`;
  const section = [
    `## ${label}`,
    "",
    `${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ${dataset}.`,
    `${opts.connections} connections, ${opts.warmup} s warm-up, ${opts.seconds} s measured per route; server log level warn.`,
    `Load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after: above ~1 other work shared the cores,`,
    "and latencies are inflated; CPU per request (the server process; PostgreSQL's own processes when local) is the",
    "steadier figure. With PGlite the database runs inside the server process.",
    "",
    resultTable(results),
    "",
    `Server RSS: ${atRest} MB at rest, ${peak} MB peak under load. Boot ${bootSeconds}; whole run ${secondsSince(started)}.`,
    pageTiming
      ? `Browser: ${pageTiming.name}: ${pageTiming.ms === undefined ? `n/a (${pageTiming.note})` : `${pageTiming.ms.toFixed(0)} ms (${pageTiming.note}; budget ${PAGE_BUDGET_MS} ms)`}.`
      : "",
    ...(pageTiming?.breakdown ? describeBreakdown(pageTiming.breakdown).map((line) => `- ${line}`) : []),
  ].join("\n");
  log(`\n${section}\n`);
  writeSection(path.join(root, "bench/last-run.md"), target.kind, section);
  if (results.some((r) => r.p95 !== undefined && (r.errors ?? 0) > 0)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
