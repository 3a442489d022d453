import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { WpImportReport } from "@cairn/shared";
import mysql from "mysql2/promise";
import pg from "pg";
import { loadConfig } from "../../../config";
import { storageFromConfig } from "../../../core/storage/driver";
import { queryCounter } from "../../../db/client";
import { startDatabase } from "../../../db/start";
import { loadWpFixture, startTestMariaDb } from "../../../test/mariadb";
import { setUpBoard } from "../../kanboard/defaults";
import { registerProjectCreatedHook } from "../../projects/hooks";
import { PROJECT_READERS } from "../readers";
import { beginWpImportRun, executeWpImportRun } from "../run";
import { type GeneratedWorkspace, generateWpWorkspace } from "./generate";
import { type CpuSnapshot, cpuSnapshot } from "./machine";
import { type StatementTime, timeStatements } from "./statements";

/**
 * One measurement (bench.ts runs one per size, each in its own process so one size's heap does not sit in the
 * next one's figures): a private MariaDB with the fixture and N generated tasks, a fresh Cairn database, and
 * the import through beginWpImportRun + executeWpImportRun, timed per stage and per project reader, with this
 * process's RSS sampled every 250 ms and the SQL statements counted on both sides.
 */
export type Measurement = {
  tasks: number;
  stages: { name: string; seconds: number }[];
  importSeconds: number;
  /** Time inside each project reader, summed over the projects, with the Cairn statements it ran. */
  readers: { name: string; seconds: number; cairnStatements: number }[];
  rowsCreated: number;
  peakRssMb: number;
  rssBeforeImportMb: number;
  peakImportRssMb: number;
  rssCurve: { second: number; mb: number }[];
  cairnStatements: number;
  sourceSelects: number;
  cairnDatabase: string;
  mariadb: string;
  generated: GeneratedWorkspace;
  report: Pick<WpImportReport, "counts" | "notices_left_off"> & { notices: number; reasons: Record<string, number> };
  cpu: CpuSnapshot[];
  /** With --profile: the statements that took the most time, by shape. */
  statements: StatementTime[];
};

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** A fresh Cairn database: a database of its own on DATABASE_URL's server, else an embedded one in a temp folder. */
async function freshCairn(dataDir: string) {
  const given = process.env.DATABASE_URL;
  let url: string | undefined;
  let drop = async () => undefined as unknown;
  if (given) {
    const name = `cairn_wp_import_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(given);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: given });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    ...process.env,
    CAIRN_DATA_DIR: dataDir,
    DATABASE_URL: url ?? "",
    CAIRN_LOG_LEVEL: "warn",
  });
  const quiet = { info: () => undefined, warn: console.warn, error: console.error };
  const running = await startDatabase(config, quiet);
  return {
    config,
    running,
    kind: given ? "PostgreSQL at DATABASE_URL (a fresh database)" : "embedded PostgreSQL",
    drop,
  };
}

async function comSelect(url: string): Promise<number> {
  const c = await mysql.createConnection(url);
  try {
    const [rows] = await c.query("show global status like 'Com_select'");
    return Number((rows as { Value: string }[])[0].Value);
  } finally {
    await c.end();
  }
}

export async function measureImport(tasks: number, log: (s: string) => void, profile = false): Promise<Measurement> {
  const stages: Measurement["stages"] = [];
  let peak = 0;
  let importPeak = 0;
  let importing = false;
  const curve: Measurement["rssCurve"] = [];
  let importStart = 0;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    if (!importing) return;
    importPeak = Math.max(importPeak, rss);
    const second = Math.floor((performance.now() - importStart) / 1000);
    if (curve.length === 0 || second - curve[curve.length - 1].second >= 5) curve.push({ second, mb: mb(rss) });
  }, 250);
  const stage = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    stages.push({ name, seconds: (performance.now() - t) / 1000 });
    log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return out;
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-wp-bench-"));
  const maria = await stage("start MariaDB", () => startTestMariaDb());
  const cpu: CpuSnapshot[] = [];
  try {
    const source = await stage("load the fixture", () => loadWpFixture(maria.url));
    const generated = await stage(`generate ${tasks} tasks`, () => generateWpWorkspace(source, { tasks }));
    const cairn = await stage("start the Cairn database (migrations)", () => freshCairn(dataDir));
    try {
      // The kanboard's project hook (its columns and a card per task, made as each project is imported), which the
      // app registers for Settings → Import and the command line registers itself: this process does the same.
      registerProjectCreatedHook("kanboard", (tx, project, me) => setUpBoard(tx, project.id, me.id));
      const readers = timeReaders();
      const deps = { database: cairn.running.database, storage: storageFromConfig(cairn.config), config: cairn.config };
      const options = {
        mysqlUrl: source,
        prefix: "wp_",
        uploadsDir: null,
        dryRun: false,
        invite: false,
        startedBy: null,
      };
      const selectsBefore = await comSelect(maria.url);
      const counter = { count: 0 };
      cpu.push(await cpuSnapshot());
      // Mid-import views of the CPU: the start and end ones catch the bench idle.
      const watching: Promise<void>[] = [];
      const look = () => watching.push(cpuSnapshot().then((c) => void cpu.push(c)));
      const first = setTimeout(look, 5_000);
      const watcher = setInterval(look, 30_000);
      const rssBefore = process.memoryUsage().rss;
      const timing = profile ? timeStatements() : null;
      importing = true;
      importStart = performance.now();
      let lastLine = 0;
      const report = await stage("import", () =>
        queryCounter.run(counter, async () => {
          const runId = await beginWpImportRun(cairn.running.database.db, options);
          return executeWpImportRun(deps, runId, options, (progress) => {
            if (performance.now() - lastLine < 10_000) return;
            lastLine = performance.now();
            const line = progress.map((p) => `${p.stage} ${p.done}/${p.total}`).join(", ");
            log(`    ${Math.round((lastLine - importStart) / 1000)} s: ${line}`);
          });
        }),
      );
      importing = false;
      timing?.stop();
      clearTimeout(first);
      clearInterval(watcher);
      await Promise.all(watching);
      readers.restore();
      const sourceSelects = (await comSelect(maria.url)) - selectsBefore;
      const reasons: Record<string, number> = {};
      for (const n of report.notices) {
        const key = `${n.table} ${n.action}: ${n.reason.replace(/\d+/g, "#")}`;
        reasons[key] = (reasons[key] ?? 0) + 1;
      }
      const importSeconds = stages[stages.length - 1].seconds;
      return {
        tasks,
        stages,
        importSeconds,
        readers: readers.totals(),
        rowsCreated: Object.values(report.counts).reduce((a, c) => a + c.created, 0),
        peakRssMb: mb(peak),
        rssBeforeImportMb: mb(rssBefore),
        peakImportRssMb: mb(importPeak),
        rssCurve: curve,
        cairnStatements: counter.count,
        sourceSelects,
        cairnDatabase: cairn.kind,
        mariadb: await mariaVersion(maria.url),
        generated,
        report: {
          counts: report.counts,
          notices: report.notices.length,
          notices_left_off: report.notices_left_off,
          reasons,
        },
        cpu,
        statements: timing?.top(30) ?? [],
      };
    } finally {
      await cairn.running.close();
      await cairn.drop();
    }
  } finally {
    clearInterval(sampler);
    await maria.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mariaVersion(url: string) {
  const c = await mysql.createConnection(url);
  try {
    const [rows] = await c.query("select version() as v");
    return String((rows as { v: string }[])[0].v);
  } finally {
    await c.end();
  }
}

/**
 * Wraps each project reader (readers.ts exports the list the run walks) to time it and count its Cairn
 * statements. Only in this measuring process, undone afterwards: the importer itself is not changed.
 */
function timeReaders() {
  const originals = PROJECT_READERS.map((r) => r.read);
  const totals = new Map<string, { seconds: number; cairnStatements: number }>();
  for (const reader of PROJECT_READERS) {
    const read = reader.read;
    reader.read = async (ctx, scope) => {
      const t = performance.now();
      const outer = queryCounter.getStore();
      const mine = { count: 0 };
      try {
        return await queryCounter.run(mine, () => read(ctx, scope));
      } finally {
        const sum = totals.get(reader.name) ?? { seconds: 0, cairnStatements: 0 };
        sum.seconds += (performance.now() - t) / 1000;
        sum.cairnStatements += mine.count;
        totals.set(reader.name, sum);
        if (outer) outer.count += mine.count;
      }
    };
  }
  return {
    restore: () => {
      for (const [i, r] of PROJECT_READERS.entries()) r.read = originals[i];
    },
    totals: () =>
      PROJECT_READERS.map((r) => ({ name: r.name, ...(totals.get(r.name) ?? { seconds: 0, cairnStatements: 0 }) })),
  };
}
