import { WEBHOOK_LOG_DAYS, type WEBHOOK_PING, type WebhookEvent } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { enqueueJobs, type JobContext, registerJobHandler, registerPeriodic } from "../../core/jobs/kinds";
import { sendWebhook, webhookFailure } from "../../core/net/webhook";
import type { Executor } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { activeCreator } from "./item-data";
import { signedHeaders } from "./signing";

const KIND = "webhook-delivery";

/** One delivery: its body is fixed when the event happens, so every attempt and resend sends the same bytes. */
type DeliveryJob = { endpoint_id: number; message_id: string; event: string; body: string };

/** The delivery's JSON body, written once: retries and resends send these very bytes. */
export const deliveryBody = (
  type: WebhookEvent | typeof WEBHOOK_PING,
  at: Date,
  actor: { id: number; display_name: string },
  data: unknown,
) => JSON.stringify({ type, timestamp: at.toISOString(), actor, data });

export async function enqueueDeliveries(db: Executor, jobs: DeliveryJob[]): Promise<void> {
  await enqueueJobs(
    db,
    jobs.map((payload) => ({ kind: KIND, payload })),
  );
}

/**
 * One attempt: signed now (the timestamp is the attempt's), logged whatever comes of it, and retried by the
 * queue with its back-off while the far end fails (5xx, 408, 429, no answer); any other 4xx, or an address the
 * outgoing-request policy refuses, fails for good. An endpoint deleted or paused meanwhile, or whose creator
 * was deactivated, is sent nothing.
 */
async function attemptDelivery(payload: unknown, ctx: JobContext): Promise<void> {
  const job = payload as DeliveryJob;
  const [hook] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, job.endpoint_id));
  if (!hook?.active || !(await activeCreator(ctx.db, hook.createdBy))) return;
  const [{ attempt }] = await ctx.db
    .select({ attempt: sql<number>`coalesce(max(${webhookDeliveries.attempt}), 0)::int + 1` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.messageId, job.message_id));
  const headers = signedHeaders(hook.secret, job.message_id, job.body, new Date());
  const outcome = await sendWebhook(ctx.config, hook.url, job.body, headers, ctx.signal);
  await ctx.db.insert(webhookDeliveries).values({
    endpointId: hook.id,
    messageId: job.message_id,
    event: job.event,
    body: job.body,
    attempt,
    state: outcome.ok ? "delivered" : "failed",
    statusCode: outcome.status,
    durationMs: outcome.durationMs,
    error: outcome.ok ? null : outcome.error,
  });
  if (!outcome.ok) throw webhookFailure(outcome);
}

/** Log rows older than WEBHOOK_LOG_DAYS go; the number removed. */
export async function purgeWebhookLog(db: Executor): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(sql`${webhookDeliveries.createdAt} < now() - make_interval(days => ${WEBHOOK_LOG_DAYS})`)
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}

export const WEBHOOK_PURGE = "webhook-log-purge";

export function installWebhookDelivery(): void {
  // A receiver gets 10 s (sendOutbound's timeout); the attempt's own bound leaves room for the log's writes.
  registerJobHandler(KIND, attemptDelivery, { timeoutMs: 30_000 });
  registerPeriodic(WEBHOOK_PURGE, 3_600_000, ({ db }) => purgeWebhookLog(db));
}
