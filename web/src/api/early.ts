/**
 * Reads started before the app's code has run (app/early-requests.ts, from the boot entry), each handed to the
 * first request the app makes for the same URL (api/client.ts) instead of asking again. The app's bundle takes
 * a couple of hundred milliseconds to evaluate on a small machine; its first screen's reads need not wait for
 * it. An answer nobody takes within EARLY_TTL_MS is dropped: a later read asks afresh.
 */

/** An answer as the client reads it: its status and its body's text. */
export type RawAnswer = { ok: boolean; status: number; statusText: string; text: string };

export const EARLY_TTL_MS = 10_000;

/**
 * The browser's time zone goes with every call: the server judges "today" (late milestones) in it when
 * the profile names no zone of its own (docs/api.md, "Time zones").
 */
export const zoneHeader = (): Record<string, string> => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { "x-time-zone": zone } : {};
};

export async function fetchRaw(url: string, init: RequestInit): Promise<RawAnswer> {
  const res = await fetch(url, init);
  return { ok: res.ok, status: res.status, statusText: res.statusText, text: await res.text() };
}

type Started = Map<string, { answer: Promise<RawAnswer>; at: number }>;

declare global {
  /** The reads the boot started, handed to the app (the boot is a bundle of its own: web/vite/boot-entry.ts). */
  var __cairnEarlyReads: Started | undefined;
}

globalThis.__cairnEarlyReads ??= new Map();
const started: Started = globalThis.__cairnEarlyReads;

/** Starts a GET of `url` as the client would send it; a failure to reach the server is the app's to meet. */
export function startEarly(url: string, now = Date.now()): Promise<RawAnswer> {
  const answer = fetchRaw(url, { credentials: "same-origin", headers: zoneHeader() });
  // Nobody may ever take it (a module the app then finds off): an unreachable server is not an error here.
  answer.catch(() => undefined);
  const entry = { answer, at: now };
  started.set(url, entry);
  // Dropped once stale, whether or not anyone came for it (its module turned out to be off, say).
  setTimeout(() => {
    if (started.get(url) === entry) started.delete(url);
  }, EARLY_TTL_MS);
  return answer;
}

/** The early answer for this URL, once, while it is fresh. */
export function takeEarly(url: string, now = Date.now()): Promise<RawAnswer> | undefined {
  const found = started.get(url);
  if (!found) return undefined;
  started.delete(url);
  return now - found.at <= EARLY_TTL_MS ? found.answer : undefined;
}
