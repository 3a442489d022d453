import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { type Db, type Executor, queryRows } from "../../db/client";
import { jobs } from "../../db/schema";
import type { Mailer } from "../mail/mailer";

/** What a job handler may use: the database (no request, no caller), the configuration and the mailer. */
export type JobContext = { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer; jobId: number };
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

/** A failure that another attempt cannot fix (a refused address, a 4xx from a webhook): no retry. */
export class PermanentJobError extends Error {}

/** By kind, like the task hooks: an app built twice in one process (tests) registers each handler once. */
const handlers = new Map<string, JobHandler>();

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** Work a worker does on a timer rather than on demand (the digest's hourly look); runs in every process. */
type Periodic = { everyMs: number; run: (ctx: Omit<JobContext, "jobId">) => Promise<unknown> };
const periodics = new Map<string, Periodic>();

export function registerPeriodic(name: string, everyMs: number, run: Periodic["run"]): void {
  periodics.set(name, { everyMs, run });
}

export type EnqueueOptions = { runAt?: Date; maxAttempts?: number };

/**
 * Writes jobs with the caller's executor: inside a transaction they commit (or vanish) with the change that
 * caused them. Workers are woken by the jobs table's insert trigger (NOTIFY cairn_jobs, delivered at commit).
 */
export async function enqueueJobs(
  db: Executor,
  items: { kind: string; payload: unknown }[],
  options: EnqueueOptions = {},
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(jobs).values(
    items.map((i) => ({
      kind: i.kind,
      payload: i.payload,
      // Unset: the database's now(), the clock the claim compares with.
      ...(options.runAt ? { runAt: options.runAt } : {}),
      maxAttempts: options.maxAttempts ?? 8,
    })),
  );
}

/** 10 s, 20 s, 40 s ... capped at an hour, with ±20 % jitter so failures of one burst spread out. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** How long a claimed job stays claimed: a worker that dies mid-job frees it after this. */
const CLAIM_SECONDS = 300;
const BATCH = 10;

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number };

/**
 * Runs due jobs. Each app process has one; several processes (or a crashed one's leftovers) share the table
 * safely: a claim is an UPDATE of rows picked with FOR UPDATE SKIP LOCKED, so no job runs twice at once.
 */
export class JobQueue {
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private again = false;

  constructor(
    private readonly deps: {
      db: Db;
      config: Config;
      log: FastifyBaseLogger;
      mailer: Mailer;
      listen?: (channel: string, onNotify: () => void, onReconnect: () => void) => Promise<() => Promise<void>>;
    },
  ) {}

  /** Claims and runs one batch of due jobs; the number run. */
  async runBatch(): Promise<number> {
    const claimed = await queryRows<ClaimedJob>(
      this.deps.db,
      sql`
      update ${jobs} set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where id in (
        select id from ${jobs}
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id limit ${BATCH} for update skip locked)
      returning id, kind, payload, attempts, max_attempts`,
    );
    await Promise.all(claimed.map((job) => this.runOne(job)));
    return claimed.length;
  }

  /** Runs every due job, including those the jobs enqueue (tests; the digest trigger call). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.runBatch();
      if (n === 0) return total;
      total += n;
    }
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload, { ...this.deps, jobId: job.id });
      await this.deps.db.execute(
        sql`update ${jobs} set status = 'done', finished_at = now(), locked_until = null where id = ${job.id}`,
      );
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const final = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
      this.deps.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, final, err: message }, "job failed");
      await this.deps.db.execute(
        final
          ? sql`update ${jobs} set status = 'failed', last_error = ${message}, finished_at = now(), locked_until = null
              where id = ${job.id}`
          : sql`update ${jobs} set status = 'pending', last_error = ${message}, locked_until = null,
              run_at = now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000}) where id = ${job.id}`,
      );
    }
  }

  /** Runs batches until none is due; a wake-up during a run makes it look again once it ends. */
  private kick = (): void => {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => {
        this.deps.log.error(err, "the job worker failed to claim jobs");
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };

  /**
   * Starts the background worker (main.ts; tests drain by hand): woken by NOTIFY, and every `pollMs` for
   * retries that fall due and jobs of a process that died. Done jobs are kept a week for the managers' view.
   */
  async start(pollMs = 5_000): Promise<void> {
    if (this.deps.listen) this.stopListening = await this.deps.listen("cairn_jobs", this.kick, this.kick);
    const lastRun = new Map<string, number>();
    const tick = () => {
      this.kick();
      for (const [name, periodic] of [
        ...periodics,
        ["prune", { everyMs: 3_600_000, run: () => this.prune() }] as const,
      ]) {
        const last = lastRun.get(name);
        if (last !== undefined && Date.now() - last < periodic.everyMs) continue;
        lastRun.set(name, Date.now());
        void periodic.run(this.deps).catch((err) => this.deps.log.error(err, `periodic work "${name}" failed`));
      }
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.stopListening?.();
    await this.running;
  }

  private async prune(): Promise<void> {
    await this.deps.db
      .execute(sql`delete from ${jobs} where status = 'done' and finished_at < now() - interval '7 days'`)
      .catch((err) => this.deps.log.warn(err, "pruning done jobs failed"));
  }
}
