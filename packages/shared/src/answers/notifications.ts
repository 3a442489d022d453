import { z } from "zod";
import { NOTIFICATION_KEYS, type NotificationKey } from "../schemas/notifications";
import { itemAnswer, writtenAnswer } from "./common";

/** A member's mail switches (GET/POST pm/v2/profile/notifications): every one, on or off. */
export const notificationSettingsAnswer = z.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as { [K in NotificationKey]: z.ZodBoolean },
);

export const notificationSettingsItemAnswer = itemAnswer(notificationSettingsAnswer);
/** A save answers the whole set as it now is. */
export const notificationSettingsWrittenAnswer = writtenAnswer(notificationSettingsAnswer);

/** Whether mail is on (GET pm/v2/mail): its sender for global managers only, and the digest's hour. */
export const mailStatusAnswer = z.object({
  enabled: z.boolean(),
  from: z.string().nullable(),
  digest_hour: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusAnswer>;
export const mailStatusItemAnswer = itemAnswer(mailStatusAnswer);
