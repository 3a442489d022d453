import fs from "node:fs";
import type { RouteResult } from "./load";

export const BUDGET_MS = { read: 20, write: 30 };

const ms = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? "n/a" : `${n.toFixed(digits)} ms`;

/** One table for every pass: each route's rows side by side (cache on, then off), in the order measured. */
export function resultTable(measured: RouteResult[]): string {
  const names = [...new Set(measured.map((r) => r.route.name))];
  const results = names.flatMap((name) => measured.filter((r) => r.route.name === name));
  const head = [
    "route",
    "read cache",
    "p50",
    "p95",
    "p99",
    "req/s",
    "errors",
    "SQL/req",
    "server CPU/req",
    "PG CPU/req",
    "bench client CPU/req",
    "budget (p95)",
    "result",
  ];
  const right = [false, false, true, true, true, true, true, true, true, true, true, true, false];
  const rows = results.map((r) => {
    const budgetMs = r.route.budgetMs ?? (r.route.write ? BUDGET_MS.write : BUDGET_MS.read);
    const budget = `${budgetMs} ms`;
    const route = `${r.route.name} — \`${r.route.method} ${r.route.path.replace(/^\/api\//, "")}\``;
    if (r.p95 === undefined) {
      const na = "n/a";
      return [route, r.pass, na, na, na, na, na, r.queries, na, na, na, budget, `n/a (${r.status}: ${r.note ?? ""})`];
    }
    const pass = r.p95 <= budgetMs && (r.errors ?? 0) === 0;
    return [
      route,
      r.pass,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      String(Math.round(r.rps ?? 0)),
      String(r.errors),
      r.queries,
      ms(r.cpuPerRequest, 2),
      ms(r.dbCpuPerRequest, 2),
      ms(r.clientCpuPerRequest, 2),
      budget,
      pass ? "PASS" : "FAIL",
    ];
  });
  // Padded like the formatter pads markdown tables, so `biome check` leaves the written file alone.
  const widths = head.map((h, i) => Math.max(h.length, 3, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

/** Keeps one section per database in the file, so a PGlite run and a PostgreSQL run sit side by side. */
export function writeSection(file: string, key: string, content: string) {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : "# Last bench run\n\nThe latest bench figures, written by `npm run bench` (bench/run.ts): one section per database.\n";
  const block = `${start}\n${content.trim()}\n${end}`;
  const at = text.indexOf(start);
  const until = text.indexOf(end);
  text =
    at >= 0 && until > at
      ? text.slice(0, at) + block + text.slice(until + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text.endsWith("\n") ? text : `${text}\n`);
}
