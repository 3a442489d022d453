import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { enqueueJobs, PermanentJobError, registerJobHandler } from "../jobs/kinds";
import { OutboundRefused, sendOutbound } from "./outbound";

/** `delivery_id`: the X-Cairn-Delivery header, fixed at enqueue so every retry carries the same one. */
type WebhookJob = { url: string; body: unknown; delivery_id?: string };

/** The header a receiver deduplicates on: delivery is at least once (a retry, a process that died mid-post). */
export const DELIVERY_HEADER = "x-cairn-delivery";

/** Queues a JSON POST (with the caller's transaction): sent by the worker, retried while the far end fails. */
export async function enqueueWebhook(db: Executor, url: string, body: unknown): Promise<void> {
  await enqueueJobs(db, [{ kind: "webhook", payload: { url, body, delivery_id: randomUUID() } satisfies WebhookJob }]);
}

/**
 * A job queued before delivery ids (no `delivery_id` in its payload) is named by its row, `job-<id>`: the same
 * on each of its attempts. A post outside the queue (none today) gets a fresh id.
 */
const deliveryIdOf = (job: WebhookJob, jobId: number | undefined): string =>
  job.delivery_id ?? (jobId === undefined ? randomUUID() : `job-${jobId}`);

/** An answer another attempt may change: a timeout, too many requests, the far end failing. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

/** A status as managers read it: the number and its standard name, never what the far end wrote. */
export const describeStatus = (status: number) =>
  STATUS_CODES[status] ? `${status} (${STATUS_CODES[status]})` : `${status}`;

/**
 * Posts one webhook. What a failure leaves in the job (and the managers' list of failed jobs) is a status or a
 * short reason: the far end's answer is never read, so nothing it says reaches a manager's screen. A refusal
 * by the outbound policy fails the job at once; it would be refused on every attempt.
 */
export async function postWebhook(
  config: Pick<Config, "outboundAllowHosts">,
  job: WebhookJob,
  attempt: { jobId?: number; signal?: AbortSignal } = {},
): Promise<void> {
  let status: number;
  try {
    ({ status } = await sendOutbound(job.url, config.outboundAllowHosts, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Cairn",
        [DELIVERY_HEADER]: deliveryIdOf(job, attempt.jobId),
      },
      body: JSON.stringify(job.body),
      timeoutMs: 10_000,
      signal: attempt.signal,
    }));
  } catch (err) {
    if (err instanceof OutboundRefused) throw new PermanentJobError(`webhook refused: ${err.message}`);
    throw new Error(`webhook failed: ${err instanceof Error ? err.message : "could not connect"}`);
  }
  if (status >= 200 && status < 300) return;
  const message = `webhook answered ${describeStatus(status)}`;
  if (worthRetrying(status)) throw new Error(message);
  throw new PermanentJobError(message);
}

/**
 * A webhook job's last error as managers may read it. Errors recorded before the guard (issue 42) carried up to
 * 300 characters of the far end's answer after the status: those are cut back to the status.
 */
export function presentableWebhookError(message: string): string {
  const answered = /^webhook answered (\d{3})\b/.exec(message);
  return answered ? `webhook answered ${describeStatus(Number(answered[1]))}` : message;
}

registerJobHandler("webhook", (payload, ctx) => postWebhook(ctx.config, payload as WebhookJob, ctx));
