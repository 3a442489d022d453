import { formatDate, todayIso } from "../../components/DateText";

/** Calendar dates stay strings (YYYY-MM-DD); day counts come from their parts, never from `new Date(string)`. */
const dayNumber = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Today in the reader's time zone. */
export const todayString = () => todayIso();

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** "2026-03-12" in the reader's locale, as the calendar day it names. */
export const showDate = (date: string) => formatDate(date);
