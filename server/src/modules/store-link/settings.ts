import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { StoreSettingsBody } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { storeLinkSettings } from "../../db/schema";

export type StoreSettingsRow = typeof storeLinkSettings.$inferSelect;

/** 192 random bits, URL-safe: the webhook address is a credential of its own, beside the secret. */
const newToken = () => randomBytes(24).toString("base64url");

export const storeWebhookUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/pm-pro/v2/woo-project/webhook?token=${token}`;

export async function loadStoreSettings(db: Executor): Promise<StoreSettingsRow | undefined> {
  const [row] = await db.select().from(storeLinkSettings).where(eq(storeLinkSettings.id, 1));
  return row;
}

/**
 * Saves the secret and/or makes a new address (the first save makes the first one; `regenerate` replaces it,
 * and the old address stops working at once). Nobody reads the secret back.
 */
export async function saveStoreSettings(db: Executor, body: StoreSettingsBody, userId: number) {
  const token = newToken();
  const [row] = await db
    .insert(storeLinkSettings)
    .values({ id: 1, token, secret: body.secret ?? null, updatedBy: userId })
    .onConflictDoUpdate({
      target: storeLinkSettings.id,
      set: {
        ...(body.regenerate ? { token: sql`excluded.token` } : {}),
        ...(body.secret !== undefined ? { secret: sql`excluded.secret` } : {}),
        updatedBy: userId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

/** What the settings call answers: the whole address (with its token) and whether a secret is set. */
export const presentStoreSettings = (row: StoreSettingsRow | undefined, publicUrl: string) => ({
  webhook_url: row ? storeWebhookUrl(publicUrl, row.token) : null,
  secret_set: Boolean(row?.secret),
});

/** Equal strings, compared in constant time (their digests, so the lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the address's token is the configured one (constant time). */
export const tokenMatches = (row: StoreSettingsRow | undefined, given: string | undefined) =>
  Boolean(row && given && sameSecret(given, row.token));

/** WooCommerce's X-WC-Webhook-Signature: the base64 HMAC-SHA256 of the raw body with the shared secret. */
export const storeSignature = (raw: Buffer | string, secret: string) =>
  createHmac("sha256", secret).update(raw).digest("base64");

export function signatureMatches(raw: Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  return sameSecret(header.trim(), storeSignature(raw, secret));
}
