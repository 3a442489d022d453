import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({ INIT_CWD: "/srv/cairn" });
    expect(c).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/cairn/data",
      uploadMaxBytes: 50 * 1024 * 1024,
    });
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("resolves a relative data folder against the folder npm was run from", () => {
    expect(loadConfig({ CAIRN_DATA_DIR: "store", INIT_CWD: "/home/me/cairn" }).dataDir).toBe(
      path.resolve("/home/me/cairn/store"),
    );
  });

  it("serves the web build in web/dist unless told another folder", () => {
    expect(loadConfig({}).webDist).toBe(path.resolve(import.meta.dirname, "../../web/dist"));
    expect(loadConfig({ CAIRN_WEB_DIST: "/tmp/build-42" }).webDist).toBe("/tmp/build-42");
  });

  it("switches the read cache off with CAIRN_READ_CACHE=off or a size of 0, and sizes it otherwise", () => {
    expect(loadConfig({}).readCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ CAIRN_READ_CACHE_MB: "8" }).readCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ CAIRN_READ_CACHE: "off" }).readCacheBytes).toBe(0);
    expect(loadConfig({ CAIRN_READ_CACHE: "off", CAIRN_READ_CACHE_MB: "64" }).readCacheBytes).toBe(0);
    expect(loadConfig({ CAIRN_READ_CACHE: "on", CAIRN_READ_CACHE_MB: "0" }).readCacheBytes).toBe(0);
    expect(loadConfig({ CAIRN_READ_CACHE: "on" }).readCacheBytes).toBe(32 * 1024 * 1024);
    expect(() => loadConfig({ CAIRN_READ_CACHE: "sometimes" })).toThrow(/CAIRN_READ_CACHE/);
  });

  it("stops on bad values with a message naming each", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ CAIRN_ADMIN_EMAIL: "a@b.test" })).toThrow(/set together/);
  });

  it("trusts no proxy unless CAIRN_TRUST_PROXY names them or counts the hops", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ CAIRN_TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ CAIRN_TRUST_PROXY: "10.0.0.2, 192.168.0.0/16,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.2",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    for (const wrong of ["true", "0", "10.0.0.0/33", "10.0.0", "proxy.example.com", "10.0.0.1/8/8", ","]) {
      expect(() => loadConfig({ CAIRN_TRUST_PROXY: wrong }), wrong).toThrow(/CAIRN_TRUST_PROXY/);
    }
  });

  it("knows whether a public URL was given, and refuses one that is not http(s)", () => {
    expect(loadConfig({}).publicUrlGiven).toBe(false);
    expect(loadConfig({ CAIRN_PUBLIC_URL: "https://pm.example.com/" })).toMatchObject({
      publicUrl: "https://pm.example.com",
      publicUrlGiven: true,
    });
    expect(() => loadConfig({ CAIRN_PUBLIC_URL: "ftp://pm.example.com" })).toThrow(/CAIRN_PUBLIC_URL/);
    expect(() => loadConfig({ CAIRN_SETUP_CODE: "short" })).toThrow(/CAIRN_SETUP_CODE/);
  });
});
