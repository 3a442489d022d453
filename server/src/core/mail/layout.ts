import { escapeHtml, htmlToText } from "../http/html-text";
import type { MailMessage } from "./mailer";

/** What one mail says; the layout adds the workspace's name, the button, the footer and the headers. */
export type MailContent = {
  to: string;
  subject: string;
  /** First line in bold, plain text. */
  heading: string;
  /** Sentences before the body, plain text. */
  lines?: string[];
  /** Sanitized rich text (a description, a comment): shown as it is, and as text in the plain part. */
  bodyHtml?: string;
  /** Extra HTML already escaped by the caller (the digest's table), with its plain-text twin. */
  blockHtml?: string;
  blockText?: string;
  action?: { label: string; url: string };
};

export type MailFrame = {
  siteName: string;
  /** The page where the reader switches these mails off (List-Unsubscribe, footer link). */
  preferencesUrl: string;
  /** The workspace's logo (its public address), shown above the name. */
  logoUrl?: string | null;
};

/**
 * A message in both parts. Inline styles only (mail clients drop style sheets); every text from users is
 * escaped here or arrives sanitized (bodyHtml).
 */
export function layoutMail(content: MailContent, frame: MailFrame): MailMessage {
  const site = escapeHtml(frame.siteName);
  const lines = (content.lines ?? []).map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("");
  const body = content.bodyHtml
    ? `<div style="margin:12px 0;padding:12px 16px;border-left:3px solid #d0d7de;color:#333">${content.bodyHtml}</div>`
    : "";
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f8fa;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2328">
<div style="max-width:600px;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;padding:24px">
${frame.logoUrl ? `<img src="${escapeHtml(frame.logoUrl)}" alt="" height="32" style="display:block;height:32px;margin-bottom:8px">` : ""}<div style="font-size:16px;font-weight:600;color:#495057;margin-bottom:16px">${site}</div>
<p style="margin:0 0 12px;font-size:16px;font-weight:600">${escapeHtml(content.heading)}</p>
${lines}${body}${content.blockHtml ?? ""}${action}
</div>
<p style="max-width:600px;margin:12px auto 0;font-size:12px;color:#6e7781">You receive this mail from ${site}. <a href="${escapeHtml(frame.preferencesUrl)}" style="color:#6e7781">Change your notification settings</a>.</p>
</body></html>`;
  const text = [
    content.heading,
    "",
    ...(content.lines ?? []),
    ...(content.bodyHtml ? ["", htmlToText(content.bodyHtml)] : []),
    ...(content.blockText ? ["", content.blockText] : []),
    ...(content.action ? ["", `${content.action.label}: ${content.action.url}`] : []),
    "",
    "--",
    `${frame.siteName} · change your notification settings: ${frame.preferencesUrl}`,
  ].join("\n");
  return {
    to: content.to,
    subject: content.subject,
    html,
    text,
    headers: { "List-Unsubscribe": `<${frame.preferencesUrl}>` },
  };
}
