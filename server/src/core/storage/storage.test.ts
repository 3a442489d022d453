import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { localStorage } from "./storage";

const tempRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), "cairn-storage-"));
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());

describe("local storage", () => {
  it("stores bytes under a generated key, reads them back and removes them", async () => {
    const root = tempRoot();
    const storage = localStorage(root);
    const stored = await storage.put(Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(stored.size).toBe(11);
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    const chunks: Buffer[] = [];
    for await (const c of await storage.open(stored.key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello world");
    expect(await storage.remove(stored.key)).toBe("removed");
    expect(filesUnder(root)).toEqual([]);
    // Gone: another process's folder may hold such a key, so the driver says it was absent, and refuses to open it.
    expect(await storage.remove(stored.key)).toBe("absent");
    await expect(storage.open(stored.key)).rejects.toMatchObject({ status: 404, code: "file_missing" });
  });

  it("a source that breaks half-way leaves no file behind", async () => {
    const root = tempRoot();
    const storage = localStorage(root);
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put(broken)).rejects.toThrow("connection reset");
    expect(filesUnder(root)).toEqual([]);
  });

  it("reads a byte range, and clears temporary files left by a process that died mid-upload", async () => {
    const root = tempRoot();
    fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
    const stale = path.join(root, "tmp", "left-behind");
    const fresh = path.join(root, "tmp", "in-flight");
    fs.writeFileSync(stale, "x");
    fs.writeFileSync(fresh, "y");
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(stale, hoursAgo, hoursAgo);
    const storage = localStorage(root);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    const stored = await storage.put(Readable.from([Buffer.from("0123456789")]));
    const chunks: Buffer[] = [];
    for await (const c of await storage.open(stored.key, { start: 2, end: 4 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("234");
  });

  it("refuses keys that are not its own", async () => {
    const storage = localStorage(tempRoot());
    await expect(storage.open("../../etc/passwd")).rejects.toThrow("invalid storage key");
    await expect(storage.remove("../../etc/passwd")).rejects.toThrow("invalid storage key");
  });
});
