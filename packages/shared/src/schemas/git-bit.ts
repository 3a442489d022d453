import { z } from "zod";
import { zId } from "./primitives";

const login = z
  .string({ error: "A login is text." })
  .trim()
  .max(100, "A login is at most 100 characters.")
  .regex(/^[A-Za-z0-9_.-]*$/, "A login holds letters, digits, dots, dashes and underscores only.")
  .nullable()
  .optional();

/** `POST pm/v2/save_users_map_name`: each member's GitHub and Bitbucket logins in one project (empty clears). */
export const saveUsersMapBody = z.object({
  project_id: zId,
  users: z
    .array(z.object({ user_id: zId, github: login, bitbucket: login }), { error: "Users are required." })
    .min(1, "Users are required.")
    .max(2000),
});
export type SaveUsersMapBody = z.infer<typeof saveUsersMapBody>;

export const GIT_BIT_MESSAGES = {
  mapped: "User mapping completed",
  notMember: "Only the project's members can be mapped.",
  regenerated: "A new webhook address was made: the old one no longer works.",
} as const;
