import { describe, expect, it } from "vitest";
import { burndownSeries, percentOf, sprintProgress } from "./sprint-progress";

const task = (status: number, estimation: number, completedOn: string | null = null) => ({
  status,
  estimation,
  completedOn,
});

describe("sprintProgress", () => {
  it("counts done of total and estimated minutes done of total", () => {
    const p = sprintProgress([task(1, 60, "2026-03-02"), task(0, 90), task(1, 0, "2026-03-03"), task(0, 30)]);
    expect(p).toEqual({ done: 2, total: 4, doneMinutes: 60, totalMinutes: 180 });
    expect(percentOf(p.doneMinutes, p.totalMinutes)).toBe(33);
  });

  it("is all zeros for a sprint without tasks, and 0 % of nothing", () => {
    expect(sprintProgress([])).toEqual({ done: 0, total: 0, doneMinutes: 0, totalMinutes: 0 });
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("burndownSeries", () => {
  const tasks = [task(1, 120, "2026-03-02"), task(1, 60, "2026-03-04"), task(0, 60)];

  it("draws one point a day, both ends included, with the ideal line from every hour to none", () => {
    const s = burndownSeries("2026-03-01", "2026-03-05", "2026-03-10", tasks);
    expect(s.map((p) => p.date)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"]);
    expect(s.map((p) => p.ideal)).toEqual([4, 3, 2, 1, 0]);
    // 4 h in all: 2 h burnt on the 2nd, 1 h more on the 4th, 1 h still open.
    expect(s.map((p) => p.remaining)).toEqual([4, 2, 2, 1, 1]);
  });

  it("leaves the days after today without a remaining value", () => {
    const s = burndownSeries("2026-03-01", "2026-03-05", "2026-03-02", tasks);
    expect(s.map((p) => p.remaining)).toEqual([4, 2, null, null, null]);
  });

  it("counts a task done before the start, or done without a day, as burnt from the first day", () => {
    const s = burndownSeries("2026-03-01", "2026-03-02", "2026-03-02", [
      task(1, 60, "2026-02-20"),
      task(1, 30, null),
      task(0, 30),
    ]);
    expect(s.map((p) => p.remaining)).toEqual([0.5, 0.5]);
  });

  it("draws one day when the sprint starts and ends on it, and crosses month and leap-day boundaries", () => {
    expect(burndownSeries("2028-02-28", "2028-02-28", "2028-02-28", [task(0, 90)])).toEqual([
      { date: "2028-02-28", remaining: 1.5, ideal: 0 },
    ]);
    const s = burndownSeries("2028-02-28", "2028-03-01", "2028-03-01", []);
    expect(s.map((p) => p.date)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("keeps the day count bounded for a very long sprint", () => {
    expect(burndownSeries("2026-01-01", "2030-01-01", "2026-01-01", []).length).toBe(366);
  });
});
