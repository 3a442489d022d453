import sanitizeHtml from "sanitize-html";
import { decodeEntities } from "../../core/http/html-text";

/** Slack's three control characters, escaped in any text it shows (its formatting guide). */
export const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Slack link: `<url|label>` (the label escaped, and without the pipe that would end it). */
export const slackLink = (url: string, label: string) => `<${url}|${slackEscape(label).replace(/\|/g, "¦")}>`;

const WRAP: Record<string, string> = { b: "*", strong: "*", i: "_", em: "_", s: "~", strike: "~", del: "~", code: "`" };

/**
 * Stored rich text (sanitized HTML) as Slack markup: links `<href|text>`, bold `*`, italics `_`, strike `~`,
 * code `` ` ``, bullets `•`, one line per block; every other tag goes and the text is escaped for Slack.
 */
export function htmlToSlack(html: string): string {
  // Private-use markers that the sanitizer keeps as text; any in the input are removed first.
  const withMarks = html
    .replace(/[\uE001-\uE004]/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|tr)>/gi, "\n")
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis,
      (_m, href: string, label: string) => `\uE001${href}\uE002${label}\uE003`,
    )
    .replace(
      /<(\/?)(b|strong|i|em|s|strike|del|code)(\s[^>]*)?>/gi,
      (_m, _close: string, tag: string) => `\uE004${WRAP[tag.toLowerCase()]}`,
    );
  const text = decodeEntities(sanitizeHtml(withMarks, { allowedTags: [], allowedAttributes: {} }));
  return slackEscape(text)
    .replace(
      /\uE001([^\uE002]*)\uE002([^\uE003]*)\uE003/g,
      (_m, href: string, label: string) => `<${decodeEntities(href)}|${label.replace(/\|/g, "¦")}>`,
    )
    .replace(/\uE004(.)/g, "$1")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
