import type { Config } from "../../config";
import { loadOnce } from "../load-once";

/** One message as the mail job stores it: rendered once, sent as often as the SMTP server needs. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
};

export type Mailer = {
  /** False without CAIRN_SMTP_URL: nothing is queued, and the settings page says mail is off. */
  enabled: boolean;
  from: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

const off: Mailer = {
  enabled: false,
  from: "",
  send: async () => {
    throw new Error("mail is off: CAIRN_SMTP_URL is not set");
  },
  close: () => undefined,
};

/**
 * SMTP through nodemailer (a pooled transport: one digest run sends hundreds of messages). The URL carries
 * everything nodemailer reads from one (smtp:// or smtps://, credentials, ?pool, ?ignoreTLS=true).
 */
export function mailerFromConfig(config: Config): Mailer {
  const url = config.smtpUrl;
  if (!url) return off;
  // nodemailer (~14 MB resident) loads with the first message, not with the server.
  let opened = false;
  const open = loadOnce(() => {
    opened = true;
    return import("nodemailer").then((m) => m.default.createTransport(url));
  });
  return {
    enabled: true,
    from: config.mailFrom,
    async send(message) {
      await (await open()).sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      });
    },
    close: () => void (opened && open().then((t) => t.close())),
  };
}
