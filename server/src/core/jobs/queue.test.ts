import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { otherJobWorker } from "../../test/job-worker";
import { recordMailSwitch } from "../events/activity-events";
import { enqueueJobs, PermanentJobError, registerJobHandler } from "./kinds";
import { type QueueTuning, retryDelayMs } from "./queue";

const t = useTestApp();

/** A second worker on the same database: another process, or the same one after a restart. */
const otherWorker = (tuning: QueueTuning = {}) => otherJobWorker(t, { tuning });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const runs = new Map<string, number>();
registerJobHandler("test-count", async (payload) => {
  const key = (payload as { key: string }).key;
  runs.set(key, (runs.get(key) ?? 0) + 1);
  // A little wait, so two workers really overlap.
  await new Promise((r) => setTimeout(r, 2));
});
registerJobHandler("test-flaky", async () => {
  throw new Error("remote said 503");
});
registerJobHandler("test-refused", async () => {
  throw new PermanentJobError("remote said 400");
});
// A far end that never answers and ignores being told to stop.
registerJobHandler("test-hang", () => new Promise<void>(() => undefined), { timeoutMs: 2_500 });
registerJobHandler("test-slow", async (payload) => {
  await sleep((payload as { ms: number }).ms);
  runs.set("slow", (runs.get("slow") ?? 0) + 1);
});
/** Runs until its attempt is called off (its signal), and says so. */
const calledOff: string[] = [];
registerJobHandler(
  "test-until-aborted",
  (payload, ctx) =>
    new Promise<void>((_, reject) => {
      ctx.signal.addEventListener("abort", () => {
        calledOff.push((payload as { key: string }).key);
        reject(ctx.signal.reason);
      });
    }),
);

const jobRows = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

describe("the job queue", () => {
  it("writes jobs with the change's transaction: a rolled-back change leaves none", async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueJobs(tx, [{ kind: "test-count", payload: { key: "rolled-back" } }]);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect(await jobRows("test-count")).toHaveLength(0);
  });

  it("runs each job exactly once when two workers drain the same queue at once", async () => {
    const keys = Array.from({ length: 60 }, (_, i) => `once-${i}`);
    await enqueueJobs(
      t.database.db,
      keys.map((key) => ({ kind: "test-count", payload: { key } })),
    );
    const [a, b] = await Promise.all([t.app.jobs.drain(), otherWorker().drain()]);
    expect(a + b).toBe(60);
    expect(keys.map((k) => runs.get(k))).toEqual(keys.map(() => 1));
    const done = await jobRows("test-count");
    expect(done.every((j) => j.status === "done" && j.finishedAt !== null && j.attempts === 1)).toBe(true);
  });

  it("retries a failing job later with a growing delay, then keeps it as failed with the last error", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-flaky", payload: {} }], { maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await t.app.jobs.drain()).toBe(1);
      const [job] = await jobRows("test-flaky");
      expect(job.attempts).toBe(attempt);
      expect(job.lastError).toBe("remote said 503");
      if (attempt < 3) {
        expect(job.status).toBe("pending");
        delays.push(job.runAt.getTime() - before);
        expect(await t.app.jobs.drain()).toBe(0); // not due yet
        await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
      } else {
        expect(job.status).toBe("failed");
        expect(job.finishedAt).not.toBeNull();
      }
    }
    expect(delays[0]).toBeGreaterThan(7_000);
    expect(delays[1]).toBeGreaterThan(delays[0]);
  });

  it("fails a permanent error at once and leaves a kind it has no handler for to a process that has one", async () => {
    await enqueueJobs(t.database.db, [
      { kind: "test-refused", payload: {} },
      { kind: "test-nobody", payload: {} },
    ]);
    expect(await t.app.jobs.drain()).toBe(1);
    const rows = await t.database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, ["test-refused", "test-nobody"]));
    expect(rows.map((j) => [j.kind, j.status, j.attempts]).sort()).toEqual([
      ["test-nobody", "pending", 0],
      ["test-refused", "failed", 1],
    ]);
    expect(rows.find((j) => j.kind === "test-nobody")?.lastError).toBeNull();
    // A newer process, one that knows the kind, runs it.
    registerJobHandler("test-nobody", async () => undefined);
    expect(await otherWorker().drain()).toBe(1);
    const [later] = await jobRows("test-nobody");
    expect([later.status, later.attempts]).toEqual(["done", 1]);
  });

  it("survives a worker that died mid-job: its claim runs out and another worker runs the job", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-count", payload: { key: "orphan" } }]);
    // The dead worker's claim, as it left it.
    await t.database.db.execute(
      sql`update ${jobs} set status = 'running', attempts = 1, locked_until = now() + interval '5 minutes'
        where kind = 'test-count' and payload->>'key' = 'orphan'`,
    );
    expect(await otherWorker().drain()).toBe(0);
    await t.database.db.execute(
      sql`update ${jobs} set locked_until = now() - interval '1 second' where payload->>'key' = 'orphan'`,
    );
    expect(await otherWorker().drain()).toBe(1);
    expect(runs.get("orphan")).toBe(1);
  });

  it("runs the rest of a batch of ten beside a job that hangs, and the jobs after it; the hung one times out", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-hang", payload: {} }]);
    const keys = Array.from({ length: 11 }, (_, i) => `beside-hang-${i}`);
    await enqueueJobs(
      t.database.db,
      keys.map((key) => ({ kind: "test-count", payload: { key } })),
    );
    const draining = t.app.jobs.drain();
    // Nine beside the hung one in the first ten, the last two in slots freed meanwhile; all before its timeout.
    await vi.waitFor(() => expect(keys.filter((k) => runs.get(k) === 1)).toHaveLength(11), { timeout: 2_000 });
    expect((await jobRows("test-hang"))[0].status).toBe("running");
    expect(await draining).toBe(12);
    const [hung] = await jobRows("test-hang");
    expect([hung.status, hung.attempts, hung.lastError]).toEqual(["pending", 1, "timed out after 2.5 s"]);
    expect(hung.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await t.database.db.update(jobs).set({ status: "done" }).where(eq(jobs.id, hung.id));
  });

  it("renews a running job's lease: no other worker takes it while it runs well past one lease", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-slow", payload: { ms: 2_500 } }]);
    const running = otherWorker({ leaseMs: 1_000 }).drain();
    await vi.waitFor(async () => expect((await jobRows("test-slow"))[0].status).toBe("running"));
    await sleep(1_500);
    expect(await otherWorker({ leaseMs: 1_000 }).drain()).toBe(0);
    expect(await running).toBe(1);
    const [job] = await jobRows("test-slow");
    expect([job.status, job.attempts]).toEqual(["done", 1]);
    expect(runs.get("slow")).toBe(1);
  });

  it("a worker whose claim passed to another calls its attempt off and writes nothing over the other's", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-until-aborted", payload: { key: "lost" } }]);
    const running = otherWorker({ leaseMs: 600 }).drain();
    await vi.waitFor(async () => expect((await jobRows("test-until-aborted"))[0].status).toBe("running"));
    // Its process stalled past the lease and another worker claimed the job, as a claim writes it.
    await t.database.db.execute(
      sql`update ${jobs} set attempts = attempts + 1, locked_until = now() + interval '1 minute'
        where kind = 'test-until-aborted'`,
    );
    expect(await running).toBe(1);
    expect(calledOff).toEqual(["lost"]);
    const [job] = await jobRows("test-until-aborted");
    expect([job.status, job.attempts, job.lastError]).toEqual(["running", 2, null]);
    await t.database.db.update(jobs).set({ status: "done" }).where(eq(jobs.id, job.id));
  });

  it("stopping hands a job still running after the grace back to the queue, due at once", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-until-aborted", payload: { key: "stopping" } }]);
    const worker = otherWorker({ stopGraceMs: 200 });
    await worker.start(600_000);
    await vi.waitFor(async () =>
      expect((await jobRows("test-until-aborted")).find((j) => j.status === "running")).toBeDefined(),
    );
    await worker.stop();
    expect(calledOff).toContain("stopping");
    const job = (await jobRows("test-until-aborted")).at(-1);
    expect([job?.status, job?.lastError]).toEqual(["pending", "the process running it stopped"]);
    expect(job?.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await t.database.db.update(jobs).set({ status: "done" }).where(eq(jobs.kind, "test-until-aborted"));
  });

  it("records a job whose last attempt's process died as failed, rather than passing it round", async () => {
    await enqueueJobs(t.database.db, [{ kind: "test-count", payload: { key: "last-gasp" } }], { maxAttempts: 2 });
    await t.database.db.execute(
      sql`update ${jobs} set status = 'running', attempts = 2, locked_until = now() - interval '1 second'
        where payload->>'key' = 'last-gasp'`,
    );
    expect(await otherWorker().drain()).toBe(0);
    const worker = otherWorker();
    await worker.start(600_000);
    try {
      await vi.waitFor(async () => {
        const [job] = await t.database.db.select().from(jobs).where(sql`payload->>'key' = 'last-gasp'`);
        expect([job.status, job.lastError]).toEqual(["failed", "the process running its last attempt stopped"]);
      });
    } finally {
      await worker.stop();
    }
    expect(runs.get("last-gasp")).toBeUndefined();
  });

  it("wakes a started worker by NOTIFY when a job commits, without waiting for its poll", async () => {
    const worker = otherJobWorker(t, { listening: true });
    await worker.start(600_000);
    try {
      await enqueueJobs(t.database.db, [{ kind: "test-count", payload: { key: "woken" } }]);
      const deadline = Date.now() + 5_000;
      while (!runs.get("woken") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(runs.get("woken")).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it("spreads retry delays: 10 s doubling to an hour, within a fifth either way", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(20_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, () => 1)).toBe(12_000);
  });

  it("queues no job for a change while mail is off and its project does not post to Slack", async () => {
    const manager = await t.user();
    const worker = await t.user();
    const pid = await t.project({ manager, coWorkers: [worker] });
    const before = (await jobRows("activity")).length;
    const res = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Quiet", assignees: [worker.id] },
      { as: manager },
    );
    expect(res.status).toBe(201);
    expect(await jobRows("activity")).toHaveLength(before);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await jobRows("mail")).toHaveLength(0);
  });

  it("queues the change's job once mail is on, and it completes", async () => {
    const manager = await t.user();
    const pid = await t.project({ manager });
    await recordMailSwitch(t.database.db, true);
    try {
      const before = (await jobRows("activity")).length;
      const res = await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Heard" }, { as: manager });
      expect(res.status).toBe(201);
      await t.app.jobs.drain();
      const events = (await jobRows("activity")).slice(before);
      expect(events).toHaveLength(1);
      expect(events[0].status).toBe("done");
    } finally {
      await recordMailSwitch(t.database.db, false);
    }
  });
});
