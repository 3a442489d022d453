import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { enqueueJobs, PermanentJobError, registerJobHandler } from "../jobs/queue";

/**
 * Why a URL may not receive Cairn's webhooks, or null when it may: https, or http to a host the operator
 * allowed (CAIRN_ALLOW_HTTP_WEBHOOKS: a local stand-in in tests, a relay on the same network).
 */
export function webhookUrlProblem(url: string, allowHttpHosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a URL";
  }
  if (parsed.username || parsed.password) return "credentials in the URL";
  if (parsed.protocol === "https:") return null;
  if (parsed.protocol === "http:" && allowHttpHosts.includes(parsed.host.toLowerCase())) return null;
  if (parsed.protocol === "http:" && allowHttpHosts.includes(parsed.hostname.toLowerCase())) return null;
  return "only https:// URLs are allowed";
}

type WebhookJob = { url: string; body: unknown };

/** Queues a JSON POST (with the caller's transaction): sent by the worker, retried while the far end fails. */
export async function enqueueWebhook(db: Executor, url: string, body: unknown): Promise<void> {
  await enqueueJobs(db, [{ kind: "webhook", payload: { url, body } satisfies WebhookJob }]);
}

/** An answer another attempt may change: a timeout, too many requests, the far end failing. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

export async function postWebhook(config: Pick<Config, "allowHttpWebhooks">, job: WebhookJob): Promise<void> {
  const problem = webhookUrlProblem(job.url, config.allowHttpWebhooks);
  if (problem) throw new PermanentJobError(`webhook refused: ${problem}`);
  const res = await fetch(job.url, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "Cairn" },
    body: JSON.stringify(job.body),
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  if (res.ok) return;
  const text = (await res.text().catch(() => "")).slice(0, 300);
  const message = `webhook answered ${res.status}${text ? `: ${text}` : ""}`;
  if (worthRetrying(res.status)) throw new Error(message);
  throw new PermanentJobError(message);
}

registerJobHandler("webhook", (payload, ctx) => postWebhook(ctx.config, payload as WebhookJob));
