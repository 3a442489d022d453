import type { ByteRange } from "../../core/storage/storage";

/** Types a browser may show in the page (spec §9's images, and video); everything else is downloaded. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"]);
/** Types that run code when a browser renders them: served as opaque bytes. */
const ACTIVE_TYPE = /html|xml|svg|javascript|ecmascript|x-shockwave-flash|pdf/;

export const isInline = (mime: string) => INLINE_TYPES.has(mime) || mime.startsWith("video/");

/** RFC 5987 / 8187 encoding for `filename*`. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

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
    "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
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
