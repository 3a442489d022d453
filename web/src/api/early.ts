/**
 * Reads started before the app's code has run (app/early-requests.ts, from the boot entry), each handed to the
 * first request the app makes for the same URL (api/client.ts) instead of asking again. The app's bundle takes
 * a couple of hundred milliseconds to evaluate on a small machine; its first screen's reads need not wait for
 * it. An answer nobody takes within EARLY_TTL_MS is dropped: a later read asks afresh.
 */

/** An answer as the client reads it: its status and its body's text. */
export type RawAnswer = { ok: boolean; status: number; statusText: string; text: string };

export const EARLY_TTL_MS = 10_000;

/** Where the page keeps the browser's time zone for the next page's boot (see bootZone). */
const ZONE_KEY = "cairn-time-zone";
let storedZone: string | null | undefined;

/** localStorage, or nothing where the browser refuses it (private modes, storage switched off). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The browser's time zone (IANA name), remembered for the next page's boot when it changed. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  if (zone !== storedZone) {
    storedZone = zone;
    try {
      storage()?.setItem(ZONE_KEY, zone);
    } catch {
      /* a full or refused storage only costs the next boot the Intl call */
    }
  }
  return zone;
}

/**
 * The zone the boot sends its reads with: the one the last page remembered. Working it out costs a fresh
 * page's first Intl call, which loads ICU's locale and zone data (40-120 ms on the 2-core VM, with the HTML
 * parser held at the boot script all that while). An answer read with a zone the app no longer has is not
 * taken (takeEarly), so a changed zone costs one read again, never a wrong "today".
 */
export function bootZone(): string {
  const remembered = storage()?.getItem(ZONE_KEY);
  return remembered ?? browserZone();
}

/**
 * The browser's time zone goes with every call: the server judges "today" (late milestones) in it when
 * the profile names no zone of its own (docs/api.md, "Time zones").
 */
export const zoneHeader = (zone = browserZone()): Record<string, string> => (zone ? { "x-time-zone": zone } : {});

export async function fetchRaw(url: string, init: RequestInit): Promise<RawAnswer> {
  const res = await fetch(url, init);
  return { ok: res.ok, status: res.status, statusText: res.statusText, text: await res.text() };
}

type Started = Map<string, { answer: Promise<RawAnswer>; at: number; zone: string }>;

declare global {
  /** The reads the boot started, handed to the app (the boot is a bundle of its own: web/vite/boot-entry.ts). */
  var __cairnEarlyReads: Started | undefined;
}

globalThis.__cairnEarlyReads ??= new Map();
const started: Started = globalThis.__cairnEarlyReads;

/**
 * Starts a GET of `url` as the client would send it, in the time zone `zone` (the boot's: bootZone); a failure
 * to reach the server is the app's to meet.
 */
export function startEarly(url: string, zone: string, now = Date.now()): Promise<RawAnswer> {
  const answer = fetchRaw(url, { credentials: "same-origin", headers: zoneHeader(zone) });
  // Nobody may ever take it (a module the app then finds off): an unreachable server is not an error here.
  answer.catch(() => undefined);
  const entry = { answer, at: now, zone };
  started.set(url, entry);
  // Dropped once stale, whether or not anyone came for it (its module turned out to be off, say).
  setTimeout(() => {
    if (started.get(url) === entry) started.delete(url);
  }, EARLY_TTL_MS);
  return answer;
}

/** The early answer for this URL, once, while it is fresh and was read in the app's time zone `zone`. */
export function takeEarly(url: string, zone: string, now = Date.now()): Promise<RawAnswer> | undefined {
  const found = started.get(url);
  if (!found) return undefined;
  started.delete(url);
  return now - found.at <= EARLY_TTL_MS && found.zone === zone ? found.answer : undefined;
}
