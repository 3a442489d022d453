import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";
import { meAnswer, userAnswer } from "./users";

/**
 * Accounts: the first administrator's set-up, signing in and out, the signed-in user's profile and API tokens
 * (server/src/modules/auth), and the people the administrators manage (server/src/modules/users).
 */

/** A write that leaves nothing to show: signing out, revoking a token, a password link's page. */
export const messageOnlyAnswer = writtenAnswer(z.null());

/** Whether the first administrator is still to be created (GET auth/setup). */
export const setupNeededAnswer = itemAnswer(z.object({ needed: z.boolean() }));
export type SetupNeeded = z.infer<typeof setupNeededAnswer>["data"];

/** The signed-in user (GET auth/me, POST auth/login). */
export const meItemAnswer = itemAnswer(meAnswer);
/** The signed-in user after a write (POST auth/setup, POST auth/me). */
export const meWrittenAnswer = writtenAnswer(meAnswer);

/** An API token as its owner sees it (server/src/modules/auth/present.ts): never its secret nor its digest. */
export const apiTokenAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenAnswer>;

export const apiTokensAnswer = itemAnswer(z.array(apiTokenAnswer));
/** A new token: its secret is in this answer, and in no other. */
export const apiTokenCreatedAnswer = writtenAnswer(apiTokenAnswer.extend({ token: z.string() }));
export type CreatedApiToken = z.infer<typeof apiTokenCreatedAnswer>["data"];

/** A user as a write (creation, edit, deactivation, ...) leaves him, with the workspace activity it wrote. */
export const userWrittenAnswer = writtenAnswer(userAnswer);

/** The caller's projects (every one for a global manager), for pickers (GET pm/v2/user-all-projects). */
export const userProjectsAnswer = itemAnswer(z.array(projectRefAnswer));
