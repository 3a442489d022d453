import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance } from "fastify";

/** Smaller answers gain less than the header and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;
const ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

// Measured on the 2-core machine with a 54 KB task-lists answer: quality 2 costs ~0.15 ms of CPU and sends
// ~4 KB; quality 4 doubled the CPU for 6% fewer bytes (docs/decisions.md, "Compressed answers").
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } };

function addVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}

/**
 * Compresses JSON answers over 1 KB, Brotli if the client takes it, else gzip, in one synchronous call on
 * the buffered answer. Nothing else is touched: the web app's files were compressed at build time
 * (core/http/web-app.ts) and uploads go out as stored, streamed, whole or by range.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    // A string's UTF-8 length is at least its length: only a short one needs counting (a month of events
    // is 70 KB to scan).
    if (payload.length < COMPRESS_MIN_BYTES && Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    // Whether or not this answer is compressed, the same URL may be for another client.
    reply.header("vary", addVary(reply.getHeader("vary")));
    const encoding = negotiate(req.headers["accept-encoding"] ?? "", ENCODINGS);
    if (encoding === null) return payload;
    const body = encoding === "br" ? zlib.brotliCompressSync(payload, BROTLI) : zlib.gzipSync(payload);
    reply.header("content-encoding", encoding);
    reply.header("content-length", body.length);
    return body;
  });
}
