/**
 * Durations as the tracker shows them: "H:MM:SS" (hours may pass 24), and "H:MM" where seconds would be
 * noise (per-user totals).
 */
export function clock(seconds: number, withSeconds = true): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  return withSeconds ? `${h}:${m}:${String(s % 60).padStart(2, "0")}` : `${h}:${m}`;
}

/** Whole seconds from an ISO instant to `nowMs` (0 if the clocks disagree and it lies ahead). */
export const secondsSince = (iso: string, nowMs: number) => Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 1000));

/** What a task's rows say is tracked on it at `nowMs`: stopped seconds plus each running timer so far. */
export function trackedAt(meta: { tracked_seconds?: number; timers_since?: string[] }, nowMs: number): number | null {
  if (meta.tracked_seconds === undefined) return null;
  return (meta.timers_since ?? []).reduce((sum, since) => sum + secondsSince(since, nowMs), meta.tracked_seconds);
}
