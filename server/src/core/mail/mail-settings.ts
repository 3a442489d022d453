import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { settings } from "../../db/schema";

/** The global settings row that holds the mail set-up; the generic settings routes neither read nor write it. */
export const MAIL_SETTING_KEY = "mail";
/** Told after a save, so every process re-reads the set-up (db/listen.ts). */
export const MAIL_SETTINGS_CHANNEL = "cairn_mail_settings";

/**
 * The mail set-up as stored: the URL without credentials (it is shown), the user and the password apart (the
 * password is never shown). Null fields: not set.
 */
export type StoredMailSettings = {
  url: string | null;
  username: string | null;
  password: string | null;
  from: string | null;
};

const NOTHING_STORED: StoredMailSettings = { url: null, username: null, password: null, from: null };

/** What this process's environment says about mail: it wins over the stored set-up, field by field. */
export type MailEnvironment = Pick<Config, "smtpUrl" | "mailFrom" | "mailFromGiven">;

/** How this process sends, at this moment. */
export type EffectiveMailSettings = {
  url: string | null;
  username: string | null;
  password: string | null;
  from: string;
  /** Neither stored nor given: the default sender, no-reply at the public address. */
  fromIsDefault: boolean;
  fromEnvironment: { smtpUrl: boolean; from: boolean };
};

/** A URL's user or password as typed: a stray `%` that starts no escape is kept as it is. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** An SMTP URL split into the URL without credentials and the credentials (decoded). */
export function splitCredentials(text: string): Pick<StoredMailSettings, "url" | "username" | "password"> {
  const url = new URL(text);
  const username = decoded(url.username) || null;
  const password = decoded(url.password) || null;
  url.username = "";
  url.password = "";
  return { url: url.toString(), username, password };
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A stored value read back; anything unexpected counts as not set. */
export function storedMailSettings(value: unknown): StoredMailSettings {
  if (typeof value !== "object" || value === null) return NOTHING_STORED;
  const v = value as Record<string, unknown>;
  return { url: text(v.url), username: text(v.username), password: text(v.password), from: text(v.from) };
}

/** The stored set-up, or null before anything is stored; `lock` holds the row until the transaction ends. */
export async function readStoredMailSettings(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<StoredMailSettings | null> {
  const query = db
    .select({ value: settings.value })
    .from(settings)
    .where(and(isNull(settings.projectId), eq(settings.key, MAIL_SETTING_KEY)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row ? storedMailSettings(row.value) : null;
}

// The unique index is on an expression (global settings have no project), which Drizzle's onConflict target
// cannot name: written out, as in the settings service.
const insertMailRow = (db: Executor, value: StoredMailSettings, onConflict: SQL) =>
  db.execute(sql`
    insert into ${settings} (project_id, key, value) values (null, ${MAIL_SETTING_KEY}, ${JSON.stringify(value)}::jsonb)
    on conflict (coalesce(project_id, 0), key) ${onConflict}`);

/** Stores the set-up and tells every process (the notification is sent when the transaction commits). */
export async function writeStoredMailSettings(tx: Executor, value: StoredMailSettings): Promise<void> {
  await insertMailRow(tx, value, sql`do update set value = excluded.value, updated_at = now()`);
  await tx.execute(sql`select pg_notify(${MAIL_SETTINGS_CHANNEL}, '')`);
}

/**
 * The first start with CAIRN_SMTP_URL or CAIRN_MAIL_FROM stores them, so processes started without them send
 * the same way. Only when nothing is stored: a set-up saved since is never overwritten (processes starting
 * together on an empty database: the first insert wins, the others do nothing).
 */
export async function seedMailSettings(db: Executor, env: MailEnvironment): Promise<void> {
  if (!env.smtpUrl && !env.mailFromGiven) return;
  const value: StoredMailSettings = {
    ...(env.smtpUrl ? splitCredentials(env.smtpUrl) : NOTHING_STORED),
    from: env.mailFromGiven ? env.mailFrom : null,
  };
  await insertMailRow(db, value, sql`do nothing`);
}

/** The stored set-up with this process's environment laid over it. */
export function effectiveMailSettings(stored: StoredMailSettings | null, env: MailEnvironment): EffectiveMailSettings {
  const s = stored ?? NOTHING_STORED;
  const fromEnv = env.smtpUrl ? splitCredentials(env.smtpUrl) : null;
  return {
    url: fromEnv ? fromEnv.url : s.url,
    username: fromEnv ? fromEnv.username : s.username,
    password: fromEnv ? fromEnv.password : s.password,
    from: env.mailFromGiven ? env.mailFrom : (s.from ?? env.mailFrom),
    fromIsDefault: !env.mailFromGiven && s.from === null,
    fromEnvironment: { smtpUrl: fromEnv !== null, from: env.mailFromGiven },
  };
}
