import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts } from "../../db/schema";
import { startTestContext, type TestContext } from "../../test/harness";
import { anyone } from "../policy/route-access";

/** What the request looked like to the app: the client's address, the protocol and the host. */
async function echoRoute(app: FastifyInstance) {
  app.get("/test/echo", { config: anyone() }, async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host }));
}

/** Every header @fastify/helmet sent with our options before, whatever the protocol. */
const ALWAYS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";

/** One app per configuration, each on its own database, closed after its block. */
function appWith(env: Record<string, string>) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startTestContext({ env, plugins: [echoRoute] }));
  }, 60_000);
  afterAll(() => ctx.close?.());
  return ctx;
}

/** The first administrator, created through the proxy's address (10.0.0.2) with these headers. */
const setUp = (t: TestContext, headers: Record<string, string>, setupCode: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/setup",
    remoteAddress: "10.0.0.2",
    headers,
    payload: { email: "a@example.test", display_name: "A", password: "long-enough-1", setup_code: setupCode },
  });

const fromProxy = (t: TestContext, headers: Record<string, string>, remoteAddress = "10.0.0.2") =>
  t.app.inject({ method: "GET", url: "/api/test/echo", remoteAddress, headers });

describe("over plain http (no public URL, or an http one)", () => {
  const t = appWith({ CAIRN_PUBLIC_URL: "http://cairn.lan:3000" });

  it("sends neither HSTS nor upgrade-insecure-requests, and every other header as before", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { host: "cairn.lan:3000" } });
    expect(res.headers).toMatchObject(ALWAYS);
    expect(res.headers["content-security-policy"]).toBe(CSP);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("believes no X-Forwarded-* header: the address is the socket's, the protocol http", async () => {
    const res = await fromProxy(t, {
      host: "cairn.lan:3000",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "rebind.test",
    });
    expect(res.json()).toEqual({ ip: "10.0.0.2", protocol: "http", host: "cairn.lan:3000" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("counts a sign-in failure against the socket's address, not an invented one", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.0.0.2",
      headers: { host: "cairn.lan:3000", "x-forwarded-for": "203.0.113.50" },
      payload: { email: "nobody@example.test", password: "wrong-one" },
    });
    const keys = (await t.database.db.select({ key: authAttempts.key }).from(authAttempts)).map((r) => r.key);
    expect(keys).toContain("ip:10.0.0.2");
    expect(keys).not.toContain("ip:203.0.113.50");
  });
});

describe("with an https public URL (TLS ended in front of Cairn)", () => {
  const t = appWith({ CAIRN_PUBLIC_URL: "https://pm.example.com", CAIRN_SETUP_CODE: "HTTPS-SETUP-C0DE" });

  it("sends HSTS and upgrade-insecure-requests, and a Secure session cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { host: "pm.example.com" } });
    expect(res.headers).toMatchObject(ALWAYS);
    expect(res.headers["content-security-policy"]).toBe(`${CSP};upgrade-insecure-requests`);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const setup = await setUp(t, { host: "pm.example.com" }, "HTTPS-SETUP-C0DE");
    expect(setup.statusCode).toBe(201);
    expect(String(setup.headers["set-cookie"])).toMatch(/; Secure/);
  });
});

describe("behind a proxy named in CAIRN_TRUST_PROXY", () => {
  const t = appWith({ CAIRN_TRUST_PROXY: "10.0.0.0/8", CAIRN_SETUP_CODE: "PROXY-SETUP-C0DE" });

  it("takes the client's address, protocol and host from the proxy", async () => {
    const res = await fromProxy(t, {
      host: "127.0.0.1:3000",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "https",
    });
    expect(res.json()).toEqual({ ip: "203.0.113.9", protocol: "https", host: "127.0.0.1:3000" });
    // The browser is on https: the https-only headers and a Secure cookie follow.
    expect(res.headers["strict-transport-security"]).toBeDefined();
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const setup = await setUp(t, { host: "localhost:3000", "x-forwarded-proto": "https" }, "PROXY-SETUP-C0DE");
    expect(setup.statusCode).toBe(201);
    expect(String(setup.headers["set-cookie"])).toMatch(/; Secure/);
  });

  it("checks the host the proxy forwards: a rebound name is refused through it too", async () => {
    const res = await fromProxy(t, { host: "127.0.0.1:3000", "x-forwarded-host": "rebind.test" });
    expect(res.statusCode).toBe(421);
  });

  it("but a client that is not the proxy cannot claim another address or https", async () => {
    const res = await fromProxy(
      t,
      { host: "127.0.0.1:3000", "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" },
      "192.0.2.4",
    );
    expect(res.json()).toEqual({ ip: "192.0.2.4", protocol: "http", host: "127.0.0.1:3000" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("behind a number of proxies (CAIRN_TRUST_PROXY=1)", () => {
  const t = appWith({ CAIRN_TRUST_PROXY: "1" });

  it("trusts the nearest hop only: an address the client put before it is not believed", async () => {
    const res = await fromProxy(t, { host: "localhost:3000", "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    expect(res.json().ip).toBe("203.0.113.9");
  });
});
