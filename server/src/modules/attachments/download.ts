/** Types a browser may show in the page; everything else is downloaded (never svg or html). */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
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
  };
}
