import { type SQL, sql } from "drizzle-orm";
import { idArray, queryRows } from "../../db/client";
import { jobs } from "../../db/schema";
import {
  type JobContext,
  type Periodic,
  PermanentJobError,
  registeredKinds,
  registeredPeriodics,
  type WorkerContext,
} from "./kinds";

/** 10 s, 20 s, 40 s ... capped at an hour, with ±20 % jitter so failures of one burst spread out. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A claim's lease: the process running the job renews it every third of it, so only a stopped process lets one lapse. */
export const JOB_LEASE_MS = 30_000;
/** An attempt's time unless its kind says otherwise; a timed-out attempt is retried like a failed one. */
export const JOB_TIMEOUT_MS = 60_000;
/**
 * Jobs one process runs at once: a slow receiver holds one slot, not the queue. Eight leave most of the pool's
 * ten connections to requests (a webhook waiting on its far end holds none).
 */
export const JOB_CONCURRENCY = 8;
/** How long stop() lets running jobs finish before it hands them back to the queue. */
const STOP_GRACE_MS = 10_000;

/** Tests shorten the lease (a dead process's job is taken again within seconds) or narrow the slots. */
export type QueueTuning = { leaseMs?: number; concurrency?: number; timeoutMs?: number; stopGraceMs?: number };

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number };

/** A job this process runs. `finishing`: its result is being written, so a renewal that misses it is no loss. */
type Held = { job: ClaimedJob; abort: AbortController; finishing: boolean };

class JobTimedOut extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms / 1000} s`);
  }
}

/**
 * The row of this attempt while the claim is still this process's: every claim raises `attempts`, so a process
 * whose lease lapsed and whose job another process claimed writes nothing over the other's result.
 */
const stillOurs = (job: ClaimedJob) =>
  sql`${jobs.id} = ${job.id} and ${jobs.status} = 'running' and ${jobs.attempts} = ${job.attempts}`;

/** The same for several held jobs at once: the FROM and WHERE of one UPDATE. */
const allStillOurs = (held: Held[]) => sql`
  from unnest(${idArray(held.map((h) => h.job.id))}, ${idArray(held.map((h) => h.job.attempts))}) as mine(id, attempts)
  where ${jobs}.id = mine.id and ${jobs}.attempts = mine.attempts and ${jobs}.status = 'running'`;

/**
 * Runs due jobs. Each app process has one; several processes (or a crashed one's leftovers) share the table
 * safely: a claim is an UPDATE of rows picked with FOR UPDATE SKIP LOCKED, so no job runs twice at once while
 * its lease holds. Jobs run concurrently up to a limit, each with its own timeout; a slot that frees is filled
 * with the next due job at once, so one slow job holds up nothing but itself.
 */
export class JobQueue {
  private readonly held = new Map<number, Held>();
  private claiming: Promise<void> | null = null;
  /** Jobs may be due that no claim has looked for since: a wake-up, a finished job, a claim that filled up. */
  private lookAgain = false;
  private stopped = false;
  private finished = 0;
  private claimError: { error: unknown } | null = null;
  private idleWaiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly worker: WorkerContext;
  private readonly leaseSeconds: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly stopGraceMs: number;

  constructor(
    private readonly deps: WorkerContext & {
      listen?: (channel: string, onNotify: () => void, onReconnect: () => void) => Promise<() => Promise<void>>;
    },
    tuning: QueueTuning = {},
  ) {
    this.worker = { db: deps.db, config: deps.config, log: deps.log, mailer: deps.mailer };
    this.leaseMs = tuning.leaseMs ?? JOB_LEASE_MS;
    this.leaseSeconds = this.leaseMs / 1000;
    this.concurrency = tuning.concurrency ?? JOB_CONCURRENCY;
    this.timeoutMs = tuning.timeoutMs ?? JOB_TIMEOUT_MS;
    this.stopGraceMs = tuning.stopGraceMs ?? STOP_GRACE_MS;
  }

  /**
   * Runs every due job, including those the jobs enqueue (tests; the digest trigger call), and waits for them;
   * the number run.
   */
  async drain(): Promise<number> {
    const before = { finished: this.finished, claimError: this.claimError };
    this.fill();
    await this.idle();
    if (this.claimError !== before.claimError) throw this.claimError?.error;
    return this.finished - before.finished;
  }

  /**
   * Due jobs of the kinds this process takes now (a handler here, and claimable), oldest first. A running job
   * whose lease lapsed is due again, unless that was its last attempt (failAbandoned records it).
   */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const claimable = this.claimableKinds();
    if (claimable.length === 0) return [];
    const rows = await queryRows<ClaimedJob>(
      this.deps.db,
      sql`
      update ${jobs} set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${this.leaseSeconds})
      where id in (
        select id from ${jobs}
        where kind = any(${sql.param(claimable)}::text[])
          and ((status = 'pending' and run_at <= now())
            or (status = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at, id limit ${limit} for update skip locked)
      returning id, kind, payload, attempts, max_attempts`,
    );
    // bigserial comes back as text from a raw statement.
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  private claimableKinds(): string[] {
    return [...registeredKinds()].filter(([, kind]) => kind.claimableWhen?.(this.worker) ?? true).map(([name]) => name);
  }

  /** Fills free slots with due jobs: on every wake-up, poll and finished job. */
  private fill = (): void => {
    this.lookAgain = true;
    if (this.claiming || this.stopped) return;
    this.claiming = this.claimWhileRoom()
      .catch((error: unknown) => {
        // No look again at once (the database may be away): the next poll or wake-up tries.
        this.lookAgain = false;
        this.claimError = { error };
        this.deps.log.error(error, "the job worker failed to claim jobs");
      })
      .finally(() => {
        this.claiming = null;
        // A job that finished just as the last claim came back empty asked for a look that nobody took.
        if (this.lookAgain && !this.stopped && this.held.size < this.concurrency) this.fill();
        else this.settle();
      });
  };

  private async claimWhileRoom(): Promise<void> {
    while (this.lookAgain && !this.stopped && this.held.size < this.concurrency) {
      this.lookAgain = false;
      const room = this.concurrency - this.held.size;
      const claimed = await this.claim(room);
      for (const job of claimed) this.run(job);
      // A full claim may have left due jobs behind: the next free slot looks again.
      if (claimed.length === room) this.lookAgain = true;
    }
  }

  private run(job: ClaimedJob): void {
    const held: Held = { job, abort: new AbortController(), finishing: false };
    this.held.set(job.id, held);
    if (!this.renewTimer) {
      this.renewTimer = setInterval(() => void this.renew(), this.leaseMs / 3);
      this.renewTimer.unref();
    }
    void this.attempt(held).finally(() => {
      if (this.held.get(job.id) === held) this.held.delete(job.id);
      this.finished++;
      if (this.held.size === 0) {
        clearInterval(this.renewTimer);
        this.renewTimer = undefined;
      }
      this.fill();
      this.settle();
    });
  }

  /** One attempt, bounded by its kind's timeout; never rejects (a result it cannot write lapses with the lease). */
  private async attempt(held: Held): Promise<void> {
    const { job, abort } = held;
    let timer: NodeJS.Timeout | undefined;
    try {
      try {
        const kind = registeredKinds().get(job.kind);
        // Claimed only with a handler; the registry is per process, so this is a bug, and worth a retry elsewhere.
        if (!kind) throw new Error(`no handler for jobs of kind "${job.kind}" in this process`);
        const timeoutMs = kind.timeoutMs ?? this.timeoutMs;
        const ctx: JobContext = { ...this.worker, jobId: job.id, signal: abort.signal };
        // Through a promise, so a handler that throws before its first await fails like one that rejects.
        const work = Promise.resolve().then(() => kind.handler(job.payload, ctx));
        // What an abandoned attempt does after its timeout has no one to tell.
        work.catch(() => undefined);
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new JobTimedOut(timeoutMs)), timeoutMs);
        });
        await Promise.race([work, timedOut]);
        held.finishing = true;
        await this.record(job, sql`status = 'done', finished_at = now(), locked_until = null`);
      } catch (err) {
        held.finishing = true;
        if (err instanceof JobTimedOut) abort.abort(err);
        await this.recordFailure(job, err);
      }
    } catch (err) {
      this.deps.log.error({ err, job: job.id, kind: job.kind }, "a job's result could not be recorded");
    } finally {
      clearTimeout(timer);
    }
  }

  private async recordFailure(job: ClaimedJob, err: unknown): Promise<void> {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    const final = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
    this.deps.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: message }, "job failed");
    await this.record(
      job,
      final
        ? sql`status = 'failed', last_error = ${message}, finished_at = now(), locked_until = null`
        : sql`status = 'pending', last_error = ${message}, locked_until = null,
            run_at = now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})`,
    );
  }

  /** Writes an attempt's outcome where the claim is still ours; a lost claim's outcome is the other's to write. */
  private async record(job: ClaimedJob, set: SQL): Promise<void> {
    const rows = await queryRows(this.deps.db, sql`update ${jobs} set ${set} where ${stillOurs(job)} returning id`);
    if (rows.length === 0) {
      this.deps.log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts },
        "a job's claim passed to another worker while it ran: its outcome here is not recorded",
      );
    }
  }

  /** One UPDATE for every job this process runs; one it no longer holds (another process claimed it) is aborted. */
  private async renew(): Promise<void> {
    const mine = [...this.held.values()].filter((h) => !h.finishing);
    if (mine.length === 0) return;
    let renewed: Set<number>;
    try {
      const rows = await queryRows<{ id: string }>(
        this.deps.db,
        sql`
        update ${jobs} set locked_until = now() + make_interval(secs => ${this.leaseSeconds})
        ${allStillOurs(mine)} returning ${jobs}.id`,
      );
      renewed = new Set(rows.map((r) => Number(r.id)));
    } catch (err) {
      // The next renewal tries again; a lease that lapses meanwhile lets another process run the job too.
      this.deps.log.warn(err, "renewing the leases of running jobs failed");
      return;
    }
    for (const h of mine) {
      if (renewed.has(h.job.id) || h.finishing || this.held.get(h.job.id) !== h) continue;
      this.deps.log.warn({ job: h.job.id, kind: h.job.kind }, "a running job's lease passed to another worker");
      h.abort.abort(new Error("the job's lease passed to another worker"));
    }
  }

  private settle(): void {
    if (this.claiming || this.held.size > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** Resolves once nothing is being claimed or run. */
  private idle(): Promise<void> {
    if (!this.claiming && this.held.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Starts the background worker (main.ts; tests drain by hand): woken by NOTIFY, and every `pollMs` for
   * retries that fall due and jobs of a process that died. Done jobs are kept a week for the managers' view.
   */
  async start(pollMs = 5_000): Promise<void> {
    if (this.deps.listen) this.stopListening = await this.deps.listen("cairn_jobs", this.fill, this.fill);
    const lastRun = new Map<string, number>();
    const own: [string, Periodic][] = [
      ["prune", { everyMs: 3_600_000, run: () => this.prune() }],
      ["abandoned-jobs", { everyMs: 60_000, run: () => this.failAbandoned() }],
    ];
    const tick = () => {
      this.fill();
      for (const [name, periodic] of [...registeredPeriodics(), ...own]) {
        const last = lastRun.get(name);
        if (last !== undefined && Date.now() - last < periodic.everyMs) continue;
        lastRun.set(name, Date.now());
        void periodic.run(this.worker).catch((err) => this.deps.log.error(err, `periodic work "${name}" failed`));
      }
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    tick();
  }

  /**
   * Stops claiming and waits (a while) for running jobs. Jobs still running then are handed back, due at once,
   * for another process; they go on here until the process exits, their outcome no longer recorded.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.stopListening?.();
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([this.idle(), new Promise((resolve) => (grace = setTimeout(resolve, this.stopGraceMs)))]);
    clearTimeout(grace);
    clearInterval(this.renewTimer);
    this.renewTimer = undefined;
    const left = [...this.held.values()].filter((h) => !h.finishing);
    if (left.length === 0) return;
    await this.deps.db
      .execute(
        sql`update ${jobs} set status = 'pending', run_at = now(), locked_until = null,
          last_error = 'the process running it stopped' ${allStillOurs(left)}`,
      )
      .catch((err) => this.deps.log.warn(err, "handing back running jobs failed: their leases will lapse"));
    // Called off once handed back: what they record on the way out no longer matches their claim.
    for (const h of left) h.abort.abort(new Error("the worker is stopping"));
  }

  /**
   * A job whose last attempt's process died would otherwise stay "running" for good (it is not claimed again:
   * a job that kills its process must not go round the cluster forever). Every worker records it as failed.
   */
  private async failAbandoned(): Promise<void> {
    await this.deps.db.execute(
      sql`update ${jobs} set status = 'failed', finished_at = now(), locked_until = null,
        last_error = 'the process running its last attempt stopped'
      where status = 'running' and locked_until < now() and attempts >= max_attempts`,
    );
  }

  private async prune(): Promise<void> {
    await this.deps.db
      .execute(sql`delete from ${jobs} where status = 'done' and finished_at < now() - interval '7 days'`)
      .catch((err) => this.deps.log.warn(err, "pruning done jobs failed"));
    // Jobs no process takes (no handler in this version, mail off everywhere) wait rather than fail: say so.
    const claimable = this.claimableKinds();
    const waiting = await queryRows<{ kind: string; n: number }>(
      this.deps.db,
      sql`select kind, count(*)::int as n from ${jobs}
        where status = 'pending' and run_at < now() - interval '1 hour'
          and not (kind = any(${sql.param(claimable)}::text[]))
        group by kind`,
    );
    for (const { kind, n } of waiting) {
      this.deps.log.warn(
        { kind, jobs: n },
        `${n} jobs of kind "${kind}" have waited over an hour; this process does not take them (no handler here, or not claimable now)`,
      );
    }
  }
}
