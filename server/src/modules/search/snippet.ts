import { MARK_CLOSE, MARK_OPEN } from "./tiers";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The entities sanitized HTML carries, back to characters (the passage was cut from HTML with its tags removed). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (code === MARK_OPEN.codePointAt(0) || code === MARK_CLOSE.codePointAt(0)) return "";
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A passage from ts_headline as safe HTML: everything escaped, then its marks turned into `<mark>`. The marks
 * are characters the text cannot contain (removed before the headline), so no input can open a tag.
 */
export function snippetHtml(headline: string): string {
  const text = decodeEntities(headline).replace(/\s+/g, " ").trim();
  return escapeHtml(text).replaceAll(MARK_OPEN, "<mark>").replaceAll(MARK_CLOSE, "</mark>");
}
