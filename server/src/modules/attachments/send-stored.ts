import type { FastifyReply, FastifyRequest } from "fastify";
import type { Storage } from "../../core/storage/storage";
import { downloadHeaders, parseRange } from "./download";

/** Stored bytes as a download: their name, type and size, and where they are kept. */
export type StoredFile = { name: string; mimeType: string; size: number; storageKey: string };

/**
 * Answers a file's bytes with the download headers, whole or one byte range (a video player seeks, a PDF viewer
 * reads pages as it goes). The same for a file's current bytes and an earlier version's.
 */
export async function sendStored(req: FastifyRequest, reply: FastifyReply, storage: Storage, file: StoredFile) {
  const headers = downloadHeaders(file);
  const range = parseRange(req.headers.range, file.size);
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .headers({ ...headers, "content-length": "0", "content-range": `bytes */${file.size}` })
      .send();
  }
  // Opened before any header is set: bytes this process does not hold answer file_missing.
  const bytes = await storage.open(file.storageKey, range);
  if (range) {
    return reply
      .status(206)
      .headers({
        ...headers,
        "content-length": String(range.end - range.start + 1),
        "content-range": `bytes ${range.start}-${range.end}/${file.size}`,
      })
      .send(bytes);
  }
  return reply.headers(headers).send(bytes);
}
