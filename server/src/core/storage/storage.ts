import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export type StoredObject = { key: string; size: number; sha256: string };

/** Where uploaded bytes live. Keys are generated here; a user's file name never becomes a path. */
export interface Storage {
  put(body: Readable): Promise<StoredObject>;
  get(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** Local-folder driver: writes to a temporary name, then renames, so a broken upload leaves no file. */
export function localStorage(root: string): Storage {
  fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error("invalid storage key");
    return path.join(root, key);
  };
  return {
    async put(body) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const tmp = path.join(root, "tmp", id);
      const hash = createHash("sha256");
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // Opening first means the temporary file exists before any byte flows, so the cleanup
      // below always finds it, however early the source breaks.
      const handle = await fs.promises.open(tmp, "wx");
      try {
        await pipeline(body, meter, handle.createWriteStream());
        // A stream cut short by a size limit ends without error; the caller checks `truncated`.
        fs.mkdirSync(path.dirname(pathOf(key)), { recursive: true });
        fs.renameSync(tmp, pathOf(key));
      } catch (err) {
        await handle.close().catch(() => undefined);
        fs.rmSync(tmp, { force: true });
        throw err;
      }
      return { key, size, sha256: hash.digest("hex") };
    },
    get: (key) => fs.createReadStream(pathOf(key)),
    async remove(key) {
      fs.rmSync(pathOf(key), { force: true });
    },
  };
}
