import { MODULE } from "@cairn/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { ActivityRow } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { registerActivityConsumer } from "../../core/events/activity-events";
import { moduleIsOn } from "../../core/modules/state";
import type { Executor } from "../../db/client";
import { users, webhookEndpoints } from "../../db/schema";
import { deliveryBody, enqueueDeliveries } from "./delivery";
import { webhookEventOf } from "./events";
import { activeCreator, itemDataFor } from "./item-data";
import { newMessageId } from "./signing";

/** Who made the change, as a delivery names him: an integration's unmapped login by its label. */
async function actorOf(db: Executor, row: ActivityRow): Promise<{ id: number; display_name: string }> {
  if (row.actorId !== null) {
    const [user] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, row.actorId));
    if (user) return { id: row.actorId, display_name: user.name };
  }
  const label = (row.meta as { actor_label?: unknown }).actor_label;
  return { id: 0, display_name: typeof label === "string" && label !== "" ? label : "Cairn" };
}

/**
 * Outgoing webhooks hear every change of a project (migration 0046 queues its activity job while an active
 * endpoint is in scope): each active endpoint subscribed to the change's event, of its project or of the
 * workspace, gets the item as its creator may see it, read now; one he may not see is not sent to him.
 */
export function installWebhookEvents(): void {
  registerActivityConsumer("webhooks", async (rows, _ctx, tx) => {
    const first = rows[0];
    if (first.projectId === null) return;
    const event = webhookEventOf(rows);
    if (!event) return;
    const hooks = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.active, true),
          or(isNull(webhookEndpoints.projectId), eq(webhookEndpoints.projectId, first.projectId)),
          sql`${event} = any(${webhookEndpoints.events})`,
        ),
      )
      .orderBy(webhookEndpoints.id);
    if (hooks.length === 0 || !(await moduleIsOn(tx, MODULE.webhooks))) return;
    const actor = await actorOf(tx, first);
    const now = new Date();
    // One read per creator: several endpoints of one person see the same item.
    const bodies = new Map<number, string | null>();
    const bodyFor = async (creatorId: number) => {
      if (!bodies.has(creatorId)) {
        const creator: CurrentUser | null = await activeCreator(tx, creatorId);
        const data = creator ? await itemDataFor(tx, creator, first, event.endsWith(".deleted"), now) : null;
        bodies.set(creatorId, data === null ? null : deliveryBody(event, first.createdAt, actor, data));
      }
      return bodies.get(creatorId) ?? null;
    };
    const jobs = [];
    for (const hook of hooks) {
      const body = await bodyFor(hook.createdBy);
      if (body !== null) jobs.push({ endpoint_id: hook.id, message_id: newMessageId(), event, body });
    }
    await enqueueDeliveries(tx, jobs);
  });
}
