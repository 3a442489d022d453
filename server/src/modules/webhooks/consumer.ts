import { MODULE, type WebhookEvent } from "@cairn/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { registerActivityConsumer } from "../../core/events/activity-events";
import { registerJobHandler } from "../../core/jobs/kinds";
import { moduleIsOn } from "../../core/modules/state";
import type { Executor } from "../../db/client";
import { users, webhookEndpoints } from "../../db/schema";
import { deliveryBody, enqueueDeliveries } from "./delivery";
import { webhookEventOf } from "./events";
import { activeCreator, type ChangedItem, itemDataFor } from "./item-data";
import { newMessageId } from "./signing";

/** One change as endpoints hear of it: which event, when, by whom, and the item it is about. */
type WebhookChange = {
  event: WebhookEvent;
  at: Date;
  /** Null for a change no user made (an integration's login: its label is in the item's meta). */
  actorId: number | null;
  item: ChangedItem;
};

/** Who made the change, as a delivery names him: an integration's unmapped login by its label. */
async function actorOf(db: Executor, change: WebhookChange): Promise<{ id: number; display_name: string }> {
  if (change.actorId !== null) {
    const [user] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, change.actorId));
    if (user) return { id: change.actorId, display_name: user.name };
  }
  const label = (change.item.meta as { actor_label?: unknown }).actor_label;
  return { id: 0, display_name: typeof label === "string" && label !== "" ? label : "Cairn" };
}

/**
 * Queues a delivery of the change to each active endpoint subscribed to its event, of its project or of the
 * workspace: each gets the item as its creator may see it, read now; one he may not see is not sent to him.
 */
async function queueDeliveriesOf(tx: Executor, change: WebhookChange): Promise<void> {
  const { event, item } = change;
  if (item.projectId === null) return;
  const hooks = await tx
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.active, true),
        or(isNull(webhookEndpoints.projectId), eq(webhookEndpoints.projectId, item.projectId)),
        sql`${event} = any(${webhookEndpoints.events})`,
      ),
    )
    .orderBy(webhookEndpoints.id);
  if (hooks.length === 0 || !(await moduleIsOn(tx, MODULE.webhooks))) return;
  const actor = await actorOf(tx, change);
  const now = new Date();
  // One read per creator: several endpoints of one person see the same item.
  const bodies = new Map<number, string | null>();
  const bodyFor = async (creatorId: number) => {
    if (!bodies.has(creatorId)) {
      const creator: CurrentUser | null = await activeCreator(tx, creatorId);
      const data = creator ? await itemDataFor(tx, creator, item, event.endsWith(".deleted"), now) : null;
      bodies.set(creatorId, data === null ? null : deliveryBody(event, change.at, actor, data));
    }
    return bodies.get(creatorId) ?? null;
  };
  const jobs = [];
  for (const hook of hooks) {
    const body = await bodyFor(hook.createdBy);
    if (body !== null) jobs.push({ endpoint_id: hook.id, message_id: newMessageId(), event, body });
  }
  await enqueueDeliveries(tx, jobs);
}

/** What migration 0047's triggers queue for the changes no activity row records (time.logged, invoice.paid). */
type WebhookEventJob = {
  event: WebhookEvent;
  resource_type: string;
  resource_id: number;
  project_id: number;
  actor_id: number | null;
  at: string;
};

/**
 * Outgoing webhooks hear every change of a project: its activity rows (migration 0046 queues their job while an
 * active endpoint is in scope), and the time logs and invoice payments that record none (migration 0047's
 * `webhook-event` jobs, queued only for a subscribed endpoint).
 */
export function installWebhookEvents(): void {
  registerActivityConsumer("webhooks", async (rows: ActivityRow[], _ctx, tx) => {
    const event = webhookEventOf(rows);
    if (event) await queueDeliveriesOf(tx, { event, at: rows[0].createdAt, actorId: rows[0].actorId, item: rows[0] });
  });
  registerJobHandler("webhook-event", async (payload, ctx) => {
    const job = payload as WebhookEventJob;
    const item = {
      resourceType: job.resource_type,
      resourceId: job.resource_id,
      projectId: job.project_id,
      meta: {},
      privateKinds: [],
      ownerId: null,
    };
    await ctx.db.transaction((tx) =>
      queueDeliveriesOf(tx, { event: job.event, at: new Date(job.at), actorId: job.actor_id, item }),
    );
  });
}
