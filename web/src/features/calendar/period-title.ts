import type { CalendarView } from "./state";

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The visible period's name: "March 2026", "Mar 16 – 22, 2026" or "Wednesday, March 18, 2026". */
export function periodTitle(view: CalendarView, date: string, range: { start: string; end: string }, locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  if (view === "month") return format({ month: "long", year: "numeric" }).format(utcDate(date));
  if (view === "timelineDay") return format({ dateStyle: "full" }).format(utcDate(date));
  return format({ month: "short", day: "numeric", year: "numeric" }).formatRange(
    utcDate(range.start),
    utcDate(range.end),
  );
}
