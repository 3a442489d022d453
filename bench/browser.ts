import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

export type PageTiming = { name: string; ms: number | undefined; note: string };

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"];

/**
 * How long a person waits for the task-lists page of a large project to be usable: from navigation
 * to the first task's checkbox being enabled, in Debian's Chromium. Median of a few visits, after a
 * first visit that warms the caches the way a returning user's browser is warm.
 */
export async function timeTaskListsPage(
  base: string,
  login: { email: string; password: string },
  projectId: number,
  webDist: string,
): Promise<PageTiming> {
  const name = `task lists page, project ${projectId} (browser, until the first task can be ticked)`;
  if (!fs.existsSync(CHROMIUM)) return { name, ms: undefined, note: "no /usr/bin/chromium" };
  if (!fs.existsSync(path.join(webDist, "index.html"))) return { name, ms: undefined, note: "web app not built" };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const res = await context.request.post("/api/auth/login", { data: login });
    if (!res.ok()) return { name, ms: undefined, note: `sign-in failed (${res.status()})` };
    const page = await context.newPage();
    const visit = async () => {
      const started = performance.now();
      await page.goto(`/projects/${projectId}/task-lists`);
      await page.getByRole("checkbox").first().waitFor({ state: "visible", timeout: 30_000 });
      return performance.now() - started;
    };
    await visit();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await visit());
    times.sort((a, b) => a - b);
    return { name, ms: times[Math.floor(times.length / 2)], note: `median of ${times.length} visits` };
  } finally {
    await browser.close();
  }
}
