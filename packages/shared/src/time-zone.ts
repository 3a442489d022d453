/**
 * Time zones and "today" (issue 11): lateness is judged on the viewer's calendar day, not the server's.
 * Dates here are "YYYY-MM-DD" strings, compared as strings, never shifted through a Date.
 */

const known = new Map<string, string | null>();

/**
 * The canonical spelling of an IANA time zone ("europe/paris" → "Europe/Paris"), or null when this
 * runtime's time zone database does not know it. Constructing a formatter is the check the platform
 * offers (Intl.supportedValuesOf leaves out aliases such as "UTC"); answers are kept, as it is not free.
 */
export function canonicalTimeZone(name: string): string | null {
  // Zone names are case-insensitive: one entry per spelling's lower case.
  const key = name.toLowerCase();
  let canonical = known.get(key);
  if (canonical !== undefined) return canonical;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  // Bounded, since the names come from requests: ~600 zones exist, the rest is junk not worth keeping.
  if (known.size < 2000) known.set(key, canonical);
  return canonical;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("YYYY-MM-DD") it is in `timeZone` at the instant `now`. The zone must be known. */
export function todayIn(timeZone: string, now: Date): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-US with 2-digit parts: Latin digits whatever the reader's locale, since the string is compared.
    f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, f);
  }
  const parts = f.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** A date-only value is past when its day is before today's (the day itself is not late yet). */
export const isPastDay = (day: string | null | undefined, today: string): boolean =>
  day !== null && day !== undefined && day.slice(0, 10) < today;
