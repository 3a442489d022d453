import { z } from "zod";
import { itemAnswer, writtenAnswer } from "./common";

/**
 * The mail set-up as this process sends (GET pm/v2/settings/mail). The URL never carries credentials and the
 * password never leaves the server: `password_set` says whether there is one. `environment` names the fields
 * this process takes from CAIRN_SMTP_URL and CAIRN_MAIL_FROM, which the screen cannot change.
 */
export const mailSettingsAnswer = z.object({
  enabled: z.boolean(),
  smtp_url: z.string().nullable(),
  username: z.string().nullable(),
  password_set: z.boolean(),
  from: z.string(),
  /** `from` is the default sender (none saved): the screen shows it as a hint, not as a value to save. */
  from_is_default: z.boolean(),
  environment: z.object({ smtp_url: z.boolean(), from: z.boolean() }),
});
export type MailSettings = z.infer<typeof mailSettingsAnswer>;

export const mailSettingsItemAnswer = itemAnswer(mailSettingsAnswer);
export const mailSettingsWrittenAnswer = writtenAnswer(mailSettingsAnswer);

/** `POST pm/v2/settings/mail/test`: where the test mail went. */
export const mailTestResultAnswer = z.object({ to: z.string() });
export type MailTestResult = z.infer<typeof mailTestResultAnswer>;
export const mailTestWrittenAnswer = writtenAnswer(mailTestResultAnswer);
