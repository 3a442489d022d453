import { z } from "zod";
import { zBool } from "./primitives";

/**
 * A member's mail switches (GET/POST pm/v2/profile/notifications), all on by default. `master` off stops
 * every mail to him, named mentions included; each other switch stops one kind.
 */
export const NOTIFICATION_KEYS = [
  "master",
  "new_project",
  "update_project",
  "new_message",
  "new_comment",
  "update_comment",
  "new_task",
  "update_task",
  "complete_task",
  "daily_digest",
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationSettings = Record<NotificationKey, boolean>;

/** A partial save: only the switches it names change; an unknown key is refused, not ignored. */
export const saveNotificationSettingsBody = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, zBool.optional()])) as {
      [K in NotificationKey]: z.ZodOptional<typeof zBool>;
    },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Name at least one switch to change." });
export type SaveNotificationSettingsBody = z.infer<typeof saveNotificationSettingsBody>;

/** A job of the background queue as managers see it (GET pm/v2/jobs). */
export const jobsQuery = z.object({
  status: z.enum(["pending", "running", "done", "failed"]).default("failed"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type JobsQuery = z.infer<typeof jobsQuery>;
