/**
 * `npm run bench:import -w server [-- --tasks 100000] [--tasks 20000,100000]`: the importer at scale (issue 47
 * point 5: 100,000 tasks with comments and activity in under 5 minutes, in bounded memory). Each size is measured
 * in a process of its own (measure.ts); the figures are printed and written to bench/import-last-run.md, whose
 * "## Findings" section (written by hand) is kept. Not part of `npm test`: it takes minutes. `--profile` adds
 * the statements that took the most time; `--cpu-prof DIR` writes a V8 CPU profile of each measuring process.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cpuSnapshot, machine } from "./machine";
import { type Measurement, measureImport } from "./measure";

const OUT = path.resolve(import.meta.dirname, "../../../../../bench/import-last-run.md");
const LIMIT_SECONDS = 300;

const { values } = parseArgs({
  options: {
    tasks: { type: "string", default: "100000" },
    profile: { type: "boolean", default: false },
    /** A V8 CPU profile of each measuring process, written to this folder (open it in Chrome's DevTools). */
    "cpu-prof": { type: "string" },
    "child-result": { type: "string" },
  },
});

const fmt = (s: number) => `${s.toFixed(1)} s`;
const num = (n: number) => n.toLocaleString("en-US");

async function child(tasks: number, file: string) {
  const m = await measureImport(tasks, (s) => console.log(s), values.profile);
  fs.writeFileSync(file, JSON.stringify(m));
}

function runSize(tasks: number): Measurement {
  const file = path.join(os.tmpdir(), `cairn-wp-bench-${process.pid}-${tasks}.json`);
  console.log(`\n== ${num(tasks)} tasks`);
  // The same loader (tsx) and script, in a fresh process: its peak RSS is this size's alone.
  const script = process.argv[1];
  const profiling = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`] : [];
  const args = ["--tasks", String(tasks), ...(values.profile ? ["--profile"] : []), "--child-result", file];
  const res = spawnSync(process.execPath, [...profiling, ...process.execArgv, script, ...args], { stdio: "inherit" });
  if (res.status !== 0) throw new Error(`the ${tasks}-task measurement failed (exit ${res.status})`);
  const m = JSON.parse(fs.readFileSync(file, "utf8")) as Measurement;
  fs.rmSync(file, { force: true });
  return m;
}

function section(m: Measurement): string[] {
  const g = m.generated;
  const perSecond = m.rowsCreated / m.importSeconds;
  const lines = [
    `### ${num(m.tasks)} generated tasks (+ the fixture's 1,004)`,
    "",
    `Import: **${fmt(m.importSeconds)}** (${m.importSeconds <= LIMIT_SECONDS ? "within" : "OVER"} the 5-minute goal), ` +
      `${num(m.rowsCreated)} Cairn rows created, **${num(Math.round(perSecond))} rows/s**, ` +
      `${num(Math.round((m.tasks + 1004) / m.importSeconds))} tasks/s. Peak RSS of the process: **${m.peakImportRssMb} MB** ` +
      `during the import (${m.rssBeforeImportMb} MB before it; ${m.peakRssMb} MB over the whole run, generator included).`,
    `Statements: ${num(m.cairnStatements)} on Cairn's PostgreSQL (${m.cairnDatabase}), ${num(m.sourceSelects)} SELECTs on MariaDB ${m.mariadb}.`,
    "",
    "| stage | wall time |",
    "|---|---:|",
    ...m.stages.map((s) => `| ${s.name} | ${fmt(s.seconds)} |`),
    "",
    "Inside the import, per project reader (summed over the projects; the rest is users, task types, the project rows and commits):",
    "",
    "| reader | time | Cairn statements |",
    "|---|---:|---:|",
    ...m.readers.map((r) => `| ${r.name} | ${fmt(r.seconds)} | ${num(r.cairnStatements)} |`),
    `| (outside the readers) | ${fmt(m.importSeconds - m.readers.reduce((a, r) => a + r.seconds, 0))} | |`,
    "",
    `Generator: ${fmt(g.seconds)} for ${num(Object.values(g.rows).reduce((a, b) => a + b, 0))} rows ` +
      `(${Object.entries(g.rows)
        .map(([t, n]) => `${t} ${num(n)}`)
        .join(", ")}).`,
    "",
    "Report counts:",
    "",
    "| kind | read | created | updated | unchanged | skipped |",
    "|---|---:|---:|---:|---:|---:|",
    ...Object.entries(m.report.counts).map(
      ([k, c]) =>
        `| ${k} | ${num(c.read)} | ${num(c.created)} | ${num(c.updated)} | ${num(c.unchanged)} | ${num(c.skipped)} |`,
    ),
    "",
    `Notices: ${num(m.report.notices)} listed${m.report.notices_left_off ? `, ${num(m.report.notices_left_off)} more left off` : ""}; by reason (listed ones):`,
    "",
    ...Object.entries(m.report.reasons).map(([r, n]) => `- ${num(n)} × ${r}`),
    "",
    ...(m.statements.length === 0
      ? []
      : [
          "Statements by total time (--profile: timed from send to answer, so they add a little; shapes fold values):",
          "",
          "| side | count | total | per call | rows | statement |",
          "|---|---:|---:|---:|---:|---|",
          ...m.statements.map(
            (s) =>
              `| ${s.side} | ${num(s.count)} | ${fmt(s.ms / 1000)} | ${(s.ms / s.count).toFixed(2)} ms | ${num(s.rows)} | \`${s.shape.replace(/\|/g, "\\|")}\` |`,
          ),
          "",
        ]),
    `RSS during the import (s → MB): ${m.rssCurve.map((p) => `${p.second}→${p.mb}`).join(", ")}`,
    "",
    "Other processes using the CPU during the import (command names; `ours` = this bench and its servers):",
    "",
    ...m.cpu.map(
      (c) =>
        `- ${c.at} load ${c.load.join(" / ")}: ${c.busy.map((b) => `${b.command} ${b.cpu}%${b.ours ? " (ours)" : ""}`).join(", ") || "none over 5 %"}`,
    ),
    "",
  ];
  return lines;
}

function write(results: Measurement[], started: Awaited<ReturnType<typeof cpuSnapshot>>) {
  const old = fs.existsSync(OUT) ? fs.readFileSync(OUT, "utf8") : "";
  const findings = old.indexOf("\n## Findings");
  const m = machine();
  const memory =
    results.length > 1
      ? results.map((r) => `${num(r.tasks)} tasks → ${r.peakImportRssMb} MB`).join(", ")
      : "one size only (run with --tasks 20000,100000 to compare)";
  const text = [
    "# WP Project Manager import at scale (issue 47 point 5)",
    "",
    `Written by \`npm run bench:import -w server -- --tasks ${results.map((r) => r.tasks).join(",")}\` on ${new Date().toISOString()}.`,
    `Machine: ${m.nproc} cores (${m.cpu}), ${m.memoryGb} GB, ${m.platform}, Node ${m.node}. ` +
      `Load average when it started: ${started.load.join(" / ")}.`,
    `Peak RSS of the import by size: ${memory}.`,
    "",
    ...results.flatMap(section),
    findings >= 0 ? old.slice(findings + 1) : "",
  ].join("\n");
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, text.endsWith("\n") ? text : `${text}\n`);
  console.log(`\nWritten: ${OUT}`);
}

async function main() {
  if (values["child-result"]) return child(Number(values.tasks), values["child-result"]);
  const sizes = String(values.tasks)
    .split(",")
    .map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error("--tasks takes positive whole numbers, e.g. 100000 or 20000,100000");
  const started = await cpuSnapshot();
  const results = sizes.map(runSize);
  for (const r of results) {
    console.log(
      `${num(r.tasks)} tasks: import ${fmt(r.importSeconds)}, ${num(Math.round(r.rowsCreated / r.importSeconds))} rows/s, peak RSS ${r.peakImportRssMb} MB`,
    );
  }
  write(results, started);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
