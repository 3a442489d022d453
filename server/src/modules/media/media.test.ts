import { count } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "../../db/schema";
import { download, type FormFile, postForm, storedObjects } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

let png: Buffer;
let jpeg: Buffer;
/** A 1×1 24-bit BMP, written out by hand (sharp cannot write bmp). */
const bmp = Buffer.from(
  "424d3a0000000000000036000000280000000100000001000000010018000000000004000000130b0000130b000000000000000000000000ff00",
  "hex",
);

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
    .jpeg()
    .toBuffer();
});

const upload = (files: FormFile[], as: TestUser) => postForm(t, "/api/pm/v2/media", {}, files, as);
const mediaCount = async () => (await t.database.db.select({ n: count() }).from(media))[0].n;
const setLogo = (as: TestUser, value: unknown) =>
  t.post("/api/pm/v2/settings", { settings: [{ key: "logo", value }] }, { as });

describe("media library", () => {
  it("a global manager uploads images, typed by their bytes, and lists them newest first", async () => {
    const boss = await t.user({ manager: true });
    const res = await upload(
      [
        { name: "logo.png", content: png, type: "application/octet-stream" },
        { name: "mark.bmp", content: bmp, type: "text/plain" },
      ],
      boss,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("The images have been uploaded.");
    const [second, first] = res.body.data;
    expect(first).toMatchObject({ name: "logo.png", mime_type: "image/png", size: png.length });
    expect(first.url).toBe(`/api/pm/v2/media/${first.id}`);
    expect(first.absoluteUrl).toBe(`${t.config.publicUrl}/api/pm/v2/media/${first.id}`);
    expect(first.thumb).toBe(`/api/pm/v2/media/${first.id}/thumb`);
    expect(second).toMatchObject({ name: "mark.bmp", mime_type: "image/bmp", thumb: second.url });

    await upload([{ name: "photo.jpg", content: jpeg, type: "image/jpeg" }], boss);
    const list = await t.get("/api/pm/v2/media", { as: boss });
    expect(list.status).toBe(200);
    expect(list.body.data.slice(0, 3).map((m: { name: string }) => m.name)).toEqual([
      "photo.jpg",
      "mark.bmp",
      "logo.png",
    ]);
    expect(list.body.meta.pagination.total).toBeGreaterThanOrEqual(3);

    const image = await download(t, first.url, boss);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(png)).toBe(true);
    expect(image.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
    });
    expect(String(image.headers["content-disposition"])).toMatch(/^inline;/);
    const thumb = await download(t, first.thumb, boss);
    expect(thumb.status).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect((await sharp(thumb.bytes).metadata()).width).toBe(40);
  });

  it("refuses anything that is not a raster image, whatever its name or type says, and keeps nothing", async () => {
    const boss = await t.user({ manager: true });
    const rows = await mediaCount();
    const objects = storedObjects(t).length;
    const disguised: FormFile[][] = [
      [
        {
          name: "logo.svg",
          content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          type: "image/svg+xml",
        },
      ],
      [{ name: "logo.png", content: "<html><script>alert(1)</script></html>", type: "image/png" }],
      [{ name: "notes.txt", content: "hello" }],
      [
        { name: "ok.png", content: png, type: "image/png" },
        { name: "doc.pdf", content: "%PDF-1.4\n%âãÏÓ\n", type: "application/pdf" },
      ],
    ];
    for (const files of disguised) {
      const res = await upload(files, boss);
      expect(res.status, files.map((f) => f.name).join()).toBe(400);
      expect(res.body.data.params.files).toEqual(["Only PNG, JPEG, GIF, WebP and BMP images can be uploaded."]);
    }
    const none = await t.post("/api/pm/v2/media", {}, { as: boss });
    expect(none.status).toBe(400);
    expect(none.body.data.params.files).toEqual(["Choose an image to upload."]);
    const big = await upload(
      [{ name: "huge.png", content: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) }],
      boss,
    );
    expect(big.status).toBe(413);
    expect(await mediaCount()).toBe(rows);
    expect(storedObjects(t).length).toBe(objects);
  });

  it("is for global managers: others are refused before any byte is stored", async () => {
    const plain = await t.user();
    const projectManager = await t.user();
    await t.project({ manager: projectManager });
    const objects = storedObjects(t).length;
    for (const who of [plain, projectManager]) {
      expect((await upload([{ name: "a.png", content: png }], who)).status).toBe(403);
      expect((await t.get("/api/pm/v2/media", { as: who })).status).toBe(403);
    }
    expect(storedObjects(t).length).toBe(objects);
    expect((await t.get("/api/pm/v2/media")).status).toBe(401);
  });

  it("shows members only the image that is the logo; the sign-in page gets it without signing in", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const [logo, other] = (
      await upload(
        [
          { name: "logo.png", content: png },
          { name: "other.jpg", content: jpeg },
        ],
        boss,
      )
    ).body.data.reverse();
    expect((await download(t, logo.url, plain)).status).toBe(404);
    expect((await setLogo(boss, logo.id)).status).toBe(200);
    expect((await download(t, logo.url, plain)).status).toBe(200);
    expect((await download(t, logo.thumb, plain)).status).toBe(200);
    expect((await download(t, other.url, plain)).status).toBe(404);

    const branding = await t.get("/api/branding");
    expect(branding.status).toBe(200);
    expect(branding.body.data).toEqual({ logo_url: `/api/branding/logo?v=${logo.id}` });
    const publicLogo = await t.app.inject({ method: "GET", url: branding.body.data.logo_url });
    expect(publicLogo.statusCode).toBe(200);
    expect(publicLogo.rawPayload.equals(png)).toBe(true);
    expect(publicLogo.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("deletes an image with its bytes; deleting the logo leaves the app without one", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    const objects = storedObjects(t).length;
    const [img] = (await upload([{ name: "logo.png", content: png }], boss)).body.data;
    expect(storedObjects(t).length).toBe(objects + 2);
    await setLogo(boss, img.id);
    expect((await t.post(`/api/pm/v2/media/${img.id}/delete`, {}, { as: plain })).status).toBe(403);
    const res = await t.post(`/api/pm/v2/media/${img.id}/delete`, {}, { as: boss });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "The image has been deleted.", data: { id: img.id } });
    expect(storedObjects(t).length).toBe(objects);
    expect((await download(t, img.url, boss)).status).toBe(404);
    expect((await t.get("/api/branding")).body.data.logo_url).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/branding/logo" })).statusCode).toBe(404);
    const settings = await t.get("/api/pm/v2/settings", { as: boss, query: { key: "logo" } });
    expect(settings.body.data).toEqual([{ key: "logo", value: null }]);
    expect((await t.post(`/api/pm/v2/media/${img.id}/delete`, {}, { as: boss })).status).toBe(404);
  });
});
