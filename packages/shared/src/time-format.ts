/**
 * The clock a user reads times with (issue 46 point 9): "6:30 PM" or "18:30". His profile may name one; none
 * (null) follows the format of his locale. Kept apart from the schemas so the first screen can read it without zod.
 */
export const TIME_FORMATS = ["12h", "24h"] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const isTimeFormat = (value: unknown): value is TimeFormat =>
  typeof value === "string" && (TIME_FORMATS as readonly string[]).includes(value);

/** Intl's name for each clock: h23 counts 0–23 ("00:15"), h12 counts 1–12 with AM/PM. */
export const HOUR_CYCLES: Record<TimeFormat, "h12" | "h23"> = { "12h": "h12", "24h": "h23" };

export const TIME_FORMAT_MESSAGES = {
  unknown: "Choose the 12-hour clock (12h) or the 24-hour clock (24h).",
} as const;
