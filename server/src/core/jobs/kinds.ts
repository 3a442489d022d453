import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db, Executor } from "../../db/client";
import { jobs } from "../../db/schema";
import type { Mailer } from "../mail/mailer";

/*
 * What features see of the job queue: the kinds of job and periodic work they register, and how they queue
 * jobs. The worker that claims and runs them is queue.ts.
 */

/** What the worker hands its periodic work and asks a kind's `claimableWhen` with. */
export type WorkerContext = { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer };
/**
 * What a job handler may use: the database (no request, no caller), the configuration and the mailer. `signal`
 * aborts when the attempt's time is up or its claim passed to another process: a handler that can stop, stops.
 */
export type JobContext = WorkerContext & { jobId: number; signal: AbortSignal };
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

export type JobKindOptions = {
  /** An attempt running longer counts as failed (and is retried); JOB_TIMEOUT_MS unless the kind says. */
  timeoutMs?: number;
  /**
   * Asked before every claim: false leaves the kind's jobs pending for a process that can do them (mail on a
   * process that cannot send). Without it the kind is always claimable.
   */
  claimableWhen?: (ctx: WorkerContext) => boolean;
};

/** A failure that another attempt cannot fix (a refused address, a 4xx from a webhook): no retry. */
export class PermanentJobError extends Error {}

export type JobKind = JobKindOptions & { handler: JobHandler };

/**
 * By kind, like the task hooks: an app built twice in one process (tests) registers each handler once. A
 * process claims only kinds it has a handler for: a job of a kind this version does not know (written by a
 * newer process during a rolling upgrade) waits for a process that does, rather than failing here.
 */
const kinds = new Map<string, JobKind>();

/** The kinds this process has a handler for, with their options (the queue claims among these). */
export const registeredKinds = (): ReadonlyMap<string, JobKind> => kinds;

export function registerJobHandler(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
  kinds.set(kind, { ...options, handler });
}

/** Work a worker does on a timer rather than on demand (the digest's hourly look); runs in every process. */
export type Periodic = { everyMs: number; run: (ctx: WorkerContext) => Promise<unknown> };
const periodics = new Map<string, Periodic>();

export const registeredPeriodics = (): ReadonlyMap<string, Periodic> => periodics;

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
