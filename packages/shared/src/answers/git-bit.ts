import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/** A member of the project with his GitHub and Bitbucket logins (server/src/modules/git-bit/user-map.ts). */
export const userMapRowAnswer = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  github: z.string().nullable(),
  bitbucket: z.string().nullable(),
});
export type UserMapRow = z.infer<typeof userMapRowAnswer>;

export const userMapAnswer = itemAnswer(z.array(userMapRowAnswer));
/** A save answers the whole map as it now is. */
export const userMapWrittenAnswer = writtenAnswer(z.array(userMapRowAnswer));

/** A new webhook address: the old one no longer works. */
export const hookRegeneratedAnswer = writtenAnswer(z.object({ webhook_url: z.string() }));
export type HookRegenerated = z.infer<typeof hookRegeneratedAnswer>["data"];

/** What a provider's delivery did (POST pm-pro/v2/integrations/{project_id}): said for its delivery log. */
export const deliveryAnswer = itemAnswer(
  z.object({ result: z.string(), task_id: z.number().int().optional(), comment_id: z.number().int().optional() }),
);

/** Slack accepted a test message: the host it went to (the rest of the address is a secret). */
export const slackTestWrittenAnswer = writtenAnswer(z.object({ host: z.string() }));
export type SlackTestResult = z.infer<typeof slackTestWrittenAnswer>["data"];
