import type { MailSettings } from "@cairn/shared";
import type { EffectiveMailSettings } from "../../core/mail/mail-settings";

/** The set-up as managers read it: the URL without credentials, and only whether a password is set. */
export const presentMailSettings = (s: EffectiveMailSettings): MailSettings => ({
  enabled: s.url !== null,
  smtp_url: s.url,
  username: s.username,
  password_set: s.password !== null,
  from: s.from,
  from_is_default: s.fromIsDefault,
  environment: { smtp_url: s.fromEnvironment.smtpUrl, from: s.fromEnvironment.from },
});
