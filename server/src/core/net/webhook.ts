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
 * What one POST to a webhook came to: the status (null when none came back), how long it took, and for a
 * failure its short reason and whether another attempt may change it.
 */
export type WebhookOutcome =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status: number | null; durationMs: number; error: string; permanent: boolean };

/**
 * Sends one JSON body as it is (a signed body must go byte for byte). The far end's answer is never read, so
 * nothing it says reaches a manager's screen; a refusal by the outbound policy is permanent: it would be
 * refused on every attempt.
 */
export async function sendWebhook(
  config: Pick<Config, "outboundAllowHosts">,
  url: string,
  body: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<WebhookOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let status: number;
  try {
    ({ status } = await sendOutbound(url, config.outboundAllowHosts, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Cairn", ...headers },
      body,
      timeoutMs: 10_000,
      signal,
    }));
  } catch (err) {
    if (err instanceof OutboundRefused) {
      return { ok: false, status: null, durationMs: took(), error: `webhook refused: ${err.message}`, permanent: true };
    }
    const reason = err instanceof Error ? err.message : "could not connect";
    return { ok: false, status: null, durationMs: took(), error: `webhook failed: ${reason}`, permanent: false };
  }
  if (status >= 200 && status < 300) return { ok: true, status, durationMs: took() };
  const error = `webhook answered ${describeStatus(status)}`;
  return { ok: false, status, durationMs: took(), error, permanent: !worthRetrying(status) };
}

/** A failed outcome as the queue takes it: retried with back-off, or failed for good. */
export function webhookFailure(outcome: Extract<WebhookOutcome, { ok: false }>): Error {
  return outcome.permanent ? new PermanentJobError(outcome.error) : new Error(outcome.error);
}

/** Posts one webhook job (Slack's): the same body and X-Cairn-Delivery id on each attempt. */
export async function postWebhook(
  config: Pick<Config, "outboundAllowHosts">,
  job: WebhookJob,
  attempt: { jobId?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const outcome = await sendWebhook(
    config,
    job.url,
    JSON.stringify(job.body),
    { [DELIVERY_HEADER]: deliveryIdOf(job, attempt.jobId) },
    attempt.signal,
  );
  if (!outcome.ok) throw webhookFailure(outcome);
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
