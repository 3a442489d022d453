/**
 * `npm run bench`: ARCHITECTURE.md's "large" dataset, the real server as a child process, the budgeted
 * routes under autocannon; twice, with the read cache on and then off (CAIRN_READ_CACHE=off), each pass
 * on its own copy of the seeded data. Loopback only.
 *
 *   DATABASE_URL unset → embedded database in temporary CAIRN_DATA_DIRs (removed afterwards)
 *   DATABASE_URL set   → the seeded template `cairn_bench_seed_<key>` on that server (seeded when the
 *                        migrations or seed scripts changed, or with BENCH_RESEED=1), copied to
 *                        `cairn_bench` for each pass (kept afterwards)
 *   BENCH_SECONDS (8), BENCH_WARMUP (2), BENCH_CONNECTIONS (16) tune the load; BENCH_PASSES (on,off) picks
 *   the passes; BENCH_ROUTES (a regular expression over route names) measures a few routes only (and the
 *   floor), skips the browser step and writes no bench/last-run.md.
 *   BENCH_BASELINE=<another checkout> starts that checkout's server too (built there first if its sources
 *   changed), each on its own copy of the same seeded data, and measures every route on both in turn, so the
 *   two see the same machine; a second table gives the ratio per route.
 *
 * Each route's throughput is judged as a share of the floor's (a signed-in `GET auth/me`) in the same pass and
 * on the same server (ARCHITECTURE.md "Budgets"): a route below the share it owes, or with failed requests,
 * fails the run. Latencies are printed, not judged: this machine cannot hold an absolute figure still.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeBreakdown, PAGE_BUDGET_MS, type PageTiming, timeTaskListsPage } from "./browser";
import { EmbeddedBenchData, PostgresBenchData } from "./database";
import { DUPLICATE_BUDGET_S, type DuplicationTiming, timeProjectDuplication } from "./duplicate";
import { combineRounds, measure, type RouteResult } from "./load";
import { type MemorySample, pssByKind, sampleMemory } from "./memory";
import { baselineTable, failsBudget, floorRates, resultTable, writeSection } from "./report";
import { EXPORT_BUDGET_S, timeLargeExport } from "./report-export";
import { FLOOR, routes } from "./routes";
import { BENCH_PASSWORD, CLIENT_EMAIL, LARGE, MANAGER_EMAIL, WORKER_EMAIL } from "./seed-large";
import { signIn, startServer, stopServer } from "./server";
import { databasePids, startBaseline } from "./sides";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const opts = {
  seconds: Number(env.BENCH_SECONDS ?? 8),
  warmup: Number(env.BENCH_WARMUP ?? 2),
  connections: Number(env.BENCH_CONNECTIONS ?? 16),
};
const only = env.BENCH_ROUTES ? new RegExp(env.BENCH_ROUTES, "i") : undefined;
const baseline = env.BENCH_BASELINE ? path.resolve(env.BENCH_BASELINE) : undefined;
/**
 * Against a baseline, each route's measured seconds are cut into rounds taken on the two servers in turn
 * (this, baseline, this, …), so a change in the machine's load falls on both alike.
 */
const rounds = baseline ? Math.max(1, Number(env.BENCH_ROUNDS ?? 4)) : 1;
const log = (s: string) => console.log(s);
const secondsSince = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

type Pass = { key: string; label: string; env: Record<string, string> };
const ALL_PASSES: Pass[] = [
  { key: "on", label: "on", env: {} },
  { key: "off", label: "off", env: { CAIRN_READ_CACHE: "off" } },
];
/**
 * How long the install rests before its settled memory is read: the pool closes connections idle for 10 s
 * (pg-pool's default), and their backends' memory goes with them.
 */
const SETTLE_MS = 15_000;
const PASSES = ALL_PASSES.filter((p) => (env.BENCH_PASSES ?? "on,off").split(",").includes(p.key));

type PassReport = {
  label: string;
  bootSeconds: string;
  atRest: MemorySample;
  afterLoad: MemorySample;
  /** SETTLE_MS after the pass's last request: idle connections closed, the server's heap given back. */
  settled: MemorySample;
  peakServerRss: number;
  peakInstallPss: number;
  page?: PageTiming;
  duplication?: DuplicationTiming;
  exportLine?: string;
};

async function runPass(
  data: PostgresBenchData | EmbeddedBenchData,
  pass: Pass,
  results: RouteResult[],
): Promise<PassReport> {
  log(`\nPass: read cache ${pass.label}`);
  const { target, targets } = await data.freshCopy();
  const dataDir = target.kind === "postgres" ? undefined : target.dataDir;
  const server = await startServer(target, pass.env);
  const other = baseline ? await startBaseline(data, pass.env, baseline, log) : undefined;
  const memory = () => sampleMemory(server.pid, dataDir);
  let peakServerRss = 0;
  let peakInstallPss = 0;
  const sampler = setInterval(() => {
    const m = memory();
    peakServerRss = Math.max(peakServerRss, m.serverRss || 0);
    peakInstallPss = Math.max(peakInstallPss, m.installPss || 0);
  }, 1000);
  try {
    const cookies = {
      manager: await signIn(server.base, MANAGER_EMAIL),
      worker: await signIn(server.base, WORKER_EMAIL),
      client: await signIn(server.base, CLIENT_EMAIL),
    };
    await new Promise((r) => setTimeout(r, 1000));
    const atRest = memory();
    log(
      `  server up in ${server.bootSeconds}; at rest: server RSS ${atRest.serverRss} MB, install PSS ${atRest.installPss} MB`,
    );
    // On a quiet server, before the load phase: its thousands of writes leave autovacuum and GC busy.
    const page = only
      ? undefined
      : await timeTaskListsPage(
          server.base,
          { email: MANAGER_EMAIL, password: BENCH_PASSWORD },
          targets.projectId,
          path.join(root, "web/dist"),
        );
    if (page) log(`  ${page.name}: ${page.ms === undefined ? page.note : `${page.ms.toFixed(0)} ms`}`);
    // Reads, then writes: the writes leave thousands of new rows behind.
    const all = routes(targets).filter((r) => r.floor || !only || only.test(r.name));
    const ordered = [...all.filter((r) => !r.write), ...all.filter((r) => r.write)];
    const sides = [
      { side: "this" as const, base: server.base, pid: server.pid, cookies, dbPids: databasePids(target, server.pid) },
      ...(other ? [other] : []),
    ];
    for (const [index, route] of ordered.entries()) {
      const taken = new Map(sides.map((s) => [s.side, [] as RouteResult[]]));
      for (let round = 0; round < rounds; round++) {
        // The first side alternates too, so neither always measures right after the other's load.
        for (const s of (index + round) % 2 === 0 ? sides : [...sides].reverse()) {
          const r = await measure(s.base, route, s.cookies[route.as], {
            ...opts,
            seconds: opts.seconds / rounds,
            warmup: round === 0 ? opts.warmup : 0,
            pass: pass.label,
            side: s.side,
            pid: s.pid,
            databasePids: s.dbPids,
          });
          taken.get(s.side)?.push(r);
        }
      }
      for (const s of sides) {
        const r = combineRounds(taken.get(s.side) ?? []);
        results.push(r);
        const cpu = `${r.cpuPerRequest?.toFixed(2)} + ${r.dbCpuPerRequest?.toFixed(2)} ms CPU (bench client ${r.clientCpuPerRequest?.toFixed(2)})`;
        const side = s.side === "this" ? "" : " [baseline]";
        log(
          `  ${(route.name + side).padEnd(52)} ${r.p95 === undefined ? `n/a (${r.note})` : `${Math.round(r.rps ?? 0)} req/s, ${cpu}`}`,
        );
      }
    }
    const afterLoad = memory();
    log(`  after load, PSS (MB) by process: ${pssByKind(server.pid, dataDir)}`);
    // Once, in the last pass (the read cache plays no part in a write): after the load, on the loaded data.
    const duplication =
      only || pass !== PASSES[PASSES.length - 1]
        ? undefined
        : await timeProjectDuplication(server.base, cookies.manager);
    if (duplication) log(`  duplicate a project: ${duplication.seconds.map((s) => `${s.toFixed(2)} s`).join(", ")}`);
    // Issue 19: every top-level task (100,000) as the advanced report's CSV, once, in the last pass
    // (BENCH_ROUTES=export picks it alone).
    let exportLine: string | undefined;
    if (pass === PASSES[PASSES.length - 1] && (!only || only.test("export"))) {
      const e = await timeLargeExport(server.base, cookies.manager);
      exportLine =
        `Advanced report, every task as CSV (${e.rows} rows): ${e.seconds.toFixed(2)} s, first byte ` +
        `${e.firstByteMs.toFixed(0)} ms, ${e.megabytes.toFixed(1)} MB (budget ${EXPORT_BUDGET_S} s: ${
          e.seconds <= EXPORT_BUDGET_S ? "pass" : "FAIL"
        }).`;
      log(`  ${exportLine}`);
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const settled = memory();
    log(
      `  whole install PSS: ${afterLoad.installPss} MB after load, ${settled.installPss} MB ${SETTLE_MS / 1000} s later`,
    );
    log(`  settled, PSS (MB) by process: ${pssByKind(server.pid, dataDir)}`);
    return {
      duplication,
      settled,
      label: pass.label,
      bootSeconds: server.bootSeconds,
      atRest,
      afterLoad,
      peakServerRss,
      peakInstallPss,
      page,
      exportLine,
    };
  } finally {
    clearInterval(sampler);
    await stopServer(server);
    if (other) await stopServer(other.server);
  }
}

const memoryLine = (p: PassReport) =>
  `Read cache ${p.label}: server RSS ${p.atRest.serverRss} MB at rest, ${p.peakServerRss} MB peak, ` +
  `${p.afterLoad.serverRss} MB after load (PSS ${p.afterLoad.serverPss} MB); whole install (${p.afterLoad.processes} ` +
  `process${p.afterLoad.processes === 1 ? "" : "es"}) PSS ${p.atRest.installPss} MB at rest, ${p.peakInstallPss} MB peak, ` +
  `${p.afterLoad.installPss} MB after load, ${p.settled.installPss} MB ${SETTLE_MS / 1000} s later ` +
  `(server RSS ${p.settled.serverRss} MB). Boot ${p.bootSeconds}.`;

const pageLine = (p: PassReport) =>
  p.page
    ? `Browser, read cache ${p.label}: ${p.page.name}: ${
        p.page.ms === undefined
          ? `n/a (${p.page.note})`
          : `${p.page.ms.toFixed(0)} ms (${p.page.note}; budget ${PAGE_BUDGET_MS} ms)`
      }.`
    : "";

const duplicationLine = (d: DuplicationTiming, kind: "postgres" | "embedded") => {
  const budget = DUPLICATE_BUDGET_S[kind];
  const worst = Math.max(...d.seconds);
  return `Duplicate a project of ${d.built}: ${d.seconds.map((s) => `${s.toFixed(2)} s`).join(", ")} (budget ${budget} s: ${
    worst <= budget ? "pass" : "FAIL"
  }).`;
};

async function main() {
  const started = performance.now();
  if (baseline) {
    log(`Building the baseline in ${baseline} if its sources changed:`);
    execFileSync(process.execPath, ["scripts/build-if-changed.mjs"], { cwd: baseline, stdio: "inherit" });
  }
  const loadBefore = os.loadavg()[0];
  const data = env.DATABASE_URL
    ? await PostgresBenchData.prepare(env.DATABASE_URL, log)
    : await EmbeddedBenchData.prepare(log);
  const results: RouteResult[] = [];
  const reports: PassReport[] = [];
  try {
    for (const pass of PASSES) reports.push(await runPass(data, pass, results));
  } finally {
    await data.dispose();
  }

  const kind = env.DATABASE_URL ? "postgres" : "embedded";
  const label = kind === "embedded" ? "Embedded PostgreSQL (the default install)" : "PostgreSQL";
  const L = LARGE;
  const tasks = L.projects * L.listsPerProject * L.tasksPerList;
  const dataset = `${L.projects} projects, ${L.projects * L.listsPerProject} task lists, ${tasks} tasks with assignees, ${
    L.users
  } users, ${tasks * L.commentsPerTask} comments, ${tasks * L.activitiesPerTask} activities`;
  const section = [
    `## ${label}`,
    "",
    `${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ${dataset}.`,
    `${opts.connections} connections, ${opts.warmup} s warm-up, ${opts.seconds} s measured per route; server log level warn.`,
    `Two passes, each on its own copy of the seeded data: the read cache on, then off (CAIRN_READ_CACHE=off).`,
    `"share of floor": the route's req/s over the floor's (\`${FLOOR.method} ${FLOOR.path.replace(/^\/api\//, "")}\`) in the same pass;`,
    `"owes": the share ARCHITECTURE.md states for it (none: measured, not judged).`,
    `Load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after: above ~1 other work shared the cores,`,
    "and latencies are inflated; CPU per request is the steadier figure (server: the server process; PG: the bench",
    "database's backends, or the embedded server's processes).",
    "",
    resultTable(results),
    "",
    ...(baseline
      ? [
          `Against the baseline ${baseline} (its server on its own copy of the same data, each route measured on both in turn):`,
          "",
          baselineTable(results),
          "",
        ]
      : []),
    ...reports.map(memoryLine),
    ...reports.map(pageLine).filter(Boolean),
    ...reports.flatMap((p) =>
      p.page?.breakdown ? describeBreakdown(p.page.breakdown).map((line) => `- ${line}`) : [],
    ),
    ...reports.flatMap((p) => (p.duplication ? [duplicationLine(p.duplication, kind)] : [])),
    ...reports.flatMap((p) => (p.exportLine ? [p.exportLine] : [])),
    `Whole run ${secondsSince(started)}.`,
  ].join("\n");
  log(`\n${section}\n`);
  if (!only) writeSection(path.join(root, "bench/last-run.md"), kind, section);
  const floors = floorRates(results);
  const failed = results.filter((r) => r.side === "this" && failsBudget(r, floors));
  for (const r of failed) console.error(`FAIL: ${r.route.name} (read cache ${r.pass}) is below its share of the floor`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
