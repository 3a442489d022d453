import { z } from "zod";
import { LANGUAGES } from "../languages";
import { TIME_FORMATS } from "../time-format";
import { itemAnswer, pageAnswer } from "./common";

/** The public face of a user (server/src/modules/users/present.ts): never the password hash. */
export const userAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  /** Where the server reads the user's global role (the directory, member lists). */
  manager: z.boolean().optional(),
  admin: z.boolean().optional(),
  /** Where the server knows it: deactivated and deleted people show greyed. */
  status: z.enum(["active", "deactivated", "deleted"]).optional(),
});
export type User = z.infer<typeof userAnswer>;

/** A person as an item names him (assignee, creator, completer). */
export const personAnswer = userAnswer;
export type Person = z.infer<typeof personAnswer>;

/** The signed-in user, with global capabilities and profile preferences. */
export const meAnswer = userAnswer.extend({
  timezone: z.string().nullable(),
  week_start: z.number().int(),
  locale: z.string().nullable(),
  /** The web app's language (`en`, `de`); null follows the browser's. */
  language: z.enum(LANGUAGES).nullable(),
  /** The clock of shown times (`12h`, `24h`); null follows the locale's. */
  time_format: z.enum(TIME_FORMATS).nullable(),
  capabilities: z.object({ manage: z.boolean(), admin: z.boolean() }),
});
export type Me = z.infer<typeof meAnswer>;

/** A member of a project: the user with his role in it. */
export const memberAnswer = userAnswer.extend({
  role_id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  role: z.enum(["manager", "co_worker", "client"]),
});
export type Member = z.infer<typeof memberAnswer>;

/** The people directory (GET pm/v2/users): a page of users with their role and status. */
export const usersPageAnswer = pageAnswer(userAnswer);

/** The people the caller shares a project with (GET pm/v2/assigned_users). */
export const assignedUsersAnswer = itemAnswer(z.array(userAnswer));
