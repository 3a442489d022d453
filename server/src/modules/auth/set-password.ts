import { PASSWORD_SET_MESSAGES } from "@cairn/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import { hashPassword } from "../../core/auth/password";
import { sha256 } from "../../core/auth/tokens";
import { invalidField } from "../../core/http/errors";
import type { Db } from "../../db/client";
import { passwordTokens, users } from "../../db/schema";
import { endCredentials } from "./service";

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
