import { z } from "zod";
import { pageAnswer, writtenAnswer } from "./common";

/** The process answers; the load balancer and the cluster's start-up ask (GET health). */
export const healthAnswer = z.object({ status: z.literal("ok") });

/** A job of the background queue as global managers see it (server/src/modules/notifications/routes.ts). */
export const jobAnswer = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** pending, running, done or failed (server/src/db/schema/jobs.ts). */
  status: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof jobAnswer>;

export const jobsPageAnswer = pageAnswer(jobAnswer);
/** A failed job put back in the queue. */
export const jobWrittenAnswer = writtenAnswer(jobAnswer);

/** What a daily digest run queued (POST pm-pro/v2/daily-digest/run). */
export const digestRunAnswer = writtenAnswer(z.object({ users: z.number().int(), mails: z.number().int() }));
export type DigestRun = z.infer<typeof digestRunAnswer>["data"];
