import { afterEach, describe, expect, it } from "vitest";
import {
  calendarDay,
  dayOfMoment,
  formatDate,
  formatDateTime,
  formatDayParts,
  formatTime,
  setDatePreferences,
  todayIso,
} from "./DateText";

const day = (date: string) => ({ date, time: null, datetime: null, timestamp: null, timezone: null });

describe("date helpers", () => {
  afterEach(() => setDatePreferences({}));

  it("shows a date-only value as the day it names, in every time zone", () => {
    for (const timezone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "America/Los_Angeles"]) {
      setDatePreferences({ locale: "en-GB", timezone });
      expect(formatDate(day("2026-11-21"))).toBe("21 Nov 2026");
      expect(formatDate("2026-01-01")).toBe("1 Jan 2026");
    }
  });

  it("shows a moment in the reader's time zone and locale", () => {
    const moment = {
      date: "2026-11-21",
      time: "23:30:00",
      datetime: "2026-11-21T23:30:00.000Z",
      timestamp: Date.UTC(2026, 10, 21, 23, 30) / 1000,
      timezone: "UTC",
    };
    setDatePreferences({ locale: "en-GB", timezone: "Europe/Berlin" });
    expect(formatDateTime(moment)).toBe("22 Nov 2026, 00:30");
    setDatePreferences({ locale: "en-US", timezone: "America/New_York" });
    expect(formatDateTime(moment)).toBe("Nov 21, 2026, 6:30 PM");
    setDatePreferences({ locale: "en-US", timezone: "Asia/Tokyo" });
    expect(formatDateTime(moment, { time: false })).toBe("Nov 22, 2026");
  });

  it("writes a moment's time on the locale's 12- or 24-hour clock, and the day it falls on", () => {
    const moment = "2026-11-21T23:30:00.000Z";
    setDatePreferences({ locale: "en-US", timezone: "America/New_York" });
    expect(formatTime(moment)).toBe("6:30 PM");
    expect(dayOfMoment(moment)).toBe("2026-11-21");
    setDatePreferences({ locale: "en-GB", timezone: "Europe/Berlin" });
    expect(formatTime(moment)).toBe("00:30");
    expect(dayOfMoment(moment)).toBe("2026-11-22");
    // A locale that names its clock (the Unicode hour-cycle extension) is followed.
    setDatePreferences({ locale: "en-US-u-hc-h23", timezone: "UTC" });
    expect(formatTime(moment)).toBe("23:30");
    expect(formatDateTime(moment)).toBe("Nov 21, 2026, 23:30");
  });

  it("writes times on the profile's clock whatever the locale's, and on the locale's when he names none", () => {
    const evening = "2026-11-21T18:05:00.000Z";
    setDatePreferences({ locale: "en-US", timezone: "UTC", time_format: "24h" });
    expect(formatTime(evening)).toBe("18:05");
    expect(formatDateTime(evening)).toBe("Nov 21, 2026, 18:05");
    setDatePreferences({ locale: "de-DE", timezone: "UTC", time_format: "12h" });
    expect(formatTime(evening)).toMatch(/^0?6:05\s?PM$/i);
    setDatePreferences({ locale: "de-DE", timezone: "UTC", time_format: null });
    expect(formatTime(evening)).toBe("18:05");
    // A value the app does not know reads as no choice rather than breaking the page.
    setDatePreferences({ locale: "en-US", timezone: "UTC", time_format: "36h" });
    expect(formatTime(evening)).toMatch(/^6:05\s?PM$/);
  });

  it("gives tight layouts a day's parts in the reader's locale, from a stored day or a local Date", () => {
    setDatePreferences({ locale: "en-US", timezone: "Pacific/Kiritimati" });
    expect(formatDayParts("2026-12-07", { month: "short", day: "numeric" })).toBe("Dec 7");
    expect(formatDayParts(new Date(2026, 11, 7), { month: "short", day: "numeric" })).toBe("Dec 7");
    setDatePreferences({ locale: "de-DE" });
    expect(formatDayParts("2026-12-07", { month: "long" })).toBe("Dezember");
    expect(formatDayParts(null, { day: "2-digit" })).toBe("");
  });

  it("knows today's calendar day in the reader's time zone", () => {
    const now = new Date(Date.UTC(2026, 10, 21, 23, 30));
    setDatePreferences({ timezone: "Europe/Berlin" });
    expect(todayIso(now)).toBe("2026-11-22");
    setDatePreferences({ timezone: "America/New_York" });
    expect(todayIso(now)).toBe("2026-11-21");
  });

  it("ignores empty and malformed values", () => {
    expect(formatDate(null)).toBe("");
    expect(calendarDay("nonsense")).toBeNull();
    expect(formatDateTime(undefined)).toBe("");
  });
});
