import sanitizeHtml from "sanitize-html";

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The entities sanitized HTML carries, back to characters; `keep` may refuse code points (search's marks). */
export function decodeEntities(text: string, keep: (code: number) => boolean = () => true): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
    if (name[0] !== "#") return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (!keep(code)) return "";
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Stored rich text as plain text (mail's text part): blocks and line breaks become new lines, list items
 * bullets, links keep their address, every other tag goes.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|pre|tr)>/gi, "\n")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_m, href: string, label: string) =>
      label.trim() === href ? href : `${label} (${href})`,
    );
  const bare = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(bare)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
