import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
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

  it("compresses a large answer in one call: Brotli for `br, gzip`, with its length, the same JSON decoded", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    await t.database.db.execute(sql`insert into tasks (project_id, task_list_id, title, created_by)
      select ${pid}, l.id, 'A task of the large answer, number ' || n, ${boss.id}
      from generate_series(1, 300) n, (select id from task_lists where project_id = ${pid} limit 1) l`);
    const url = `/api/pm/v2/projects/${pid}/task-lists?with=incomplete_tasks&tasks_per_page=300`;
    const plain = await get(url, boss);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // Past the plugin's default limit for one synchronous call on two cores (8 KB), which would stream it.
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const br = await get(url, boss, { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves the live event stream uncompressed and streaming", async () => {
    const boss = await t.user({ manager: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.get(
        {
          port,
          path: "/api/pm-pro/v2/progress/stream",
          headers: {
            accept: "text/event-stream",
            "accept-encoding": "br, gzip",
            cookie: `${SESSION_COOKIE}=${boss.cookie}`,
          },
        },
        (res) => {
          // The first event arrives while the answer is still open: nothing waits to compress a whole body.
          res.once("data", (chunk: Buffer) => {
            resolve({ headers: res.headers, text: chunk.toString("utf8") });
            req.destroy();
          });
        },
      );
      req.on("error", reject);
    });
    expect(first.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.text).toContain("retry: 3000");
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

  it("serves uploads whole or by range: text compressed on the way, ranges and opaque types as stored", async () => {
    const { worker, pid } = await f.team();
    // Text, an image, markup (served as application/octet-stream) and noise: every one leaves the server
    // as the bytes stored, compressed on the way only where its type is text and the whole file is asked.
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

    // Text goes compressed (mime-db's rule) and decodes to the stored bytes; an image or opaque bytes go as stored.
    const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
      res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    for (const [i, bytes] of [text, picture, markup, noise].entries()) {
      const url = uploaded[i].download_url;
      const whole = await get(url, worker, { "accept-encoding": "br, gzip" });
      expect(whole.headers["content-encoding"], url).toBe(i === 0 ? "br" : undefined);
      expect(whole.statusCode, url).toBe(200);
      expect(decoded(whole), url).toEqual(bytes);
      if (i > 0) expect(Number(whole.headers["content-length"]), url).toBe(bytes.length);

      const part = await get(url, worker, { "accept-encoding": "br, gzip", range: "bytes=10-109" });
      expect(part.statusCode, url).toBe(206);
      expect(part.headers["content-encoding"], url).toBeUndefined();
      expect(part.headers["content-range"], url).toBe(`bytes 10-109/${bytes.length}`);
      expect(part.rawPayload, url).toEqual(bytes.subarray(10, 110));
    }
  });
});
