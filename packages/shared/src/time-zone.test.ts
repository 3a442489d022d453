import { describe, expect, it } from "vitest";
import { canonicalTimeZone, isPastDay, todayIn } from "./time-zone";

describe("today in the viewer's time zone", () => {
  // 11:30 UTC on 10 March 2026: already 11 March at UTC+14, still 10 March at UTC, 9 March nowhere.
  const instant = new Date("2026-03-10T11:30:00Z");

  it("is already tomorrow where the zone is ahead of UTC, and today in UTC", () => {
    expect(todayIn("Pacific/Kiritimati", instant)).toBe("2026-03-11");
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("Pacific/Pago_Pago", instant)).toBe("2026-03-10");
    // Just before midnight UTC, UTC-11 is still on the previous day.
    expect(todayIn("Pacific/Pago_Pago", new Date("2026-03-10T05:00:00Z"))).toBe("2026-03-09");
  });

  it("makes a day due today in UTC late in Kiritimati only", () => {
    const due = "2026-03-10";
    expect(isPastDay(due, todayIn("Pacific/Kiritimati", instant))).toBe(true);
    expect(isPastDay(due, todayIn("UTC", instant))).toBe(false);
    expect(isPastDay(null, "2026-03-10")).toBe(false);
  });

  it("knows IANA names in any case and refuses the rest", () => {
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "Europe/", "not a zone"]) expect(canonicalTimeZone(bad)).toBeNull();
  });
});
