import { type Readable, Transform } from "node:stream";
import type { Storage, StoredObject } from "./storage";

/** How much of the start of a file the sniffer reads (file-type needs ~4 KB; zip-based formats more). */
export const SNIFF_BYTES = 64 * 1024;

/** The raster image types of spec §9, which are shown as images (and served inline). */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/gif",
  "image/png",
  "image/jpeg",
  "image/bmp",
  "image/webp",
]);
export const isImageType = (mime: string) => IMAGE_TYPES.has(mime);
/** Shown in the file modal (served inline, modules/attachments/download.ts). */
export const PDF_TYPE = "application/pdf";
export const isVideoType = (mime: string) => mime.startsWith("video/");

/** Text: valid UTF-8 with no control characters other than tab, newlines, form feed and escape. */
function asText(head: Buffer): string | undefined {
  if (head.length === 0) return undefined;
  for (const byte of head) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b) || byte === 0x7f) return undefined;
  }
  try {
    // `stream: true` holds back a multi-byte character cut at the end of the sample instead of failing.
    return new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
  } catch {
    return undefined;
  }
}

/** Markup is named as such, so it is never mistaken for plain text (downloads serve it as opaque bytes). */
function textType(text: string): string {
  const start = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 2048)
    .toLowerCase();
  if (!start.startsWith("<")) return "text/plain";
  if (/<svg[\s>]/.test(start)) return "image/svg+xml";
  if (/^<!doctype html|<(html|head|body|script|iframe)[\s>]/.test(start)) return "text/html";
  if (start.startsWith("<?xml")) return "application/xml";
  return "text/plain";
}

/**
 * The type of a file from its first bytes; the name and the client's Content-Type are never trusted.
 * Binary formats come from file-type's signatures; anything else is text (plain, html, svg, xml) or
 * application/octet-stream.
 */
export async function sniffMimeType(head: Buffer): Promise<string> {
  // file-type (~10 MB resident) loads with the first upload, not with the server.
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(head);
  if (found?.mime === "application/xml") return textType(head.toString("utf8"));
  if (found) return found.mime;
  const text = asText(head);
  return text === undefined ? "application/octet-stream" : textType(text);
}

/** Stores a stream and sniffs its type from the bytes as they pass, with no second read. */
export async function storeSniffed(storage: Storage, body: Readable): Promise<StoredObject & { mimeType: string }> {
  const chunks: Buffer[] = [];
  let kept = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (kept < SNIFF_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
      done(null, chunk);
    },
  });
  body.once("error", (err) => tap.destroy(err));
  const stored = await storage.put(body.pipe(tap));
  const mimeType = await sniffMimeType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
  return { ...stored, mimeType };
}
