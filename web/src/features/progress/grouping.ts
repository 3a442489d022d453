import type { Activity } from "../../api/types";

export type DayGroup = { day: string; label: string; entries: Activity[] };

const dayKeys = new Map<string, Intl.DateTimeFormat>();
/** YYYY-MM-DD of an instant in a time zone (en-CA writes that form). */
function dayIn(ms: number, timeZone: string): string {
  let f = dayKeys.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayKeys.set(timeZone, f);
  }
  return f.format(ms);
}

/** The spec's day heading, "MMM DD YYYY" (Nov 26 2026), with the month in the reader's language. */
export function dayLabel(day: string, locale: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const month = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
  return `${month} ${String(d).padStart(2, "0")} ${y}`;
}

const instant = (a: Activity) => (a.committed_at.timestamp ?? 0) * 1000;

/**
 * Activities grouped by the day they happened in the reader's time zone, in the order given (newest
 * first), one group per day; an entry already shown (a live one that a page brought again) counts once.
 */
export function groupByDay(activities: Activity[], timeZone: string, locale: string): DayGroup[] {
  const groups: DayGroup[] = [];
  const seen = new Set<number>();
  for (const a of activities) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const day = dayIn(instant(a), timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.entries.push(a);
    else groups.push({ day, label: dayLabel(day, locale), entries: [a] });
  }
  return groups;
}
