import type { ConsoleMessage, Page } from "@playwright/test";

/**
 * Chromium's own line for an HTTP error answer (`Failed to load resource: the server responded with a status
 * of 404 (Not Found)`): the browser logs it for every such request, whatever the page does with the answer, and
 * no script can silence it. Expected refusals (401 on /api/auth/me before signing in, a missing item's 404 shown
 * as an empty state, a 422 shown under its field) therefore show here, apart from what the app itself logs.
 */
const NETWORK_REFUSAL = /^Failed to load resource: the server responded with a status of (4\d\d)\b/;

const isNetworkRefusal = (m: ConsoleMessage) =>
  m.type() === "error" && NETWORK_REFUSAL.test(m.text()) && new URL(m.location().url).pathname.startsWith("/api/");

/**
 * Collects what a page writes to the console as errors and warnings (`lines`), and uncaught exceptions, from
 * now on; the browser's network-level lines for 4xx API answers go to `refusals` instead, "<status> <path>".
 */
export function watchConsole(page: Page) {
  const lines: string[] = [];
  const refusals: string[] = [];
  page.on("console", (m) => {
    if (isNetworkRefusal(m)) {
      const status = NETWORK_REFUSAL.exec(m.text())?.[1];
      refusals.push(`${status} ${new URL(m.location().url).pathname}`);
    } else if (m.type() === "error" || m.type() === "warning") {
      lines.push(`${m.type()}: ${m.text()}`);
    }
  });
  page.on("pageerror", (e) => lines.push(`uncaught: ${e.message}`));
  return {
    lines,
    refusals,
    /** Forgets what was seen so far (between the steps a journey checks one by one). */
    clear() {
      lines.length = 0;
      refusals.length = 0;
    },
  };
}
