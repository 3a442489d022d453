import type { Executor } from "../../db/client";
import { enqueueJobs, PermanentJobError, registerJobHandler } from "../jobs/queue";
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

registerJobHandler("mail", async (payload, ctx) => {
  // Mail switched off since the job was queued (the SMTP URL removed): the message is dropped, not failed.
  if (!ctx.mailer.enabled) return;
  try {
    await ctx.mailer.send(payload as MailMessage);
  } catch (err) {
    if (isPermanent(err)) throw new PermanentJobError(err instanceof Error ? err.message : String(err));
    throw err;
  }
});
