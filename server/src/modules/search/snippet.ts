import { decodeEntities, escapeHtml } from "../../core/http/html-text";
import { MARK_CLOSE, MARK_OPEN } from "./tiers";

const MARKS = new Set([MARK_OPEN.codePointAt(0), MARK_CLOSE.codePointAt(0)]);

/**
 * A passage from ts_headline as safe HTML: everything escaped, then its marks turned into `<mark>`. The marks
 * are characters the text cannot contain (removed before the headline), so no input can open a tag.
 */
export function snippetHtml(headline: string): string {
  const text = decodeEntities(headline, (code) => !MARKS.has(code))
    .replace(/\s+/g, " ")
    .trim();
  return escapeHtml(text).replaceAll(MARK_OPEN, "<mark>").replaceAll(MARK_CLOSE, "</mark>");
}
