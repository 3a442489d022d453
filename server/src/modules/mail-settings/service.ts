import { MAIL_SETTINGS_MESSAGES, type SaveMailSettingsBody } from "@cairn/shared";
import { recordWorkspaceActivity } from "../../core/activity/workspace";
import type { CurrentUser } from "../../core/auth/current-user";
import { recordMailSwitch } from "../../core/events/activity-events";
import { unprocessable } from "../../core/http/errors";
import { layoutMail } from "../../core/mail/layout";
import {
  readStoredMailSettings,
  type StoredMailSettings,
  splitCredentials,
  storedMailSettings,
  writeStoredMailSettings,
} from "../../core/mail/mail-settings";
import type { Mailer } from "../../core/mail/mailer";
import type { Db } from "../../db/client";
import { mailFrame } from "../notifications/frame";
import { plainSmtpError } from "./smtp-errors";

/** The stored set-up with the body's fields applied; what the body leaves out stays. */
function applyBody(before: StoredMailSettings, body: SaveMailSettingsBody): StoredMailSettings {
  const next = { ...before };
  if (body.smtp_url !== undefined) {
    // Credentials pasted inside the URL are kept apart, as if typed into their own fields.
    const parts =
      body.smtp_url === "" ? { url: null, username: null, password: null } : splitCredentials(body.smtp_url);
    next.url = parts.url;
    if (parts.username) next.username = parts.username;
    if (parts.password) next.password = parts.password;
  }
  if (body.username !== undefined) next.username = body.username || null;
  if (body.password !== undefined) next.password = body.password || null;
  if (body.from !== undefined) next.from = body.from || null;
  return next;
}

/**
 * Saves the mail set-up (every process re-reads it on the commit's notification), logs which fields changed
 * (never their values: the password is among them) and tells the activity trigger whether mail is on.
 */
export async function saveMailSettings(db: Db, mailer: Mailer, me: CurrentUser, body: SaveMailSettingsBody) {
  const activity = await db.transaction(async (tx) => {
    // Two managers saving different fields at once: the row lock makes the second apply to the first's result.
    const before = (await readStoredMailSettings(tx, { lock: true })) ?? storedMailSettings(null);
    await writeStoredMailSettings(tx, applyBody(before, body));
    return recordWorkspaceActivity(tx, me, {
      action: "update_mail_settings",
      actionType: "update",
      resourceType: "settings",
      resourceId: 0,
      meta: { fields: Object.keys(body).filter((k) => body[k as keyof SaveMailSettingsBody] !== undefined) },
    });
  });
  await mailer.reload();
  await recordMailSwitch(db, mailer.enabled);
  return activity;
}

/** A where-to for messages: host and port as the URL names them (no credentials). */
function smtpServerName(url: string): string {
  const { hostname, port, protocol } = new URL(url);
  return `${hostname}:${port || (protocol === "smtps:" ? "465" : "587")}`;
}

/** Sends one mail now to the manager, through the set-up this process uses; fails with the reason in words. */
export async function sendTestMail(db: Db, mailer: Mailer, me: CurrentUser, publicUrl: string): Promise<void> {
  const url = mailer.settings.url;
  if (!mailer.enabled || !url) throw unprocessable(MAIL_SETTINGS_MESSAGES.mailOff, "mail_off");
  const message = layoutMail(
    {
      to: me.email,
      subject: MAIL_SETTINGS_MESSAGES.testSubject,
      heading: MAIL_SETTINGS_MESSAGES.testSubject,
      lines: [`Cairn sends mail through ${smtpServerName(url)} as ${mailer.from}. This message shows that it works.`],
    },
    await mailFrame(db, publicUrl),
  );
  try {
    await mailer.sendTest(message);
  } catch (err) {
    throw unprocessable(plainSmtpError(err, smtpServerName(url)), "mail_test_failed");
  }
}
