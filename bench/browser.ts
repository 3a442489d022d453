import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { type MainThreadTime, mainThreadTime } from "./browser-trace";

/** Issue 11: the task-lists page of a project with 100 open tasks is usable within 300 ms of navigation. */
export const PAGE_BUDGET_MS = 300;

/** What the page did in the browser by the time it was usable, as medians over the measured visits. */
export type PageBreakdown = {
  /** From navigation start until the first task row was painted with an enabled checkbox. */
  rowsPaintedMs: number;
  /** Until the last long task (≥ 50 ms) before a quiet second ended; 0 when there was none. */
  lastLongTaskEndMs: number;
  /** Until the number of task rows in the document stopped changing. */
  allRowsMs: number;
  rowsInDocument: number;
  longTasks: number;
  /** Chromium's Performance.getMetrics, per document, in ms. */
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
  /** API requests of one visit (the median one): path, start and end after navigation start. */
  requests: { path: string; startMs: number; endMs: number }[];
  /** The main thread of the traced visit with the median CPU time, by kind of work, until usable. */
  trace?: MainThreadTime;
};

export type PageTiming = { name: string; ms: number | undefined; note: string; breakdown?: PageBreakdown };

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"];
/** Long tasks are looked for until the main thread has been free this long (TTI's idea, with a shorter window). */
const QUIET_MS = 1000;
/** Visits traced after the measured ones, for the breakdown (tracing slows a page, so they are not timed). */
const TRACED_VISITS = 3;
/** Runs in the page before its own scripts; plain JavaScript, since the server's TypeScript has no DOM types. */
const WATCH_PAGE = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "page-watch.js"), "utf8");

type Visit = {
  usableMs: number;
  rowsPaintedMs: number;
  lastLongTaskEndMs: number;
  allRowsMs: number;
  rowsInDocument: number;
  longTasks: number;
  requests: PageBreakdown["requests"];
};

async function visitOnce(browser: Browser, context: BrowserContext, url: string, traced: boolean) {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: `${WATCH_PAGE}\nwatchPage(${QUIET_MS});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForEvent("console", { predicate: (m) => m.text() === "cairn-page-ready", timeout: 40_000 });
    type Result = Omit<Visit, "usableMs" | "requests"> & { error?: string };
    const result = await page.evaluate(
      () => (globalThis as unknown as { __cairnPageResult: Result }).__cairnPageResult,
    );
    if (result.error) throw new Error(result.error);
    const usableMs = Math.max(result.rowsPaintedMs, result.lastLongTaskEndMs);
    const trace = traced ? mainThreadTime(await browser.stopTracing(), usableMs) : undefined;
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.startsWith("/api/"))
        .map((e) => ({
          path: new URL(e.name).pathname.replace(/^\/api\//, "") + new URL(e.name).search,
          startMs: Math.round(e.startTime),
          endMs: Math.round((e as unknown as { responseEnd: number }).responseEnd),
        })),
    );
    const visit: Visit = { ...result, usableMs, requests };
    const cdpTimes = {
      scriptMs: metric("ScriptDuration"),
      layoutMs: metric("LayoutDuration"),
      styleMs: metric("RecalcStyleDuration"),
      taskMs: metric("TaskDuration"),
    };
    return { visit, cdpTimes, trace };
  } finally {
    await page.close();
  }
}

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * How long a person waits for the task-lists page to be usable: from navigation start until the first task's
 * checkbox is painted, enabled, and the main thread is free (no long task left), in Debian's Chromium. Median of
 * `visits` visits, each a fresh document in a tab of its own, after a first visit that warms the HTTP cache the
 * way a returning user's browser is warm; then traced visits (not counted) for the main-thread breakdown.
 */
export async function timeTaskListsPage(
  base: string,
  login: { email: string; password: string },
  projectId: number,
  webDist: string,
  options: { visits?: number; screenshot?: string } = {},
): Promise<PageTiming> {
  const name = `task lists page, project ${projectId} (browser, until the tasks are painted and the page is idle)`;
  if (!fs.existsSync(CHROMIUM)) return { name, ms: undefined, note: "no /usr/bin/chromium" };
  if (!fs.existsSync(path.join(webDist, "index.html"))) return { name, ms: undefined, note: "web app not built" };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const res = await context.request.post("/api/auth/login", { data: login });
    if (!res.ok()) return { name, ms: undefined, note: `sign-in failed (${res.status()})` };
    const url = `${base}/projects/${projectId}/task-lists`;
    await visitOnce(browser, context, url, false);
    const runs: Awaited<ReturnType<typeof visitOnce>>[] = [];
    for (let i = 0; i < (options.visits ?? 5); i++) runs.push(await visitOnce(browser, context, url, false));
    const traces: MainThreadTime[] = [];
    for (let i = 0; i < TRACED_VISITS; i++) {
      const { trace } = await visitOnce(browser, context, url, true);
      if (trace) traces.push(trace);
    }
    const cpuMedian = median(traces.map((t) => t.cpuMs));
    if (options.screenshot) await screenshot(context, url, options.screenshot);
    const visits = runs.map((r) => r.visit);
    const ms = median(visits.map((v) => v.usableMs));
    const middle = visits.find((v) => v.usableMs === ms) ?? visits[0];
    const of = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
    const breakdown: PageBreakdown = {
      rowsPaintedMs: of((r) => r.visit.rowsPaintedMs),
      lastLongTaskEndMs: of((r) => r.visit.lastLongTaskEndMs),
      allRowsMs: of((r) => r.visit.allRowsMs),
      rowsInDocument: of((r) => r.visit.rowsInDocument),
      longTasks: of((r) => r.visit.longTasks),
      scriptMs: of((r) => r.cdpTimes.scriptMs),
      layoutMs: of((r) => r.cdpTimes.layoutMs),
      styleMs: of((r) => r.cdpTimes.styleMs),
      taskMs: of((r) => r.cdpTimes.taskMs),
      requests: middle.requests,
      trace: traces.find((t) => t.cpuMs === cpuMedian),
    };
    const all = visits.map((v) => v.usableMs.toFixed(0)).join(", ");
    const load = os.loadavg()[0].toFixed(1);
    return { name, ms, note: `median of ${visits.length} visits (${all} ms; load average ${load})`, breakdown };
  } finally {
    await browser.close();
  }
}

/** The page as a person sees it once usable, whole, for looking at with the file tool. */
async function screenshot(context: BrowserContext, url: string, file: string) {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId("task-row").first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
}

/** The breakdown as lines for a terminal or a markdown note. */
export function describeBreakdown(b: PageBreakdown): string[] {
  const f = (n: number) => `${n.toFixed(0)} ms`;
  const lines = [
    `rows painted ${f(b.rowsPaintedMs)}; last long task ends ${f(b.lastLongTaskEndMs)} (${b.longTasks} long tasks);` +
      ` rows stop changing ${f(b.allRowsMs)} (${b.rowsInDocument} rows in the document)`,
    `Chromium metrics per visit: script ${f(b.scriptMs)}, style ${f(b.styleMs)}, layout ${f(b.layoutMs)},` +
      ` all tasks ${f(b.taskMs)}`,
    `API requests: ${b.requests.map((r) => `${r.path.split("?")[0]} ${r.startMs}–${r.endMs}`).join("; ")}`,
  ];
  if (b.trace) {
    const kinds = Object.entries(b.trace.byKind)
      .sort((a, c) => c[1] - a[1])
      .map(([kind, ms]) => `${kind} ${f(ms)}`);
    const cpu = Object.entries(b.trace.cpuByKind)
      .sort((a, c) => c[1] - a[1])
      .map(([kind, ms]) => `${kind} ${f(ms)}`);
    lines.push(`traced visit, main thread wall time until usable (${f(b.trace.windowMs)}): ${kinds.join(", ")}`);
    lines.push(`traced visit, main thread CPU time until usable (${f(b.trace.cpuMs)}): ${cpu.join(", ")}`);
  }
  return lines;
}
