import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inboundNotifications } from "../../db/schema";
import { registerPeriodic } from "../jobs/kinds";

/**
 * How long a notification's key is remembered. PayPal retries an unacknowledged notification for four days
 * and a merchant may resend one from its history for 28; GitHub redelivers up to three days back. A replay
 * older than this is treated as new (a PayPal payment still records once: its transaction id is unique).
 */
export const INBOUND_KEEP_DAYS = 90;

/** The digest a code host's body is remembered by (hex sha256 of the bytes as signed). */
export const bodyDigest = (raw: Buffer) => createHash("sha256").update(raw).digest("hex");

/**
 * Claims a notification from outside by its sender's key: true for the first claim (act on it), false when it
 * is claimed already (a replay or a retry: do nothing). The primary key decides, so of two deliveries at once
 * exactly one wins; pass a transaction to make the claim commit (or vanish) with what it acts on.
 */
export async function claimInbound(db: Executor, source: string, key: string): Promise<boolean> {
  const claimed = await db
    .insert(inboundNotifications)
    .values({ source, key })
    .onConflictDoNothing()
    .returning({ key: inboundNotifications.key });
  return claimed.length > 0;
}

/** Gives a claim back when acting failed in a way the sender's retry can mend. */
export async function releaseInbound(db: Executor, source: string, key: string): Promise<void> {
  await db
    .delete(inboundNotifications)
    .where(and(eq(inboundNotifications.source, source), eq(inboundNotifications.key, key)));
}

/** Keys older than INBOUND_KEEP_DAYS are forgotten; every worker looks hourly (a delete of none is cheap). */
export function registerInboundSweep(): void {
  registerPeriodic("inbound-notifications-sweep", 3_600_000, (ctx) => sweepInbound(ctx.db));
}

export async function sweepInbound(db: Executor): Promise<number> {
  const gone = await db
    .delete(inboundNotifications)
    .where(sql`${inboundNotifications.receivedAt} < now() - make_interval(days => ${INBOUND_KEEP_DAYS})`)
    .returning({ key: inboundNotifications.key });
  return gone.length;
}
