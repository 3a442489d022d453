import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { MESSAGES } from "@cairn/shared";
import { AppError } from "../http/errors";

export type StoredObject = { key: string; size: number; sha256: string };
/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * What `remove` found: "absent" when the bytes were not there, which with local folders of their own means
 * another process may hold them (core/storage/left-bytes.ts records the key for that process to sweep).
 */
export type Removal = "removed" | "absent";

/** Where uploaded bytes live. Keys are generated here; a user's file name never becomes a path. */
export interface Storage {
  put(body: Readable): Promise<StoredObject>;
  /**
   * The stored bytes, opened: a missing object rejects with 404 `file_missing` before the caller has sent a
   * header, so the answer can still be an error in the API's shape rather than a broken download.
   */
  open(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<Removal>;
}

/** Stored bytes this process cannot read: a local folder of another process, or bytes removed by hand. */
export const fileMissing = () => new AppError(404, "file_missing", [MESSAGES.fileMissing]);

/** A new object key: two hex characters of fan-out, then a random UUID. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Only keys this module made are ever read or removed, so a stored key can never reach outside. */
export function assertStorageKey(key: string): string {
  if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error("invalid storage key");
  return key;
}

/** A pass-through that counts and hashes what flows, for every driver. */
export function meter() {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size, sha256: () => hash.digest("hex") };
}

/** Temporary files older than this are leftovers of a process that died mid-upload. */
const STALE_TMP_MS = 60 * 60 * 1000;

function sweepStaleTemporaries(tmpDir: string) {
  const cutoff = Date.now() - STALE_TMP_MS;
  for (const name of fs.readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    try {
      if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
    } catch {
      /* removed meanwhile */
    }
  }
}

/** Local-folder driver: writes to a temporary name, then renames, so a broken upload leaves no file. */
export function localStorage(root: string): Storage {
  const tmpDir = path.join(root, "tmp");
  fs.mkdirSync(tmpDir, { recursive: true });
  sweepStaleTemporaries(tmpDir);
  const pathOf = (key: string) => path.join(root, assertStorageKey(key));
  return {
    async put(body) {
      const key = newStorageKey();
      const tmp = path.join(tmpDir, key.slice(3));
      const counted = meter();
      // Opening first means the temporary file exists before any byte flows, so the cleanup
      // below always finds it, however early the source breaks.
      const handle = await fs.promises.open(tmp, "wx");
      try {
        await pipeline(body, counted.stream, handle.createWriteStream());
        // A stream cut short by a size limit ends without error; the caller checks `truncated`.
        fs.mkdirSync(path.dirname(pathOf(key)), { recursive: true });
        fs.renameSync(tmp, pathOf(key));
      } catch (err) {
        await handle.close().catch(() => undefined);
        fs.rmSync(tmp, { force: true });
        throw err;
      }
      return { key, size: counted.size(), sha256: counted.sha256() };
    },
    async open(key, range) {
      const file = pathOf(key);
      const handle = await fs.promises.open(file, "r").catch((err: NodeJS.ErrnoException) => {
        throw err.code === "ENOENT" ? fileMissing() : err;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      try {
        await fs.promises.rm(pathOf(key));
        return "removed";
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return "absent";
        throw err;
      }
    },
  };
}
