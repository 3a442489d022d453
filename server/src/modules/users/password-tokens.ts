import { and, eq, lte } from "drizzle-orm";
import { newSecret, sha256 } from "../../core/auth/tokens";
import type { Executor } from "../../db/client";
import { passwordTokens } from "../../db/schema";

/** An invitation is good for a week: long enough for a holiday, short enough that old mail is harmless. */
export const PASSWORD_TOKEN_DAYS = 7;
/** A reset (asked by the person or sent by an administrator) is good for an hour: it is used at once or not at all. */
export const RESET_TOKEN_MS = 3_600_000;

/** The page a token's link opens (web: features/auth/SetPasswordPage). */
export const setPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;

/**
 * A one-time token that lets `userId` choose his password, written with the caller's executor (inside the
 * transaction that made the account, so the link and the account commit together). Only its digest is kept;
 * the token itself goes into the mail once. The user's expired tokens are swept on the way.
 */
export async function issuePasswordToken(
  tx: Executor,
  userId: number,
  now = new Date(),
  validForMs = PASSWORD_TOKEN_DAYS * 86_400_000,
): Promise<string> {
  const token = newSecret();
  await tx.delete(passwordTokens).where(and(eq(passwordTokens.userId, userId), lte(passwordTokens.expiresAt, now)));
  await tx.insert(passwordTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(now.getTime() + validForMs),
  });
  return token;
}
