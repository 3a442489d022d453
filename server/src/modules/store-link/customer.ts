import type { StoreOrder } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../core/auth/password";
import { newSecret } from "../../core/auth/tokens";
import { layoutMail } from "../../core/mail/layout";
import { enqueueMail } from "../../core/mail/mail-jobs";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { mailFrame, SITE_NAME } from "../notifications/frame";
import { issuePasswordToken, PASSWORD_TOKEN_DAYS, setPasswordUrl } from "../users/password-tokens";

export type Customer = { id: number; email: string; displayName: string; created: boolean };

const findByEmail = async (tx: Executor, email: string) =>
  (
    await tx
      .select({ id: users.id, email: users.email, displayName: users.displayName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1)
  )[0];

/** The name an account gets from an order: the customer's, else the e-mail's local part. */
export const customerName = (customer: StoreOrder["customer"]) =>
  (customer.name || customer.email.split("@")[0]).slice(0, 100);

/**
 * The order's customer as a Cairn user: his account when the e-mail has one, else a new account with an
 * unguessable password nobody knows (he chooses his own through the invitation). Two orders of one new
 * customer at once: the second insert waits on the e-mail's unique index, then finds the first one's account.
 */
export async function ensureCustomer(tx: Executor, customer: StoreOrder["customer"]): Promise<Customer> {
  const existing = await findByEmail(tx, customer.email);
  if (existing) return { ...existing, created: false };
  const [row] = await tx
    .insert(users)
    .values({
      email: customer.email.toLowerCase(),
      displayName: customerName(customer),
      passwordHash: await hashPassword(newSecret()),
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, displayName: users.displayName });
  if (row) return { ...row, created: true };
  const other = await findByEmail(tx, customer.email);
  if (!other) throw new Error(`the customer account ${customer.email} vanished while being made`);
  return { ...other, created: false };
}

/**
 * Mails a new customer his invitation: which projects were made for his order, and a link (valid a week, once)
 * to choose his password. Queued in the caller's transaction, so it goes only if the projects are made.
 */
export async function inviteCustomer(
  tx: Executor,
  customer: Customer,
  order: StoreOrder,
  projectTitles: string[],
  publicUrl: string,
) {
  const token = await issuePasswordToken(tx, customer.id);
  const message = layoutMail(
    {
      to: customer.email,
      subject: `Your project for order #${order.number} — ${SITE_NAME}`,
      heading: `Hello ${customer.displayName}, your order #${order.number} has its project in ${SITE_NAME}.`,
      lines: [
        `Project: ${projectTitles.join(", ")}.`,
        `An account was made for you with this e-mail address (${customer.email}). Choose your password to sign in and follow the work.`,
        `The link below works once, within ${PASSWORD_TOKEN_DAYS} days.`,
      ],
      action: { label: "Set your password", url: setPasswordUrl(publicUrl, token) },
    },
    await mailFrame(tx, publicUrl),
  );
  await enqueueMail(tx, [message]);
}
