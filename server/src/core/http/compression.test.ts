import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { filesArea, pngOf } from "../../modules/files-area/test-support";
import { type TestUser, useTestApp } from "../../test/harness";
import { SESSION_COOKIE } from "../auth/current-user";

const t = useTestApp();
const f = filesArea(t);

const get = (url: string, as: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: { ...headers, ...(as ? { cookie: `${SESSION_COOKIE}=${as.cookie}` } : {}) },
  });

describe("compressed answers", () => {
  it("compresses a JSON answer over 1 KB: Brotli when accepted, else gzip, else none", async () => {
    const boss = await t.user({ manager: true });
    for (let i = 0; i < 6; i++) await t.post("/api/pm/v2/projects", { title: `Compressed ${i}` }, { as: boss });
    const url = "/api/pm/v2/projects?per_page=20";

    const plain = await get(url, boss);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    const br = await get(url, boss, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gz = await get(url, boss, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(expected);

    const identity = await get(url, boss, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.json()).toEqual(expected);
  });

  it("sends a JSON answer under 1 KB as it is", async () => {
    const u = await t.user();
    for (const url of ["/api/health", "/api/pm/v2/nothing-here"]) {
      const res = await get(url, u, { "accept-encoding": "br, gzip" });
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.rawPayload.length, url).toBeLessThan(1024);
      expect(() => res.json(), url).not.toThrow();
    }
  });

  it("serves uploads byte for byte, whole or by range, however well they would compress", async () => {
    const { worker, pid } = await f.team();
    // Text, an image, and markup (served as application/octet-stream): each would match a
    // compressor's usual list of types, and none may leave the server changed.
    const text = Buffer.from("All work and no play makes Jack a dull boy.\n".repeat(200));
    const picture = await pngOf(64, 64);
    const markup = Buffer.from(`<!doctype html><html><body>${"<p>row</p>".repeat(300)}</body></html>`);
    const noise = randomBytes(5000);
    const res = await f.upload(
      pid,
      {},
      [
        { name: "notes.txt", content: text },
        { name: "pic.png", content: picture },
        { name: "page.html", content: markup },
        { name: "noise.bin", content: noise },
      ],
      worker,
    );
    expect(res.status).toBe(201);
    const uploaded = res.body.data as { download_url: string; mime_type: string }[];
    expect(uploaded.map((u) => u.mime_type)).toEqual([
      "text/plain",
      "image/png",
      "text/html",
      "application/octet-stream",
    ]);

    for (const [i, bytes] of [text, picture, markup, noise].entries()) {
      const url = uploaded[i].download_url;
      const whole = await get(url, worker, { "accept-encoding": "gzip, deflate, br" });
      expect(whole.statusCode, url).toBe(200);
      expect(whole.headers["content-encoding"], url).toBeUndefined();
      expect(Number(whole.headers["content-length"]), url).toBe(bytes.length);
      expect(whole.rawPayload, url).toEqual(bytes);

      const part = await get(url, worker, { "accept-encoding": "br, gzip", range: "bytes=10-109" });
      expect(part.statusCode, url).toBe(206);
      expect(part.headers["content-encoding"], url).toBeUndefined();
      expect(part.headers["content-range"], url).toBe(`bytes 10-109/${bytes.length}`);
      expect(part.rawPayload, url).toEqual(bytes.subarray(10, 110));
    }
  });
});
