import type { Executor } from "../../db/client";
import { enqueueJobs, PermanentJobError, registerJobHandler } from "../jobs/kinds";
import type { MailMessage } from "./mailer";

/** Queues messages (one job each: a refused address fails alone, the others go). */
export async function enqueueMail(db: Executor, messages: MailMessage[]): Promise<void> {
  await enqueueJobs(
    db,
    messages.map((m) => ({ kind: "mail", payload: m })),
  );
}

/** An SMTP reply code of 5xx is the server's final word (no such mailbox, refused content): no retry. */
const isPermanent = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/**
 * A process that cannot send (mail off for it) never claims a mail job: the message waits for one that can,
 * or for mail to be switched on, rather than being dropped.
 */
registerJobHandler(
  "mail",
  async (payload, ctx) => {
    try {
      await ctx.mailer.send(payload as MailMessage);
    } catch (err) {
      if (isPermanent(err)) throw new PermanentJobError(err instanceof Error ? err.message : String(err));
      throw err;
    }
  },
  { claimableWhen: (ctx) => ctx.mailer.enabled },
);
