import { HOUR_CYCLES, isTimeFormat } from "@cairn/shared/time-format";
import { todayIn } from "@cairn/shared/time-zone";
import type { ApiDate } from "../api/types";
import i18n from "../i18n";

/**
 * Dates, times and numbers in the reader's locale and time zone: the profile's when set, else the language's
 * (defaultFormatLocale); times on the profile's clock (12 h or 24 h), else the locale's. The shell calls
 * setDatePreferences() with the signed-in user before any page renders.
 */
type Preferences = { locale?: string; timeZone?: string; hourCycle?: "h12" | "h23" };

let prefs: Preferences = {};
const cache = new Map<string, Intl.DateTimeFormat>();

export function setDatePreferences(next: {
  locale?: string | null;
  timezone?: string | null;
  time_format?: string | null;
}) {
  const locale = next.locale || undefined;
  const timeZone = next.timezone || undefined;
  const hourCycle = isTimeFormat(next.time_format) ? HOUR_CYCLES[next.time_format] : undefined;
  if (locale === prefs.locale && timeZone === prefs.timeZone && hourCycle === prefs.hourCycle) return;
  prefs = { locale, timeZone, hourCycle };
  cache.clear();
}

/** Intl options that put a time on the reader's clock; none when he follows his locale's. */
export const clockOptions = (): Pick<Intl.DateTimeFormatOptions, "hourCycle"> =>
  prefs.hourCycle ? { hourCycle: prefs.hourCycle } : {};

/**
 * The format of a language when the profile names none: the browser's own when it writes that language (a
 * German reader in Austria keeps "de-AT"), else the language's plain one (German chosen in an English browser
 * reads "3. Dez. 2026", not "Dec 3, 2026").
 */
export function defaultFormatLocale(language: string = i18n.language): string {
  const browser = typeof navigator === "undefined" ? undefined : navigator.language;
  if (!browser) return language || "en";
  return !language || browser.toLowerCase().split(/[-_]/)[0] === language ? browser : language;
}

/** The locale used for formatting: the profile's, else the language's (defaultFormatLocale). */
export const userLocale = (): string => prefs.locale ?? defaultFormatLocale();
/** The time zone used for timestamps: the profile's, else the browser's. */
export const userTimeZone = (): string => prefs.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

function formatter(key: string, options: Intl.DateTimeFormatOptions, locale = userLocale()): Intl.DateTimeFormat {
  const id = `${key}|${locale}|${options.timeZone ?? ""}`;
  let f = cache.get(id);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      // An unknown locale or zone falls back to English in UTC rather than breaking the page.
      f = new Intl.DateTimeFormat("en", { ...options, timeZone: "UTC" });
    }
    cache.set(id, f);
  }
  return f;
}

type DateInput = ApiDate | string | null | undefined;

/** "YYYY-MM-DD" of a date-only value; never goes through the local time zone. */
export function calendarDay(value: DateInput): string | null {
  if (!value) return null;
  const raw = typeof value === "string" ? value : value.date;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw ?? "");
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * A date-only value (a due date, a start date) as the calendar day it names. It is built at UTC
 * midnight and formatted in UTC, so "2026-11-21" reads 21 November for everyone. No "short" style: a
 * numeric "11/21/26" reads differently in every country (date-formats.test.ts keeps others out too).
 */
export function formatDate(value: DateInput, style: "medium" | "long" = "medium"): string {
  const day = calendarDay(value);
  if (!day) return "";
  const [y, m, d] = day.split("-").map(Number);
  return formatter(`date-${style}`, { dateStyle: style, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A calendar day in the shape a tight layout needs ("Dec 7" in a chart's column, "December" under a big day
 * number), in the reader's locale. Pages show days with formatDate; this is for the places a full date does
 * not fit. A Date names the day it holds in this browser (the chart's local midnights).
 */
export function formatDayParts(value: DateInput | Date, options: Intl.DateTimeFormatOptions): string {
  let utc: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    utc = Date.UTC(value.getFullYear(), value.getMonth(), value.getDate());
  } else {
    const day = calendarDay(value);
    if (!day) return "";
    const [y, m, d] = day.split("-").map(Number);
    utc = Date.UTC(y, m - 1, d);
  }
  return formatter(`parts-${JSON.stringify(options)}`, { ...options, timeZone: "UTC" }).format(utc);
}

function instant(value: DateInput): Date | null {
  if (!value) return null;
  if (typeof value === "string") return new Date(value);
  if (value.timestamp !== null) return new Date(value.timestamp * 1000);
  return value.datetime ? new Date(value.datetime) : null;
}

/** A moment (created, updated, committed) in the reader's time zone; `time: false` gives its day alone. */
export function formatDateTime(value: DateInput, options: { time?: boolean } = {}): string {
  const when = instant(value);
  if (!when || Number.isNaN(when.getTime())) return "";
  const withTime = options.time ?? true;
  return formatter(withTime ? "datetime" : "day", {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short", ...clockOptions() } : {}),
    timeZone: userTimeZone(),
  }).format(when);
}

/** The time of day of a moment in the reader's time zone, on his clock ("6:30 PM" or "18:30"). */
export function formatTime(value: DateInput): string {
  const when = instant(value);
  if (!when || Number.isNaN(when.getTime())) return "";
  return formatter("time", { timeStyle: "short", ...clockOptions(), timeZone: userTimeZone() }).format(when);
}

/** The calendar day ("YYYY-MM-DD") a moment falls on in the reader's time zone: what lists group moments by. */
export function dayOfMoment(value: DateInput): string | null {
  const when = instant(value);
  return when && !Number.isNaN(when.getTime()) ? todayIso(when) : null;
}

/** Today's calendar day ("YYYY-MM-DD") in the reader's time zone, for comparing with date-only values. */
export function todayIso(now: Date = new Date()): string {
  try {
    return todayIn(userTimeZone(), now);
  } catch {
    // A zone this browser does not know reads as UTC rather than breaking the page (as formatter does).
    return todayIn("UTC", now);
  }
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(userLocale()).format(value);
}

/** A date or moment in a <time> element, with the machine-readable value for assistive tools. */
export function DateText({ value, withTime = false }: { value: ApiDate | null | undefined; withTime?: boolean }) {
  if (!value) return null;
  const text = withTime ? formatDateTime(value) : formatDate(value);
  const machine = withTime ? (value.datetime ?? value.date) : value.date;
  return <time dateTime={machine}>{text}</time>;
}
