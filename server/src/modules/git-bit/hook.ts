import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { gitBitHooks } from "../../db/schema";

export type HookRow = typeof gitBitHooks.$inferSelect;

/** 192 random bits, URL-safe: the webhook address is the credential. */
export const newHookToken = () => randomBytes(24).toString("base64url");

export const webhookUrl = (publicUrl: string, projectId: number, token: string) =>
  `${publicUrl}/api/pm-pro/v2/integrations/${projectId}?token=${token}`;

export async function loadHook(db: Executor, projectId: number): Promise<HookRow | undefined> {
  const [row] = await db.select().from(gitBitHooks).where(eq(gitBitHooks.projectId, projectId));
  return row;
}

/** The project's hook, made on first use (the first enable); the token of an existing one is kept. */
export async function ensureHook(db: Executor, projectId: number): Promise<HookRow> {
  const [row] = await db
    .insert(gitBitHooks)
    .values({ projectId, token: newHookToken() })
    .onConflictDoUpdate({ target: gitBitHooks.projectId, set: { projectId: sql`excluded.project_id` } })
    .returning();
  return row;
}

/** A new address: the old one stops working at once. */
export async function regenerateHookToken(db: Executor, projectId: number): Promise<HookRow> {
  const [row] = await db
    .insert(gitBitHooks)
    .values({ projectId, token: newHookToken() })
    .onConflictDoUpdate({ target: gitBitHooks.projectId, set: { token: sql`excluded.token` } })
    .returning();
  return row;
}

/** Equal strings, compared in constant time (digests first, so lengths do not show either). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * GitHub's X-Hub-Signature-256 and Bitbucket's X-Hub-Signature: `sha256=` and the hex HMAC-SHA256 of the raw
 * body with the shared secret.
 */
export function signatureMatches(raw: Buffer, secret: string, header: string | undefined): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
  return sameSecret(header, expected);
}
