import { PASSWORD_SET_MESSAGES } from "@cairn/shared";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { hashPassword } from "../../core/auth/password";
import { newSecret, sha256 } from "../../core/auth/tokens";
import { invalidField } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { passwordTokens, users } from "../../db/schema";
import { endCredentials } from "./service";

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

/**
 * Sets the password a live token allows and spends it: the token row is deleted in the same statement that
 * finds it, so two uses at once cannot both pass. Every other link, every session and every API token of the
 * user go too (a password chosen through a link replaces whatever signed in before). An unknown, used or expired token → 400.
 */
export async function setPasswordWithToken(db: Db, token: string, password: string): Promise<{ userId: number }> {
  // Hashed first: scrypt is slow, and the transaction should hold its locks only for the writes.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(passwordTokens)
      .where(and(eq(passwordTokens.tokenHash, sha256(token)), gt(passwordTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordTokens.userId });
    if (!spent) throw invalidField("token", PASSWORD_SET_MESSAGES.tokenInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, spent.userId));
    await endCredentials(tx, spent.userId);
    return spent;
  });
}
