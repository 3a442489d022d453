import { describe, expect, it } from "vitest";
import { clock, secondsSince, trackedAt } from "./clock";

describe("the tracker's clocks", () => {
  it("writes H:MM:SS, hours past a day, and H:MM on request", () => {
    expect(clock(0)).toBe("0:00:00");
    expect(clock(59.9)).toBe("0:00:59");
    expect(clock(3661)).toBe("1:01:01");
    expect(clock(26 * 3600 + 5 * 60)).toBe("26:05:00");
    expect(clock(5400, false)).toBe("1:30");
    expect(clock(-5)).toBe("0:00:00");
  });

  it("counts running timers up to now on top of the stopped seconds", () => {
    const now = Date.parse("2026-03-02T10:00:00Z");
    expect(secondsSince("2026-03-02T09:59:00Z", now)).toBe(60);
    expect(secondsSince("2026-03-02T10:01:00Z", now)).toBe(0);
    expect(trackedAt({}, now)).toBeNull();
    expect(trackedAt({ tracked_seconds: 100, timers_since: [] }, now)).toBe(100);
    expect(
      trackedAt({ tracked_seconds: 100, timers_since: ["2026-03-02T09:59:00Z", "2026-03-02T09:58:00Z"] }, now),
    ).toBe(280);
  });
});
