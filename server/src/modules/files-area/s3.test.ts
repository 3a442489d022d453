import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { startFakeS3 } from "../../core/storage/fake-s3";
import { leftStoredBytes } from "../../db/schema";
import { download } from "../../test/forms";
import { type TestAppOptions, type TestUser, useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

// The app is configured for S3 once the fake server is up (this hook runs before the app starts).
const options: TestAppOptions = {};
let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3();
  options.env = fake.env;
});
const t = useTestApp(options);
afterAll(() => fake.close());
const f = filesArea(t);
const cookie = (u: TestUser) => ({ cookie: `${SESSION_COOKIE}=${u.cookie}` });

describe("files area on the S3 storage driver", () => {
  it("uploads to the bucket, serves file, range and thumbnail from it, and deletes the objects", async () => {
    const { worker, pid } = await f.team();
    const png = await pngOf(500, 250);
    const res = await f.upload(pid, {}, [{ name: "wide.png", content: png }], worker);
    expect(res.status).toBe(201);
    const item = res.body.data[0];
    expect(fake.keys()).toHaveLength(2);
    const got = await download(t, item.download_url, worker);
    expect(got.bytes.equals(png)).toBe(true);
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    const thumb = await download(t, item.thumb, worker);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.bytes.subarray(8, 12).toString()).toBe("WEBP");
    const part = await t.app.inject({
      method: "GET",
      url: item.download_url,
      headers: { ...cookie(worker), range: "bytes=1-3" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe("PNG");
    expect((await t.post(`${f.base(pid)}/${item.id}/delete`, {}, { as: worker })).status).toBe(200);
    expect(fake.keys()).toEqual([]);
  });

  it("keeps nothing in the bucket after a refused upload", async () => {
    const { worker, pid } = await f.team();
    const res = await f.upload(
      pid,
      {},
      [
        { name: "ok.png", content: await pngOf(20, 20) },
        { name: "big.bin", content: Buffer.alloc(3 * 1024 * 1024, 1) },
      ],
      worker,
    );
    expect(res.status).toBe(413);
    expect(fake.keys()).toEqual([]);
  });

  it("answers 404 file_missing when the object is gone from the bucket (NoSuchKey), and records nothing", async () => {
    const { worker, pid } = await f.team();
    const res = await f.upload(pid, {}, [{ name: "gone.png", content: await pngOf(40, 40) }], worker);
    const item = res.body.data[0];
    for (const key of fake.keys()) await t.app.deps.storage.remove(key);
    for (const url of [item.download_url, item.thumb]) {
      const got = await t.get(url, { as: worker });
      expect(got.status).toBe(404);
      expect(got.body.code).toBe("file_missing");
      expect(got.headers["content-disposition"]).toBeUndefined();
    }
    expect((await t.post(`${f.base(pid)}/${item.id}/delete`, {}, { as: worker })).status).toBe(200);
    // Every process reads the same bucket: nothing is left for another process to sweep.
    expect(await t.database.db.select().from(leftStoredBytes)).toEqual([]);
  });
});
