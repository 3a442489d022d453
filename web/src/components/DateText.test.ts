import { afterEach, describe, expect, it } from "vitest";
import { calendarDay, formatDate, formatDateTime, setDatePreferences, todayIso } from "./DateText";

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
