import { PDF_TYPE as PDF } from "../../core/storage/sniff";
import type { ByteRange } from "../../core/storage/storage";

/**
 * Types a browser may show in the page: spec §9's raster images, video, and PDF (the file modal's previews);
 * everything else is downloaded. SVG and HTML never are: they run script in our origin.
 */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", PDF]);
/** Types that run code when a browser renders them: served as opaque bytes. */
const ACTIVE_TYPE = /html|xml|svg|javascript|ecmascript|x-shockwave-flash/;

export const isInline = (mime: string) => INLINE_TYPES.has(mime) || mime.startsWith("video/");

/** RFC 5987 / 8187 encoding for `filename*`. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * What a stored file may do once a browser has it: nothing but show itself. A PDF only says where it may be
 * framed: the browsers' PDF viewers are documents of their own that a sandbox or `default-src 'none'` breaks
 * (Firefox and Safari then show nothing; Chromium drops a PDF's policy anyway), and with its type fixed by
 * nosniff a PDF is never read as a page of ours, so it runs no script in our origin whichever viewer shows it.
 */
const contentPolicy = (mime: string) =>
  mime === PDF ? "frame-ancestors 'self'" : "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

/** The headers a download goes out with: the name only as a quoted value, never as a path. */
export function downloadHeaders(file: { name: string; mimeType: string; size: number }) {
  const inline = isInline(file.mimeType);
  // An ASCII fallback for old clients; the UTF-8 form carries the real name.
  const fallback = file.name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return {
    "content-type": ACTIVE_TYPE.test(file.mimeType) ? "application/octet-stream" : file.mimeType,
    "content-length": String(file.size),
    "content-disposition": `${inline ? "inline" : "attachment"}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(file.name)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": contentPolicy(file.mimeType),
    "cache-control": "private, no-cache",
    "accept-ranges": "bytes",
  };
}

/**
 * One `Range: bytes=a-b` (or `bytes=-n`, the last n bytes) against a file of `size` bytes, so a video
 * player can seek. Undefined means "send it all" (no header, or a form we do not serve, such as several
 * ranges); "unsatisfiable" is a range wholly past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return undefined;
  return { start, end };
}
