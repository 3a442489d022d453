import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { isErrorShape } from "../../test/error-shape";
import { useTestApp } from "../../test/harness";
import { hostAllowance } from "./host-check";

// A one-page web build, so the web app's answers are checked too (not only /api).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-host-dist-"));
fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Cairn</title><div id=root></div>");
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({
  env: { CAIRN_PUBLIC_URL: "http://cairn.lan:3000", CAIRN_WEB_DIST: dist, CAIRN_SETUP_CODE: "HOST-CHECK-C0DE" },
});

const setupBody = {
  email: "taker@example.test",
  display_name: "Taker",
  password: "long-enough-1",
  setup_code: "HOST-CHECK-C0DE",
};
const as = (host: string, method: "GET" | "POST", url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { host, ...headers }, ...(payload ? { payload } : {}) });

describe("only Cairn's own address is served", () => {
  it("a rebound name gets 421 in the error shape for the API, the setup and the web app, and nothing changes", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/setup"],
      ["POST", "/api/auth/setup"],
      ["GET", "/"],
      ["GET", "/projects"],
      ["GET", "/api/nothing-here"],
    ] as const) {
      const res = await as("rebind.test:3000", method, url, method === "POST" ? setupBody : undefined, {
        origin: "http://rebind.test:3000",
      });
      expect(res.statusCode, `${method} ${url}`).toBe(421);
      expect(isErrorShape(421, res.json()), url).toBe(true);
      expect(res.json().code).toBe("rest_misdirected_request");
      // The refusal still carries the security headers.
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it("refuses other ports of the public host, and Host values that are not plain hosts", async () => {
    for (const host of [
      "cairn.lan:3001",
      "cairn.lan",
      "evil.test@cairn.lan:3000",
      "cairn.lan:3000/x",
      "cairn.lan.evil.test:3000",
    ]) {
      expect((await as(host, "GET", "/api/auth/setup")).statusCode, host).toBe(421);
    }
  });

  it("serves the public URL's host, in any case, and the loopback names on any port", async () => {
    for (const host of [
      "cairn.lan:3000",
      "CAIRN.LAN:3000",
      "localhost:3000",
      "127.0.0.1:8080",
      "[::1]:3000",
      "localhost",
    ]) {
      const res = await as(host, "GET", "/api/auth/setup");
      expect(res.statusCode, host).toBe(200);
    }
    const page = await as("cairn.lan:3000", "GET", "/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
  });

  it("answers the health check whatever the host: load balancers call it by address", async () => {
    const res = await as("10.1.2.3:3000", "GET", "/api/health");
    expect(res.statusCode).toBe(200);
  });

  it("takes a browser write only from a validated host's origin", async () => {
    const signIn = (origin: string) =>
      as("cairn.lan:3000", "POST", "/api/auth/login", { email: "a@b.test", password: "x" }, { origin });
    expect((await signIn("http://rebind.test:3000")).statusCode).toBe(403);
    expect((await signIn("http://cairn.lan:3000")).statusCode).toBe(401);
  });
});

describe("the addresses allowed without a public URL", () => {
  it("listening on all interfaces, the machine's own addresses count, and no other", () => {
    const allowed = hostAllowance({ publicUrl: "http://localhost:3000", publicUrlGiven: false, host: "0.0.0.0" });
    const own = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a?.family === "IPv4")
      .map((a) => String(a?.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(allowed(`${address}:3000`), address).toBe(true);
    expect(allowed("192.0.2.77:3000")).toBe(false);
    expect(allowed("cairn.lan:3000")).toBe(false);
    expect(allowed("localhost:3000")).toBe(true);
  });

  it("listening on one address, that address and loopback only", () => {
    const allowed = hostAllowance({ publicUrl: "http://localhost:3000", publicUrlGiven: false, host: "192.0.2.10" });
    expect(allowed("192.0.2.10:3000")).toBe(true);
    expect(allowed("192.0.2.11:3000")).toBe(false);
    expect(allowed("127.0.0.1:3000")).toBe(true);
  });

  it("with an https public URL its host is allowed with or without the default port", () => {
    const allowed = hostAllowance({ publicUrl: "https://pm.example.com", publicUrlGiven: true, host: "0.0.0.0" });
    expect(allowed("pm.example.com")).toBe(true);
    expect(allowed("pm.example.com:443")).toBe(true);
    expect(allowed("pm.example.com:80")).toBe(false);
    // A public URL is the one address: the machine's LAN addresses are then refused.
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a?.family === "IPv4" && !a.internal)?.address;
    if (lan) expect(allowed(`${lan}:3000`)).toBe(false);
  });
});
