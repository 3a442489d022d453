import fs from "node:fs";
import { type RouteResult, requiredShare } from "./load";

const ms = (n: number | undefined, digits = 1) =>
  n === undefined || Number.isNaN(n) ? "n/a" : `${n.toFixed(digits)} ms`;
const percent = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "—" : `${Math.round(n * 100)} %`);

/** The floor's req/s in each pass, per side: what every route's share is of. */
export function floorRates(measured: RouteResult[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const r of measured) if (r.route.floor && r.rps) rates.set(`${r.side}/${r.pass}`, r.rps);
  return rates;
}

/** A route's throughput as a share of its own side's floor in the same pass. */
export function shareOfFloor(r: RouteResult, floors: Map<string, number>): number | undefined {
  const floor = floors.get(`${r.side}/${r.pass}`);
  return floor && r.rps !== undefined ? r.rps / floor : undefined;
}

/** Whether a measured route is below the share it owes (ARCHITECTURE.md), or failed requests. */
export function failsBudget(r: RouteResult, floors: Map<string, number>): boolean {
  if (r.p95 === undefined) return false;
  if ((r.errors ?? 0) > 0) return true;
  const required = requiredShare(r.route, r.pass);
  const share = shareOfFloor(r, floors);
  return required !== undefined && share !== undefined && share < required;
}

const routeLabel = (r: RouteResult) =>
  `${r.route.name} — \`${r.route.method} ${r.route.path.replace(/^\/api\//, "")}\``;

/** Padded like the formatter pads markdown tables, so `biome check` leaves the written file alone. */
function markdownTable(head: string[], right: boolean[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, 3, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

/**
 * One table for every pass of this checkout: each route's rows side by side (cache on, then off), in the order
 * measured, with its share of the floor and the share it owes.
 */
export function resultTable(measured: RouteResult[]): string {
  const floors = floorRates(measured);
  const own = measured.filter((r) => r.side === "this");
  const names = [...new Set(own.map((r) => r.route.name))];
  const results = names.flatMap((name) => own.filter((r) => r.route.name === name));
  const head = [
    "route",
    "read cache",
    "req/s",
    "share of floor",
    "owes",
    "server CPU/req",
    "PG CPU/req",
    "p50",
    "p95",
    "errors",
    "SQL/req",
    "result",
  ];
  const right = [false, false, true, true, true, true, true, true, true, true, true, false];
  const rows = results.map((r) => {
    const owes = r.route.floor ? "floor" : percent(requiredShare(r.route, r.pass));
    if (r.p95 === undefined) {
      const na = "n/a";
      return [routeLabel(r), r.pass, na, na, owes, na, na, na, na, na, r.queries, `n/a (${r.status}: ${r.note ?? ""})`];
    }
    const judged = requiredShare(r.route, r.pass) !== undefined || (r.errors ?? 0) > 0;
    return [
      routeLabel(r),
      r.pass,
      String(Math.round(r.rps ?? 0)),
      r.route.floor ? "100 %" : percent(shareOfFloor(r, floors)),
      owes,
      ms(r.cpuPerRequest, 2),
      ms(r.dbCpuPerRequest, 2),
      ms(r.p50),
      ms(r.p95),
      String(r.errors),
      r.queries,
      failsBudget(r, floors) ? "FAIL" : judged ? "PASS" : "",
    ];
  });
  return markdownTable(head, right, rows);
}

/** Against BENCH_BASELINE: this checkout's req/s over the baseline's, route by route and pass by pass. */
export function baselineTable(measured: RouteResult[]): string {
  const mine = measured.filter((r) => r.side === "this" && r.rps !== undefined);
  const theirs = new Map(
    measured.filter((r) => r.side === "baseline").map((r) => [`${r.route.name}/${r.pass}`, r] as const),
  );
  const floors = floorRates(measured);
  const head = [
    "route",
    "read cache",
    "req/s",
    "baseline req/s",
    "ratio",
    "CPU/req (server + PG)",
    "baseline CPU/req",
    "share of floor",
    "baseline share",
    "",
  ];
  const right = [false, false, true, true, true, true, true, true, true, false];
  const cpu = (r: RouteResult) => ms((r.cpuPerRequest ?? 0) + (r.dbCpuPerRequest ?? 0), 2);
  const rows = mine.map((r) => {
    const b = theirs.get(`${r.route.name}/${r.pass}`);
    const ratio = b?.rps ? (r.rps ?? 0) / b.rps : undefined;
    return [
      routeLabel(r),
      r.pass,
      String(Math.round(r.rps ?? 0)),
      b?.rps ? String(Math.round(b.rps)) : "n/a",
      ratio === undefined ? "n/a" : ratio.toFixed(2),
      cpu(r),
      b ? cpu(b) : "n/a",
      percent(shareOfFloor(r, floors)),
      b ? percent(shareOfFloor(b, floors)) : "n/a",
      ratio !== undefined && ratio < 0.8 ? "> 20 % slower" : "",
    ];
  });
  return markdownTable(head, right, rows);
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
