/** Dates on the wire (API.md): a timestamp carries every part; a date-only value carries its date alone. */
export type PresentedDate = {
  date: string;
  time: string | null;
  datetime: string | null;
  timestamp: number | null;
  timezone: string | null;
};

/** A column that cannot be null gives a date that is not null (the answer schemas say which). */
export function presentTimestamp(value: Date | string): PresentedDate;
export function presentTimestamp(value: Date | string | null | undefined): PresentedDate | null;
export function presentTimestamp(value: Date | string | null | undefined): PresentedDate | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  const iso = d.toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    datetime: iso,
    timestamp: Math.floor(d.getTime() / 1000),
    timezone: "UTC",
  };
}

/** A calendar date never passes through Date: "2026-11-21" stays that day in every time zone. */
export function presentDateOnly(value: string | null | undefined): PresentedDate | null {
  if (!value) return null;
  return { date: value.slice(0, 10), time: null, datetime: null, timestamp: null, timezone: null };
}
