import v8 from "node:v8";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle, fullCollection } from "./idle-gc";

describe("collecting the heap when the server goes quiet", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collects once after a busy spell has been quiet for 3 s, and not again until more requests come", () => {
    let served = 0;
    const collect = vi.fn();
    const took: number[] = [];
    const idle = collectWhenIdle(() => served, collect, { collected: (ms) => took.push(ms) });
    // Quiet from the start: nothing to give back.
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    // Busy for 5 s: a request every 100 ms.
    for (let i = 0; i < 50; i++) {
      served++;
      vi.advanceTimersByTime(100);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(took).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // One more request: one more collection once it is quiet again.
    served++;
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("waits while requests keep coming, however long", () => {
    let served = 0;
    const collect = vi.fn();
    const idle = collectWhenIdle(() => served, collect, { quietMs: 3000 });
    for (let i = 0; i < 600; i++) {
      served++;
      vi.advanceTimersByTime(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    idle.stop();
  });
});

describe("the full collection", () => {
  it("frees what nothing holds any more, and gives back the pages it was spread over", () => {
    const collect = fullCollection();
    collect();
    const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "old_space")?.space_size ?? 0;
    const before = { used: process.memoryUsage().heapUsed, old: oldSpace() };
    // Objects that live long enough to reach the old space, then one in twenty kept: every page holds a few.
    let all: { n: number; text: string }[][] | undefined = [];
    for (let i = 0; i < 200; i++) all.push(Array.from({ length: 2000 }, (_, n) => ({ n, text: `row ${i} ${n}` })));
    const kept = all.flatMap((rows) => rows.filter((_, n) => n % 20 === 0));
    collect();
    all = undefined;
    const held = { used: process.memoryUsage().heapUsed, old: oldSpace() };
    collect();
    const after = { used: process.memoryUsage().heapUsed, old: oldSpace() };
    expect(kept).toHaveLength(20_000);
    expect(held.old - before.old).toBeGreaterThan(8 * 1024 * 1024);
    expect(after.used - before.used).toBeLessThan((held.used - before.used) / 3);
    expect(after.old - before.old).toBeLessThan((held.old - before.old) / 3);
  });
});
