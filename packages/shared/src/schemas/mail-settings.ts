import { z } from "zod";

export const MAIL_SETTINGS_MESSAGES = {
  urlShape: "The SMTP URL starts with smtp:// or smtps:// and names a host, e.g. smtps://mail.example.com:465.",
  urlPort: "The port is a number from 1 to 65535.",
  fromShape: "The sender is an e-mail address, optionally with a name: Cairn <cairn@example.com>.",
  usernameLong: "The user name is at most 320 characters.",
  passwordLong: "The password is at most 500 characters.",
  oneLine: "Must be on one line.",
  nothingToSave: "Send at least one of smtp_url, username, password and from.",
  saved: "The mail settings have been saved.",
  mailOff: "Mail is off: enter an SMTP URL and save it first.",
  testSent: "A test mail has been sent to {{to}}.",
  testSubject: "Test mail from Cairn",
  settingIsMail: "The mail settings are saved through pm/v2/settings/mail.",
} as const;

/** A sender as mail headers write one: `cairn@example.com` or `Cairn <cairn@example.com>`. */
const SENDER = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/;

/** The address part of a sender, or null when it is not one. */
export function senderAddress(from: string): string | null {
  const match = SENDER.exec(from.trim());
  const address = match?.[1] ?? match?.[2];
  return address && z.email().safeParse(address).success ? address : null;
}

/** An SMTP URL's parts, or null when it is not smtp:// or smtps:// with a host and a valid port. */
export function parseSmtpUrl(text: string): URL | null {
  if (!/^smtps?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** Header values: a line break would start a header of its own. */
const oneLine = (message: string) => z.string().regex(/^[^\r\n]*$/, message);

const smtpUrl = z
  .string({ error: MAIL_SETTINGS_MESSAGES.urlShape })
  .trim()
  .max(2000, MAIL_SETTINGS_MESSAGES.urlShape)
  .pipe(oneLine(MAIL_SETTINGS_MESSAGES.urlShape))
  .refine((v) => v === "" || parseSmtpUrl(v) !== null, MAIL_SETTINGS_MESSAGES.urlShape);

/**
 * `POST pm/v2/settings/mail`: what is sent changes, what is left out stays. An empty URL switches mail off; an
 * empty sender means the default. The password is write-only: a string sets it, null removes it.
 */
export const saveMailSettingsBody = z
  .strictObject({
    smtp_url: smtpUrl.optional(),
    username: z
      .string({ error: MAIL_SETTINGS_MESSAGES.usernameLong })
      .trim()
      .max(320, MAIL_SETTINGS_MESSAGES.usernameLong)
      .pipe(oneLine(MAIL_SETTINGS_MESSAGES.oneLine))
      .optional(),
    password: z
      .string({ error: MAIL_SETTINGS_MESSAGES.passwordLong })
      .max(500, MAIL_SETTINGS_MESSAGES.passwordLong)
      .pipe(oneLine(MAIL_SETTINGS_MESSAGES.oneLine))
      .nullable()
      .optional(),
    from: z
      .string({ error: MAIL_SETTINGS_MESSAGES.fromShape })
      .trim()
      .max(320, MAIL_SETTINGS_MESSAGES.fromShape)
      .pipe(oneLine(MAIL_SETTINGS_MESSAGES.fromShape))
      .refine((v) => v === "" || senderAddress(v) !== null, MAIL_SETTINGS_MESSAGES.fromShape)
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: MAIL_SETTINGS_MESSAGES.nothingToSave });
export type SaveMailSettingsBody = z.infer<typeof saveMailSettingsBody>;
