/**
 * `npm run bench:views -w server`: the board and the calendar in Debian's Chromium, with the figures issues 15
 * and 12 ask to note. A fresh server (bench/page-server.ts) gets, through the API, a project whose board holds
 * 4 columns × 50 cards (assignees, due dates, labels) and a project with 500 of the viewer's tasks due this
 * month; then, medians of VIEWS_VISITS (5) visits after a warming one:
 * - the board: navigation start until all 200 cards are painted; a card dragged across two columns with the
 *   mouse: frames per second while it moves and the longest frame;
 * - the calendar's month: navigation start until its events are painted; long tasks (≥ 50 ms) on the way.
 * Build the web app first (`npm run build -w web`). VIEWS_REQUESTS=1 also prints each visit's long tasks and
 * requests (start and end after navigation), to see what waits on what.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { type Api, PAGE_ADMIN, signInAdmin } from "./page-seed";
import { root, startServer, stop } from "./page-server";

const CARDS_PER_COLUMN = 50;
const CALENDAR_EVENTS = 500;
const VISITS = Number(process.env.VIEWS_VISITS ?? 5);
/** Collects long tasks from the start of each document (plain JavaScript: it runs in the page). */
const WATCH_LONG_TASKS = `window.__long = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); })
  .observe({ type: "longtask", buffered: true });`;

const monthDay = (d: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), d)).toISOString().slice(0, 10);
};

async function seedBoard(api: Api, me: number) {
  const project = await api.post("pm/v2/projects", { title: "Board of 200 cards" });
  const base = `pm/v2/projects/${project.id}`;
  const label = await api.post(`pm-pro/v2/projects/${project.id}/settings/labels`, { title: "Bug", color: "#e03131" });
  const board = await fetch(`${api.base}/api/pm-pro/v2/projects/${project.id}/kanboard`, {
    headers: { cookie: api.cookie },
  }).then((r) => r.json() as Promise<{ data: { id: number }[] }>);
  for (const [c, column] of board.data.slice(0, 4).entries()) {
    for (let i = 0; i < CARDS_PER_COLUMN; i++) {
      await api.post(`${base}/tasks`, {
        title: `Card ${i + 1} of column ${c + 1}: a title of a usual length`,
        kan_board_id: column.id,
        assignees: [me],
        due_date: monthDay((i % 28) + 1),
        ...(i % 3 === 0 ? { task_labels: [label.id] } : {}),
      });
    }
  }
  return project.id;
}

async function seedCalendar(api: Api, me: number) {
  const project = await api.post("pm/v2/projects", { title: "A month of 500 events" });
  for (let i = 0; i < CALENDAR_EVENTS; i++) {
    const due = (i % 28) + 1;
    await api.post(`pm/v2/projects/${project.id}/tasks`, {
      title: `Event ${i + 1}`,
      assignees: [me],
      due_date: monthDay(due),
      ...(i % 5 === 0 && due > 2 ? { start_at: monthDay(due - 2) } : {}),
    });
  }
  return project.id;
}

/** Navigates and waits (polling each frame) until `ready` holds; answers when, after navigation start. */
async function timeUntil(page: Page, url: string, ready: string) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(ready, null, { polling: "raf", timeout: 60_000 }).catch(async (err) => {
    await page.screenshot({ path: path.join(os.tmpdir(), "cairn-views-timeout.png") });
    console.error(await page.evaluate("[document.querySelectorAll('.cairn-cal-event').length, location.href]"));
    throw err;
  });
  const at = Number(await page.evaluate("new Promise((r) => requestAnimationFrame(() => r(performance.now())))"));
  const long = (await page.evaluate("window.__long")) as [number, number][];
  const before = long.filter(([start]) => start < at);
  if (process.env.VIEWS_REQUESTS) {
    console.log(url, Math.round(at), JSON.stringify(before.map(([s, d]) => [Math.round(s), Math.round(d)])));
    console.log(
      await page.evaluate(`performance.getEntriesByType("resource").map((e) => [e.name.replace(location.origin, ""),
        Math.round(e.startTime), Math.round(e.responseEnd)].join(" ")).join("\\n")`),
    );
  }
  return { ms: at, longTasks: before.length, longestMs: Math.max(0, ...before.map(([, d]) => d)) };
}

/** Drags the first card of the first column to the third column; frames painted meanwhile. */
async function dragFrames(page: Page) {
  const card = page.locator('[data-testid="kanboard-card"]').first();
  const target = page.locator('[data-testid="kanboard-column"]').nth(2);
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the board has no card or no third column");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 3 });
  await page.evaluate(`window.__frames = []; window.__framing = true;
    (function tick(t) { window.__frames.push(t); if (window.__framing) requestAnimationFrame(tick); })(performance.now());`);
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 90 });
  const frames = (await page.evaluate("window.__framing = false; window.__frames")) as number[];
  await page.mouse.up();
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const span = frames[frames.length - 1] - frames[0];
  return { fps: ((frames.length - 1) / span) * 1000, longestFrameMs: Math.max(...gaps) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function visits<T>(context: BrowserContext, run: (page: Page) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i <= VISITS; i++) {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_LONG_TASKS });
    try {
      const r = await run(page);
      if (i > 0) results.push(r); // the first visit warms the HTTP cache, as a returning person's browser is
    } finally {
      await page.close();
    }
  }
  return results;
}

async function measure(base: string, boardId: number, calendarId: number) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    // The app's CSP forbids string evaluation; the probes below are strings (the server's TypeScript has no DOM types).
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    const login = await context.request.post("/api/auth/login", { data: PAGE_ADMIN });
    if (!login.ok()) throw new Error(`sign-in failed (${login.status()})`);
    const cards = 4 * CARDS_PER_COLUMN;
    const board = await visits(context, async (page) => {
      const shown = await timeUntil(
        page,
        `/projects/${boardId}/kanboard`,
        `document.querySelectorAll('[data-testid="kanboard-card"]').length >= ${cards}`,
      );
      return { ...shown, ...(await dragFrames(page)) };
    });
    const calendar = await visits(context, (page) =>
      timeUntil(
        page,
        `/calendar?project_id=${calendarId}`,
        `document.querySelectorAll('.cairn-cal-event').length >= 50`,
      ),
    );
    const pick = <T>(rows: T[], key: keyof T) => median(rows.map((r) => Number(r[key]))).toFixed(0);
    console.log(
      `Board, ${cards} cards in 4 columns: painted ${pick(board, "ms")} ms after navigation (budget 300), ` +
        `${pick(board, "longTasks")} long tasks (longest ${pick(board, "longestMs")} ms); a card dragged ` +
        `across two columns at ${pick(board, "fps")} frames per second (longest frame ${pick(board, "longestFrameMs")} ms).`,
    );
    console.log(
      `Calendar month, ${CALENDAR_EVENTS} events: painted ${pick(calendar, "ms")} ms after navigation, ` +
        `${pick(calendar, "longTasks")} long tasks (longest ${pick(calendar, "longestMs")} ms). Medians of ${VISITS} visits.`,
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, "web/dist/index.html"))) throw new Error("build the web app first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-views-bench-"));
  const { child, base } = await startServer(dataDir);
  try {
    const api = await signInAdmin(base);
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: api.cookie } }).then(
      (r) => r.json() as Promise<{ data: { id: number } }>,
    );
    const boardId = await seedBoard(api, me.data.id);
    const calendarId = await seedCalendar(api, me.data.id);
    await measure(base, boardId, calendarId);
  } finally {
    stop(child);
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
