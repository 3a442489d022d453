import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { leftStoredBytes } from "../../db/schema";
import { filesArea, pngOf } from "../../modules/files-area/test-support";
import { postForm, storedObjects } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { SESSION_COOKIE } from "../auth/current-user";
import { createLogger } from "../http/log-redaction";
import { sweepLeftBytes } from "./left-bytes";
import { localStorage } from "./storage";

/**
 * Two processes on one database, each with a local storage folder of its own (DATABASE_URL without
 * CAIRN_STORAGE=s3, or a folder not shared): what one stored the other cannot read, and says so.
 */
const t = useTestApp();
const f = filesArea(t);
const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-other-"));
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const config = loadConfig({ CAIRN_DATA_DIR: otherDir, CAIRN_LOG_LEVEL: "silent", CAIRN_UPLOAD_MAX_MB: "2" });
  other = await buildApp({ config, database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  fs.rmSync(otherDir, { recursive: true, force: true });
});

/** A process's storage driver itself, as its periodic sweep makes it (storageFromConfig). */
const driverOf = (dataDir: string) => localStorage(path.join(dataDir, "files"));

const viaOther = async (url: string, as: TestUser, method: "GET" | "POST" = "GET") => {
  const res = await other.inject({ method, url, headers: { cookie: `${SESSION_COOKIE}=${as.cookie}` } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

const missingAnswer = {
  code: "file_missing",
  message: [
    "The file's content is not in this server's storage: it was stored by another server of this installation, or removed.",
  ],
  data: { status: 404 },
};

async function uploadPhoto(pid: number, as: TestUser) {
  const res = await f.upload(pid, { type: "pro_file" }, [{ name: "photo.png", content: await pngOf(600, 400) }], as);
  expect(res.status).toBe(201);
  return res.body.data[0] as { id: number; download_url: string; thumb: string };
}

describe("files across processes with local storage each", () => {
  it("answers 404 file_missing in the error shape, for the download, a range and the thumbnail", async () => {
    const { worker, pid } = await f.team();
    const photo = await uploadPhoto(pid, worker);
    for (const url of [photo.download_url, photo.thumb]) {
      const res = await viaOther(url, worker);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["content-disposition"]).toBeUndefined();
      expect(res.body).toEqual(missingAnswer);
    }
    const ranged = await other.inject({
      method: "GET",
      url: photo.download_url,
      headers: { cookie: `${SESSION_COOKIE}=${worker.cookie}`, range: "bytes=0-9" },
    });
    expect(ranged.statusCode).toBe(404);
    expect(ranged.json()).toEqual(missingAnswer);
    // The process that stored it still serves it.
    expect((await t.get(photo.download_url, { as: worker })).status).toBe(200);
  });

  it("answers file_missing for a media image and the logo too", async () => {
    const boss = await t.user({ manager: true });
    const res = await postForm(t, "/api/pm/v2/media", {}, [{ name: "logo.png", content: await pngOf(300, 200) }], boss);
    expect(res.status).toBe(201);
    const id = res.body.data[0].id as number;
    for (const url of [`/api/pm/v2/media/${id}`, `/api/pm/v2/media/${id}/thumb`]) {
      const got = await viaOther(url, boss);
      expect(got.status).toBe(404);
      expect(got.headers["content-disposition"]).toBeUndefined();
      expect(got.body).toEqual(missingAnswer);
    }
    expect((await t.get(`/api/pm/v2/media/${id}`, { as: boss })).status).toBe(200);
  });

  it("records bytes another process holds when deleting there; the holder's sweep removes them", async () => {
    const { worker, pid } = await f.team();
    const photo = await uploadPhoto(pid, worker);
    const { key, thumbBlobId } = await f.blobOf(photo.id);
    expect(thumbBlobId).not.toBeNull();
    expect(storedObjects(t).some((p) => p.endsWith(key))).toBe(true);

    const deleted = await viaOther(`/api/pm/v2/projects/${pid}/files/${photo.id}/delete`, worker, "POST");
    expect(deleted.status).toBe(200);
    const recorded = (await t.database.db.select().from(leftStoredBytes)).map((r) => r.storageKey);
    // The original and its thumbnail.
    expect(recorded).toHaveLength(2);
    expect(recorded).toContain(key);

    // The process that does not hold them sweeps and keeps the records; the holder removes bytes and records.
    expect(await sweepLeftBytes(t.database.db, driverOf(otherDir))).toEqual({ removed: 0, dropped: 0 });
    expect(await t.database.db.select().from(leftStoredBytes)).toHaveLength(2);
    expect(await sweepLeftBytes(t.database.db, driverOf(t.config.dataDir))).toEqual({ removed: 2, dropped: 0 });
    expect(await t.database.db.select().from(leftStoredBytes)).toHaveLength(0);
    expect(storedObjects(t).some((p) => p.endsWith(key))).toBe(false);
  });

  it("the holder's job worker sweeps on its own (periodic work, run at the worker's start)", async () => {
    const { worker, pid } = await f.team();
    const photo = await uploadPhoto(pid, worker);
    const { key } = await f.blobOf(photo.id);
    expect((await viaOther(`/api/pm/v2/projects/${pid}/files/${photo.id}/delete`, worker, "POST")).status).toBe(200);
    expect((await t.database.db.select().from(leftStoredBytes)).map((r) => r.storageKey)).toContain(key);
    await t.app.jobs.start(60_000);
    const started = Date.now();
    while ((await t.database.db.select().from(leftStoredBytes)).length > 0) {
      if (Date.now() - started > 10_000) throw new Error("not swept");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(storedObjects(t).some((p) => p.endsWith(key))).toBe(false);
    await t.app.jobs.stop();
  });

  it("drops a record nobody claimed within a week", async () => {
    const stale = "ab/abcdef01-2345-6789-abcd-ef0123456789";
    const fresh = "cd/cdef0123-4567-89ab-cdef-0123456789ab";
    await t.database.db.insert(leftStoredBytes).values([
      { storageKey: stale, recordedAt: new Date(Date.now() - 8 * 24 * 3600_000) },
      { storageKey: fresh, recordedAt: new Date() },
    ]);
    expect(await sweepLeftBytes(t.database.db, driverOf(t.config.dataDir))).toEqual({ removed: 0, dropped: 1 });
    const left = (await t.database.db.select().from(leftStoredBytes)).map((r) => r.storageKey);
    expect(left).toEqual([fresh]);
  });

  it("warns at start when DATABASE_URL is set with local storage, and only then", async () => {
    const warnings = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const capture = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split("\n").filter(Boolean));
          done();
        },
      });
      const config = loadConfig({ CAIRN_DATA_DIR: otherDir, ...env });
      const app = await buildApp({ config, database: t.database, loggerInstance: createLogger("warn", capture) });
      await app.close();
      return lines.map((l) => JSON.parse(l).msg as string).filter((m) => m.includes("uploads"));
    };
    const cluster = "postgres://cairn@db.example/cairn";
    expect(await warnings({ DATABASE_URL: cluster })).toEqual([
      `DATABASE_URL is set with local file storage (${otherDir}/files): uploads will only be readable by this process; set CAIRN_STORAGE=s3 or share the folder`,
    ]);
    expect(await warnings({ DATABASE_URL: cluster, CAIRN_STORAGE: "s3", CAIRN_S3_BUCKET: "cairn" })).toEqual([]);
    expect(await warnings({})).toEqual([]);
  });
});
