import { isSerialized, unserialize } from "php-serialize";
import { sanitizeRichText } from "../../core/http/sanitize";

/**
 * The source's values as Cairn holds them: numbers that arrive as strings, PHP-serialized meta, HTML-escaped
 * titles, plain text where Cairn keeps HTML, and wall-clock times in the site's zone turned into instants.
 */

/** A source id as the mapping keeps it ("12"), or null for none (0, null, ""). */
export function sourceId(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" || text === "0" || !/^\d+$/.test(text) ? null : text;
}

export const int = (value: unknown, fallback = 0): number => {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

export const flag = (value: unknown): boolean => value === true || int(value) === 1;

// The entities WordPress writes when it escapes text (esc_html, wp_specialchars, the editor's &#038;), and the
// typographic ones an old install may hold. Written out rather than a library: none is a declared dependency,
// and this short list is all the plugin's data carries.
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
};

/** Plain text with its HTML entities decoded (`R&amp;D` → `R&D`, `&#039;` → `'`). */
export function decodeEntities(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** A title: decoded, trimmed, never empty (Cairn requires one). */
export const titleOf = (value: unknown, fallback: string) => decodeEntities(value).trim().slice(0, 255) || fallback;

const BLOCK = /<(p|div|ul|ol|li|h[1-6]|table|blockquote|pre|br)[\s>/]/i;
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Rich text as Cairn stores it. The plugin stores what was typed and runs wpautop when showing it, so text with
 * no block markup gets its paragraphs and line breaks here; then the same sanitizer as every Cairn write.
 */
export function richText(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value).trim();
  if (text === "") return "";
  if (BLOCK.test(text)) return sanitizeRichText(text);
  const hasTags = /<[a-z][^>]*>/i.test(text);
  const paragraphs = text.split(/\n\s*\n/).map((p) => (hasTags ? p : escapeHtml(decodeEntities(p))));
  return sanitizeRichText(paragraphs.map((p) => `<p>${p.trim().replace(/\n/g, "<br>")}</p>`).join(""));
}

/** A PHP-serialized meta value decoded (arrays become objects or arrays); anything else as it is. */
export function phpValue(value: unknown): unknown {
  if (typeof value !== "string" || !isSerialized(value)) return value;
  try {
    return unserialize(value, {}, { strict: false });
  } catch {
    return value;
  }
}

const ZERO_DATE = /^0000-00-00/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The calendar day of a stored date-time ("2026-12-10 00:00:00" → "2026-12-10"); null for none. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (ZERO_DATE.test(text)) return null;
  const m = DATE_TIME.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function fieldsOf(value: unknown): number[] | null {
  if (value === null || value === undefined || ZERO_DATE.test(String(value))) return null;
  const m = DATE_TIME.exec(String(value));
  if (!m) return null;
  return [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
}

export type SiteClock = {
  /** The zone the site's times are written in: an IANA name, or a fixed offset such as "+05:30". */
  zone: string;
  /** A wall-clock time written with current_time('mysql') (created_at, updated_at): the site's zone. */
  local(value: unknown): Date | null;
  /** A time written from PHP's clock (Carbon::now(): completed_at, assigned_at), which WordPress keeps in UTC. */
  utc(value: unknown): Date | null;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at the instant `t`, in milliseconds. */
function zoneOffset(zone: string, t: number): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(t / 1000) * 1000;
}

const validZone = (name: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The site's clock from wp_options: `timezone_string` when set (an IANA name), else `gmt_offset` in hours. */
export function siteClock(timezoneString: unknown, gmtOffset: unknown): SiteClock {
  const name = String(timezoneString ?? "").trim();
  const fixedMinutes = Math.round(Number(gmtOffset ?? 0) * 60) || 0;
  const iana = name !== "" && validZone(name) ? name : null;
  const sign = fixedMinutes < 0 ? "-" : "+";
  const abs = Math.abs(fixedMinutes);
  const fixed = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  const utc = (value: unknown) => {
    const f = fieldsOf(value);
    return f ? new Date(Date.UTC(f[0], f[1] - 1, f[2], f[3], f[4], f[5])) : null;
  };
  const local = (value: unknown) => {
    const f = fieldsOf(value);
    if (!f) return null;
    const wall = Date.UTC(f[0], f[1] - 1, f[2], f[3], f[4], f[5]);
    if (!iana) return new Date(wall - fixedMinutes * 60_000);
    // The offset at the guess, then at the corrected instant: right on both sides of a DST change.
    const first = wall - zoneOffset(iana, wall);
    return new Date(wall - zoneOffset(iana, first));
  };
  return { zone: iana ?? fixed, local, utc };
}
