import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

/**
 * A tiny web build in a temporary folder, laid out as web/vite/precompress.ts leaves web/dist: each text
 * file with its .br and .gz beside it, an image without. The app serves it through CAIRN_WEB_DIST, so
 * these tests never depend on a real build.
 */
function fixtureDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-web-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${" ".repeat(2000)}</body></html>`;
  const script = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;
  const files: Record<string, Buffer> = {
    "index.html": Buffer.from(page),
    "assets/index-Ab12Cd34.js": Buffer.from(script),
    "assets/logo-Ef56Gh78.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  };
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, bytes);
    if (name.endsWith(".png")) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes));
  }
  const read = (name: string) => fs.readFileSync(path.join(dist, name));
  return { dist, read };
}

const web = fixtureDist();
const t = useTestApp({ env: { CAIRN_WEB_DIST: web.dist } });
afterAll(() => fs.rmSync(web.dist, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

const IMMUTABLE = "public, max-age=31536000, immutable";
const SCRIPT = "/assets/index-Ab12Cd34.js";

describe("serving the web app", () => {
  it("sends a hashed asset's Brotli file as built, cached for good", async () => {
    const res = await get(SCRIPT, "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes the build wrote: nothing is compressed per request.
    expect(res.rawPayload).toEqual(web.read(`${SCRIPT.slice(1)}.br`));
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(web.read(SCRIPT.slice(1)));
  });

  it("sends the gzip file to a client that accepts only gzip", async () => {
    const res = await get(SCRIPT, "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload)).toEqual(web.read(SCRIPT.slice(1)));
  });

  it("sends the plain file when the client accepts neither (or says identity)", async () => {
    for (const accept of [undefined, "identity", "deflate"]) {
      const res = await get(SCRIPT, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      // A shared cache must not hand this plain copy to a browser that accepts Brotli, or the reverse.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload).toEqual(web.read(SCRIPT.slice(1)));
    }
  });

  it("sends an image as it is, with no compressed copy to look for", async () => {
    const res = await get("/assets/logo-Ef56Gh78.png", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.rawPayload).toEqual(web.read("assets/logo-Ef56Gh78.png"));
  });

  it("revalidates the page itself, at / and at every client route", async () => {
    for (const url of ["/", "/index.html", "/login", "/projects/12/task-lists?filter=mine"]) {
      const res = await get(url, "br, gzip");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(res.rawPayload), url).toEqual(web.read("index.html"));
    }
    const plain = await get("/projects/12");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.rawPayload).toEqual(web.read("index.html"));
  });

  it("answers an unknown asset and an unknown API path with 404, never with the page", async () => {
    // A chunk of an older build: the page in its place would fail as a script, and hide the cause.
    for (const url of ["/assets/index-00000000.js", "/api/nothing-here", "/api", "/api?x=1"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe("rest_no_route");
    }
  });
});
