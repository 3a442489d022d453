import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { files } from "../../db/schema";
import { download, formPayload, postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42"),
  Buffer.alloc(4),
  Buffer.from("mp42isom"),
  Buffer.alloc(64),
]);

describe("files area: uploads", () => {
  it("makes one item per uploaded file, typed from the bytes, with thumbnails for images", async () => {
    const { worker, pid } = await f.team();
    const png = await pngOf(900, 600);
    const res = await f.upload(
      pid,
      { type: "pro_file" },
      [
        { name: "photo.png", content: png, type: "application/pdf" },
        { name: "clip.bin", content: MP4, type: "text/plain" },
        { name: "fake.png", content: "just text", type: "image/png" },
      ],
      worker,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("The files have been uploaded successfully.");
    expect(Array.isArray(res.body.data)).toBe(true);
    const [photo, clip, fake] = res.body.data;
    expect(photo).toMatchObject({
      type: "pro_file",
      title: "photo.png",
      mime_type: "image/png",
      is_image: true,
      is_video: false,
      size: png.length,
    });
    expect(photo.thumb).toBe(`/api/pm/v2/projects/${pid}/files/${photo.id}/thumb`);
    expect(clip).toMatchObject({ mime_type: "video/mp4", is_video: true, is_image: false, thumb: null });
    expect(fake).toMatchObject({ mime_type: "text/plain", is_image: false, thumb: null });

    const thumb = await download(t, photo.thumb, worker);
    expect(thumb.status).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 267 });
    expect((await download(t, `/api/pm/v2/projects/${pid}/files/${clip.id}/thumb`, worker)).status).toBe(404);

    const got = await download(t, photo.download_url, worker);
    expect(got.bytes.equals(png)).toBe(true);
    expect(got.headers["content-disposition"]).toMatch(/^inline; filename="photo.png"/);
    const video = await download(t, clip.download_url, worker);
    expect(video.headers["content-type"]).toBe("video/mp4");
    expect(video.headers["content-disposition"]).toMatch(/^inline; /);
    const one = await f.upload(pid, {}, [{ name: "single.txt", content: "x" }], worker);
    expect(one.body.message).toBe("The file has been uploaded successfully.");
    expect(one.body.data).toHaveLength(1);
  });

  it("serves svg and html as downloads under their original names, never inline, always nosniff", async () => {
    const { worker, pid } = await f.team();
    const res = await f.upload(
      pid,
      {},
      [
        {
          name: "logo.svg",
          content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          type: "image/png",
        },
        { name: "page.html", content: "<!doctype html><script>alert(1)</script>", type: "image/jpeg" },
        { name: "../../Évian report.txt", content: "plain" },
      ],
      worker,
    );
    const [svg, html, txt] = res.body.data;
    expect(svg.mime_type).toBe("image/svg+xml");
    expect(html.mime_type).toBe("text/html");
    expect(txt.title).toBe("Évian report.txt");
    for (const item of [svg, html, txt]) {
      const d = await download(t, item.download_url, worker);
      expect(d.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(d.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect((await download(t, svg.download_url, worker)).headers["content-type"]).toBe("application/octet-stream");
    const named = await download(t, txt.download_url, worker);
    expect(named.headers["content-disposition"]).toContain("filename*=UTF-8''%C3%89vian%20report.txt");
  });

  it("keeps the upload when no thumbnail can be made", async () => {
    const { worker, pid } = await f.team();
    const broken = Buffer.concat([(await pngOf(20, 20)).subarray(0, 40), Buffer.alloc(200, 1)]);
    const res = await f.upload(pid, {}, [{ name: "broken.png", content: broken }], worker);
    expect(res.status).toBe(201);
    expect(res.body.data[0]).toMatchObject({ mime_type: "image/png", thumb: null, size: broken.length });
  });

  it("answers byte ranges, so a video can seek", async () => {
    const { worker, pid } = await f.team();
    const res = await f.upload(pid, {}, [{ name: "clip.mp4", content: MP4 }], worker);
    const url = res.body.data[0].download_url;
    const part = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: `${SESSION_COOKIE}=${worker.cookie}`, range: "bytes=4-11" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString()).toBe("ftypmp42");
    const past = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: `${SESSION_COOKIE}=${worker.cookie}`, range: "bytes=9999-" },
    });
    expect(past.statusCode).toBe(416);
  });

  it("refuses an upload over the limit with 413, keeping no record and no bytes", async () => {
    const { worker, pid } = await f.team();
    const before = await f.snapshot();
    const res = await f.upload(
      pid,
      {},
      [
        { name: "small.txt", content: "fits" },
        { name: "big.bin", content: Buffer.alloc(3 * 1024 * 1024, 7) },
      ],
      worker,
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("rest_too_large");
    expect(res.body.message).toEqual(["Each file must be at most 2 MB."]);
    expect(await f.snapshot()).toEqual(before);
  });

  it("takes up to 20 files in one request and refuses more, keeping nothing", async () => {
    const { worker, pid } = await f.team();
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.txt`, content: `file ${i}` }));
    const twenty = await f.upload(pid, {}, many(20), worker);
    expect(twenty.status).toBe(201);
    expect(twenty.body.data).toHaveLength(20);
    const before = await f.snapshot();
    const more = await f.upload(pid, {}, many(21), worker);
    expect(more.status).toBe(413);
    expect(await f.snapshot()).toEqual(before);
  });

  it("keeps no record and no bytes of an upload cut off half-way", async () => {
    const { worker, pid } = await f.team();
    const before = await f.snapshot();
    const png = await pngOf(300, 300);
    const { payload, contentType } = formPayload({ type: "pro_file" }, [
      { name: "whole.png", content: png },
      { name: "cut.bin", content: Buffer.alloc(400_000, 5) },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: f.api(pid),
      payload: payload.subarray(0, payload.length - 200_000),
      headers: { "content-type": contentType, cookie: `${SESSION_COOKIE}=${worker.cookie}` },
    });
    expect(res.statusCode).toBe(400);
    expect(await f.snapshot()).toEqual(before);
  });

  it("keeps nothing when the client's connection drops mid-upload", async () => {
    const { worker, pid } = await f.team();
    const before = await f.snapshot();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, contentType } = formPayload({ type: "pro_file" }, [
      { name: "whole.txt", content: "complete" },
      { name: "big.bin", content: Buffer.alloc(1_500_000, 4) },
    ]);
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: f.api(pid),
        headers: {
          "content-type": contentType,
          "content-length": String(payload.length),
          cookie: `${SESSION_COOKIE}=${worker.cookie}`,
        },
      });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.write(payload.subarray(0, 900_000));
      // Cut the connection only once the server holds bytes of this upload (the first file, the second begun).
      const waitForBytes = () => {
        if (storedObjects(t).length >= before.objects + 2) req.destroy();
        else setTimeout(waitForBytes, 20);
      };
      waitForBytes();
    });
    // The server notices the reset on its own schedule: wait for it to clean up.
    for (let i = 0; i < 50 && JSON.stringify(await f.snapshot()) !== JSON.stringify(before); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await f.snapshot()).toEqual(before);
  });

  it("removes stored bytes only when the last item referring to them is deleted", async () => {
    const { worker, pid } = await f.team();
    const before = storedObjects(t).length;
    const res = await f.upload(pid, {}, [{ name: "shared.png", content: await pngOf(50, 50) }], worker);
    const item = res.body.data[0];
    expect(storedObjects(t).length).toBe(before + 2);
    // A copy (as a project duplicate makes) refers to the same bytes and thumbnail.
    const [row] = await t.database.db.select().from(files).where(eq(files.id, item.id));
    const { id: _id, ...copy } = row;
    const [twin] = await t.database.db.insert(files).values(copy).returning();
    const del = (id: number) => t.post(`${f.base(pid)}/${id}/delete`, {}, { as: worker });
    expect((await del(item.id)).status).toBe(200);
    expect(storedObjects(t).length).toBe(before + 2);
    expect((await download(t, `/api/pm/v2/projects/${pid}/files/${twin.id}/download`, worker)).status).toBe(200);
    const last = await del(twin.id);
    expect(last.body.message).toBe("The file has been deleted successfully.");
    expect(storedObjects(t).length).toBe(before);
  });

  it("removes a deleted project's stored bytes with it", async () => {
    const { manager, worker, pid } = await f.team();
    const before = storedObjects(t).length;
    await f.upload(pid, {}, [{ name: "gone.png", content: await pngOf(40, 40) }], worker);
    expect(storedObjects(t).length).toBe(before + 2);
    expect((await t.post(`/api/pm/v2/projects/${pid}/delete`, {}, { as: manager })).status).toBe(200);
    expect(storedObjects(t).length).toBe(before);
  });

  it("gives docs and links attachments, added and removed on update, bytes included", async () => {
    const { worker, pid } = await f.team();
    const before = storedObjects(t).length;
    const created = await postForm(
      t,
      f.api(pid),
      { type: "doc", title: "Brief", description: "<p>Read</p>" },
      [{ name: "a.txt", content: "alpha" }],
      worker,
    );
    expect(created.status).toBe(201);
    const doc = created.body.data;
    expect(doc.files.data).toMatchObject([{ name: "a.txt", mime_type: "text/plain", size: 5 }]);
    const attachment = await f.one(pid, doc.files.data[0].id, worker);
    expect(attachment.body.data).toMatchObject({
      type: "file",
      attached_to: { type: "file", id: doc.id, title: "Brief" },
    });
    const updated = await postForm(
      t,
      f.api(pid, `/${doc.id}`),
      { "files_to_delete[]": [doc.files.data[0].id] },
      [{ name: "b.txt", content: "beta" }],
      worker,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.files.data.map((x: { name: string }) => x.name)).toEqual(["b.txt"]);
    expect(storedObjects(t).length).toBe(before + 1);
    const folder = await f.folder(pid, "Plain", worker);
    const refused = await postForm(t, f.api(pid, `/${folder.id}`), {}, [{ name: "c.txt", content: "c" }], worker);
    expect(refused.status).toBe(400);
    expect(refused.body.data.params.files).toEqual(["Only documents and links take attachments."]);
    const folderWithFiles = await postForm(
      t,
      f.api(pid),
      { type: "folder", title: "F" },
      [{ name: "d.txt", content: "d" }],
      worker,
    );
    expect(folderWithFiles.status).toBe(400);
    expect(storedObjects(t).length).toBe(before + 1);
  });
});
