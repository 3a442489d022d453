import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type S3Config } from "../../config";
import { storageFromConfig } from "./driver";
import { startFakeS3 } from "./fake-s3";
import type { Storage } from "./storage";

let fake: Awaited<ReturnType<typeof startFakeS3>>;
let s3: S3Config;
let storage: Storage;

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  fake = await startFakeS3();
  s3 = loadConfig(fake.env).s3 as S3Config;
  storage = storageFromConfig(loadConfig(fake.env));
});
afterAll(() => fake.close());

const keysInBucket = async () => fake.keys();

describe("S3 storage driver (against a local fake S3 server)", () => {
  it("is chosen by CAIRN_STORAGE=s3, with path-style addressing for a custom endpoint", () => {
    expect(s3).toMatchObject({ bucket: "cairn-test", forcePathStyle: true, region: "us-east-1" });
    expect(() => loadConfig({ CAIRN_STORAGE: "s3" })).toThrow(/CAIRN_S3_BUCKET is required/);
    expect(() => loadConfig({ ...fake.env, CAIRN_S3_SECRET_ACCESS_KEY: "" })).toThrow(/set together/);
    expect(loadConfig({ ...fake.env, CAIRN_S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("stores, reads (whole and a range) and removes objects under generated keys", async () => {
    const stored = await storage.put(Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(stored).toMatchObject({
      size: 11,
      sha256: "b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9",
    });
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect((await read(await storage.open(stored.key))).toString()).toBe("hello world");
    expect((await read(await storage.open(stored.key, { start: 6, end: 10 }))).toString()).toBe("world");
    expect(await keysInBucket()).toContain(stored.key);
    await storage.remove(stored.key);
    expect(await keysInBucket()).not.toContain(stored.key);
    await expect(storage.open("../../etc/passwd")).rejects.toThrow("invalid storage key");
  });

  it("streams a large body as a multipart upload", async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 9);
    const stored = await storage.put(Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    expect(stored.size).toBe(big.length);
    expect((await read(await storage.open(stored.key))).equals(big)).toBe(true);
    await storage.remove(stored.key);
  });

  it("leaves no object behind when the source breaks half-way", async () => {
    const before = await keysInBucket();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put(broken)).rejects.toThrow();
    expect(await keysInBucket()).toEqual(before);
  });

  it("refuses to open a missing object with file_missing, before any byte (NoSuchKey)", async () => {
    await expect(storage.open("ab/abcdef01-2345-6789-abcd-ef0123456789")).rejects.toMatchObject({
      status: 404,
      code: "file_missing",
    });
  });

  it("says a removal removed, whether or not the object was there: the bucket is every process's", async () => {
    expect(await storage.remove("ab/abcdef01-2345-6789-abcd-ef0123456789")).toBe("removed");
  });
});
