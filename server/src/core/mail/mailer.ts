import type { Mail } from "nodemailer";
import type { Database, Executor } from "../../db/client";
import type { StopListening } from "../../db/listen";
import {
  type EffectiveMailSettings,
  effectiveMailSettings,
  MAIL_SETTINGS_CHANNEL,
  type MailEnvironment,
  readStoredMailSettings,
  seedMailSettings,
} from "./mail-settings";

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
  /**
   * Whether this process can send at this moment: an SMTP URL is stored (Settings → Mail) or given by
   * CAIRN_SMTP_URL. Read at each use (the job queue reads it at claim time): a save on any process changes it.
   */
  readonly enabled: boolean;
  readonly from: string;
  /** The set-up this process sends with, password included: for the mail settings' presenter only. */
  readonly settings: EffectiveMailSettings;
  send(message: MailMessage): Promise<void>;
  /** Sends at once over a connection of its own with short timeouts (the "send a test mail" button). */
  sendTest(message: MailMessage): Promise<void>;
  /** Reads the stored set-up again (after this process saved it; other processes are told by NOTIFY). */
  reload(): Promise<void>;
  close(): void;
};

/** A re-read now and then, in case a notification was lost with a connection that died without a word. */
const REREAD_MS = 60_000;
/** The test button waits this long for an answer, not nodemailer's two minutes. */
const TEST_TIMEOUT_MS = 10_000;

type Transport = Mail;

/** A transport for the set-up; nodemailer (~14 MB resident) loads with the first message, not with the server. */
async function openTransport(settings: EffectiveMailSettings, options: { test?: boolean } = {}): Promise<Transport> {
  const nodemailer = (await import("nodemailer")).default;
  return nodemailer.createTransport({
    // The URL carries what nodemailer reads from one (smtp:// or smtps://, ?pool, ?ignoreTLS=true).
    url: settings.url ?? undefined,
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? "" } } : {}),
    ...(options.test
      ? {
          pool: false,
          connectionTimeout: TEST_TIMEOUT_MS,
          greetingTimeout: TEST_TIMEOUT_MS,
          socketTimeout: TEST_TIMEOUT_MS,
        }
      : {}),
  });
}

const sameTransport = (a: EffectiveMailSettings, b: EffectiveMailSettings) =>
  a.url === b.url && a.username === b.username && a.password === b.password;

const mailOff = () => new Error("mail is off: no SMTP URL is set (Settings → Mail, or CAIRN_SMTP_URL)");

async function deliver(transport: Transport, from: string, message: MailMessage): Promise<void> {
  await transport.sendMail({
    from,
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
}

/**
 * SMTP through nodemailer with the workspace's mail set-up, the same on every process: read at start, and
 * again whenever a process saves it (LISTEN/NOTIFY), after the listening connection comes back, and once a
 * minute. A pooled transport when the URL asks for one (a digest run sends hundreds of messages).
 */
class WorkspaceMailer implements Mailer {
  private transport: Promise<Transport> | undefined;
  private stopListening: StopListening | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly env: MailEnvironment,
    private current: EffectiveMailSettings,
  ) {}

  get enabled() {
    return this.current.url !== null;
  }

  get from() {
    return this.current.from;
  }

  get settings() {
    return this.current;
  }

  async follow(database: Database): Promise<void> {
    const reread = () => void this.reload().catch(() => undefined);
    this.stopListening = await database.listen(MAIL_SETTINGS_CHANNEL, reread, reread);
    this.timer = setInterval(reread, REREAD_MS);
    this.timer.unref();
  }

  reload(): Promise<void> {
    // One read after another: the last one to finish is the last one started, so an older answer arriving
    // late never overwrites a newer one, and a caller's read starts after its own commit.
    const read = this.reading.then(async () => {
      const next = effectiveMailSettings(await readStoredMailSettings(this.db), this.env);
      if (!sameTransport(this.current, next)) this.dropTransport();
      this.current = next;
    });
    this.reading = read.catch(() => undefined);
    return read;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.enabled) throw mailOff();
    const settings = this.current;
    this.transport ??= openTransport(settings);
    await deliver(await this.transport, settings.from, message);
  }

  async sendTest(message: MailMessage): Promise<void> {
    if (!this.enabled) throw mailOff();
    const transport = await openTransport(this.current, { test: true });
    try {
      await deliver(transport, this.current.from, message);
    } finally {
      transport.close();
    }
  }

  private dropTransport() {
    const old = this.transport;
    this.transport = undefined;
    void old?.then((t) => t.close()).catch(() => undefined);
  }

  close() {
    if (this.timer) clearInterval(this.timer);
    void this.stopListening?.().catch(() => undefined);
    this.dropTransport();
  }
}

/** Seeds the stored set-up from the environment on a first start, reads it, and follows its changes. */
export async function openWorkspaceMailer(database: Database, env: MailEnvironment): Promise<Mailer> {
  await seedMailSettings(database.db, env);
  const settings = effectiveMailSettings(await readStoredMailSettings(database.db), env);
  const mailer = new WorkspaceMailer(database.db, env, settings);
  await mailer.follow(database);
  return mailer;
}
