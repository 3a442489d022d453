import { PERSONAL_REPORT_FOR, type PersonalReportFor } from "@cairn/shared/personal-report";

/** A report's days, both counted, as `YYYY-MM-DD`. */
export type DayRange = { start: string; end: string };

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => toDay(msOf(day) + n * DAY_MS);

/** The first and last day of the month `offset` months from `day`'s. */
function monthOf(day: string, offset: number): DayRange {
  const [y, m] = day.split("-").map(Number);
  const first = Date.UTC(y, m - 1 + offset, 1);
  const last = Date.UTC(y, m + offset, 0);
  return { start: toDay(first), end: toDay(last) };
}

export const PRESET_KEYS = ["today", "yesterday", "last7", "last30", "thisMonth", "lastMonth"] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

/**
 * The picker's presets (spec 000 "My Task reports"), for the reader's `today`: Today, Yesterday, Last 7 Days and
 * Last 30 Days (each ending today), This Month and Last Month (whole calendar months).
 */
export function presetRange(key: PresetKey, today: string): DayRange {
  switch (key) {
    case "today":
      return { start: today, end: today };
    case "yesterday": {
      const day = addDays(today, -1);
      return { start: day, end: day };
    }
    case "last7":
      return { start: addDays(today, -6), end: today };
    case "last30":
      return { start: addDays(today, -29), end: today };
    case "thisMonth":
      return monthOf(today, 0);
    case "lastMonth":
      return monthOf(today, -1);
  }
}

/** The presets a single-day picker offers (the start-date field switched off): a range cannot be picked there. */
export const SINGLE_DAY_PRESETS: readonly PresetKey[] = ["today", "yesterday"];

const isDay = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(msOf(v)) && toDay(msOf(v)) === v;

export type ReportUrlState = { range: DayRange; reportFor: PersonalReportFor };

/**
 * The screen's state from its URL query (`start_date`, `end_date` as `YYYY-MM-DD`, `report_for`): a missing, broken
 * or reversed range gives this month (the spec's default), an unknown `report_for` tasks. A single-day picker
 * (`single`) reports one day: the URL's end day, else today.
 */
export function readReportUrl(params: URLSearchParams, today: string, single = false): ReportUrlState {
  const start = params.get("start_date");
  const end = params.get("end_date");
  const valid = isDay(start) && isDay(end) && start <= end;
  const day = valid ? end : today;
  const range = single ? { start: day, end: day } : valid ? { start, end } : presetRange("thisMonth", today);
  const raw = params.get("report_for");
  const reportFor = PERSONAL_REPORT_FOR.find((k) => k === raw) ?? "task";
  return { range, reportFor };
}

/** The URL query for a state (tasks, the default, left out). */
export function writeReportUrl(state: ReportUrlState): URLSearchParams {
  const params = new URLSearchParams({ start_date: state.range.start, end_date: state.range.end });
  if (state.reportFor !== "task") params.set("report_for", state.reportFor);
  return params;
}
