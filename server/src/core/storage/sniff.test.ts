import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseRange } from "../../modules/attachments/download";
import { sniffMimeType, storeSniffed } from "./sniff";
import { localStorage } from "./storage";
import { makeThumbnail } from "./thumbnail";

const text = (s: string) => Buffer.from(s, "utf8");

describe("type sniffing", () => {
  it("names binary formats from their signatures and text by its content, never by name", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await sniffMimeType(png)).toBe("image/png");
    expect(await sniffMimeType(text("%PDF-1.7\n"))).toBe("application/pdf");
    expect(await sniffMimeType(text("plain words, ünïcode"))).toBe("text/plain");
    expect(await sniffMimeType(text('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(await sniffMimeType(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      "image/svg+xml",
    );
    expect(await sniffMimeType(text("<!DOCTYPE html><p>x"))).toBe("text/html");
    expect(await sniffMimeType(text("<script>alert(1)</script>"))).toBe("text/html");
    expect(await sniffMimeType(text('<?xml version="1.0"?><a/>'))).toBe("application/xml");
    expect(await sniffMimeType(Buffer.from([0, 1, 2, 3, 255]))).toBe("application/octet-stream");
    expect(await sniffMimeType(Buffer.alloc(0))).toBe("application/octet-stream");
    // A multi-byte character cut at the end of the sample is still text.
    expect(await sniffMimeType(Buffer.concat([text("abc"), text("é").subarray(0, 1)]))).toBe("text/plain");
  });

  it("sniffs while storing, in one pass", async () => {
    const storage = localStorage(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-sniff-")));
    const stored = await storeSniffed(storage, Readable.from([text("<ht"), text("ml><body>hi")]));
    expect(stored).toMatchObject({ mimeType: "text/html", size: 14 });
  });
});

describe("thumbnails", () => {
  it("fits raster images in 400px as webp, and gives up quietly on anything else", async () => {
    const storage = localStorage(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-thumb-")));
    const jpeg = await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#09f" } })
      .jpeg()
      .toBuffer();
    const source = await storage.put(Readable.from([jpeg]));
    const thumb = await makeThumbnail(storage, source.key, "image/jpeg");
    expect(thumb).toBeDefined();
    const chunks: Buffer[] = [];
    for await (const c of await storage.open(thumb?.key ?? "")) chunks.push(c as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: "webp", width: 400, height: 100 });
    const junk = await storage.put(Readable.from([text("not an image")]));
    expect(await makeThumbnail(storage, junk.key, "image/png")).toBeUndefined();
    expect(await makeThumbnail(storage, junk.key, "application/pdf")).toBeUndefined();
  });
});

describe("byte ranges", () => {
  it("reads one range, a suffix or an open end, and refuses ranges past the end", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(parseRange("items=0-1", 100)).toBeUndefined();
  });
});
