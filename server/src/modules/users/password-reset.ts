import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { layoutMail } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import type { Db, Executor } from "../../db/client";
import { passwordTokens, users } from "../../db/schema";
import { mailFrame, SITE_NAME } from "../notifications/frame";
import { issuePasswordToken, RESET_TOKEN_MS, setPasswordUrl } from "./password-tokens";

/** At most this many reset links per account an hour: a stranger typing someone's address cannot flood him. */
export const RESETS_PER_HOUR = 3;

/**
 * Queues a mail with a one-hour, one-time link to choose a new password, in the caller's transaction (the
 * token and the mail commit together). The administrator's "Send password reset" and "Forgot password?" both.
 */
export async function mailPasswordReset(
  tx: Executor,
  user: { id: number; email: string; displayName: string },
  publicUrl: string,
) {
  const token = await issuePasswordToken(tx, user.id, new Date(), RESET_TOKEN_MS);
  const message = layoutMail(
    {
      to: user.email,
      subject: `Choose a new password — ${SITE_NAME}`,
      heading: `Hello ${user.displayName}, someone asked to reset your ${SITE_NAME} password.`,
      lines: [
        "Follow the link below to choose a new one; every browser signed in as you will have to sign in again.",
        "The link works once, within one hour. If you did not ask for it, ignore this mail: your password stays.",
      ],
      action: { label: "Choose a new password", url: setPasswordUrl(publicUrl, token) },
    },
    await mailFrame(tx, publicUrl),
  );
  await enqueueMail(tx, [message]);
}

/**
 * "Forgot password?": mails a reset link when `email` names an active account that has not had
 * RESETS_PER_HOUR links in the past hour; otherwise does nothing. The route answers before this runs, so
 * neither the answer nor its timing says whether the account exists.
 */
export async function forgotPassword(db: Db, email: string, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deactivatedAt)))
      .limit(1)
      // Two requests at once for one account count against one limit.
      .for("update");
    if (!user) return false;
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, user.id), gt(passwordTokens.createdAt, sql`now() - interval '1 hour'`)));
    if (recent >= RESETS_PER_HOUR) return false;
    await mailPasswordReset(tx, user, publicUrl);
    return true;
  });
}
