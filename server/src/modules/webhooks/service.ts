import { type CreateWebhookBody, WEBHOOK_MESSAGES as M, type UpdateWebhookBody, WEBHOOK_PING } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { CurrentUser } from "../../core/auth/current-user";
import { AppError, unprocessableField } from "../../core/http/errors";
import { outboundUrlFormProblem, outboundUrlProblem } from "../../core/net/outbound";
import type { Db } from "../../db/client";
import { webhookEndpoints } from "../../db/schema";
import { deliveryBody, enqueueDeliveries } from "./delivery";
import type { DeliveryRow, WebhookRow, WebhookScope } from "./load";
import { newMessageId, newWebhookSecret } from "./signing";

/**
 * The URL must be one Cairn will call (core/net/outbound.ts): https to a host that resolves to public addresses,
 * or a host the operator allows. Judged when saved, and again by every attempt where it connects.
 */
async function assertCallable(config: Pick<Config, "outboundAllowHosts">, url: string): Promise<void> {
  if (outboundUrlFormProblem(url, config.outboundAllowHosts)) throw unprocessableField("url", M.urlInvalid);
  const problem = await outboundUrlProblem(url, config.outboundAllowHosts);
  if (problem) throw unprocessableField("url", `${M.urlNotAllowed}: ${problem}.`);
}

export async function createWebhook(
  db: Db,
  config: Pick<Config, "outboundAllowHosts">,
  me: CurrentUser,
  scope: WebhookScope,
  body: CreateWebhookBody,
): Promise<WebhookRow> {
  await assertCallable(config, body.url);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      projectId: scope.projectId,
      url: body.url,
      events: body.events,
      active: body.active,
      description: body.description,
      secret: newWebhookSecret(),
      createdBy: me.id,
      updatedBy: me.id,
    })
    .returning();
  return row;
}

/**
 * Changes what was sent; the creator stays (what is delivered is what he may see, whoever edits it). The URL
 * is judged only when it changes, so pausing an endpoint whose host later went private still works.
 */
export async function updateWebhook(
  db: Db,
  config: Pick<Config, "outboundAllowHosts">,
  me: CurrentUser,
  hook: WebhookRow,
  body: UpdateWebhookBody,
): Promise<WebhookRow> {
  if (body.url !== undefined && body.url !== hook.url) await assertCallable(config, body.url);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: body.url ?? hook.url,
      events: body.events ?? hook.events,
      active: body.active ?? hook.active,
      description: body.description ?? hook.description,
      updatedBy: me.id,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, hook.id))
    .returning();
  return row;
}

/** Its log goes with it (cascade); deliveries still queued find no endpoint and send nothing. */
export async function deleteWebhook(db: Db, hook: WebhookRow): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
}

/** A new secret, from the next attempt on (queued retries are signed with it too). */
export async function rotateWebhookSecret(db: Db, me: CurrentUser, hook: WebhookRow): Promise<WebhookRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), updatedBy: me.id, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, hook.id))
    .returning();
  return row;
}

const assertActive = (hook: WebhookRow) => {
  if (!hook.active) throw new AppError(422, "rest_unprocessable", [M.paused]);
};

/** A `ping` through the same queue, signing and log as the events, so the set-up is tested end to end. */
export async function pingWebhook(db: Db, me: CurrentUser, hook: WebhookRow): Promise<void> {
  assertActive(hook);
  const body = deliveryBody(
    WEBHOOK_PING,
    new Date(),
    { id: me.id, display_name: me.displayName },
    {
      webhook_id: hook.id,
      url: hook.url,
    },
  );
  await enqueueDeliveries(db, [{ endpoint_id: hook.id, message_id: newMessageId(), event: WEBHOOK_PING, body }]);
}

/** The same body under the same webhook-id: a new attempt of the same message, which a receiver may drop. */
export async function resendDelivery(db: Db, hook: WebhookRow, delivery: DeliveryRow): Promise<void> {
  assertActive(hook);
  await enqueueDeliveries(db, [
    { endpoint_id: hook.id, message_id: delivery.messageId, event: delivery.event, body: delivery.body },
  ]);
}
