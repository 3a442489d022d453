import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createTemplateCopy } from "../../test/harness";
import { anyone } from "../policy/route-access";
import { createLogger } from "./log-redaction";

type LogLine = Record<string, unknown> & { level: number; msg: string };

/** A route that fails as a bug would: the error handler answers 500 internal_error and logs the error. */
const failingRoute: FastifyPluginAsync = async (app) => {
  app.get("/test/broken/:id", { config: anyone() }, async () => {
    throw new Error("the bug itself");
  });
};

/** An app whose logger writes, at `level`, into the returned list of parsed lines. */
async function appLoggingAt(level: "info" | "debug", database: Awaited<ReturnType<typeof createTemplateCopy>>) {
  const lines: LogLine[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-request-log-"));
  const config = loadConfig({ CAIRN_DATA_DIR: dataDir, CAIRN_LOG_LEVEL: level });
  const app = await buildApp({
    config,
    database: database.database,
    loggerInstance: createLogger(level, capture),
    plugins: [failingRoute],
  });
  await app.ready();
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, lines, close };
}

/** The lines written while `send` ran (start-up lines left out). */
async function linesOf(logged: { lines: LogLine[] }, send: () => Promise<unknown>): Promise<LogLine[]> {
  const from = logged.lines.length;
  await send();
  return logged.lines.slice(from);
}

const PINO_INFO = 30;
const PINO_ERROR = 50;
const PINO_DEBUG = 20;

let copy: Awaited<ReturnType<typeof createTemplateCopy>>;
let info: { app: App; lines: LogLine[]; close: () => Promise<void> };
let debug: { app: App; lines: LogLine[]; close: () => Promise<void> };
beforeAll(async () => {
  copy = await createTemplateCopy();
  info = await appLoggingAt("info", copy);
  debug = await appLoggingAt("debug", copy);
}, 60_000);
afterAll(async () => {
  await info?.close();
  await debug?.close();
  await copy?.database.close();
  await copy?.dropDatabase();
});

describe("the request log at the default level (info)", () => {
  it("writes one line per request: method, route pattern, redacted URL, status, time and request id", async () => {
    const lines = await linesOf(info, () =>
      info.app.inject({ method: "GET", url: "/api/pm/v2/projects/123?token=secret-in-url" }),
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: PINO_INFO,
      msg: "request completed",
      method: "GET",
      route: "/api/pm/v2/projects/:id",
      url: "/api/pm/v2/projects/123?token=[redacted]",
      status: 401,
    });
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.responseTime).toEqual(expect.any(Number));
    // The request's details are debug's: none of them, nor Fastify's `req`/`res` objects, on this line.
    expect(Object.keys(line).sort()).toEqual(
      ["hostname", "level", "method", "msg", "pid", "reqId", "responseTime", "route", "status", "time", "url"].sort(),
    );
    expect(JSON.stringify(lines)).not.toContain("secret-in-url");
  });

  it("still writes one line for a path no route matches, without a route", async () => {
    const lines = await linesOf(info, () => info.app.inject({ method: "GET", url: "/api/no/such/thing" }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: PINO_INFO, method: "GET", url: "/api/no/such/thing", status: 404 });
    expect(lines[0].route).toBeUndefined();
  });

  it("logs a 5xx's error at error level, as before, then the request's line", async () => {
    const lines = await linesOf(info, () => info.app.inject({ method: "GET", url: "/api/test/broken/7" }));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [PINO_ERROR, "unhandled error"],
      [PINO_INFO, "request completed"],
    ]);
    expect(lines[0].err).toMatchObject({ message: "the bug itself" });
    expect(lines[0].reqId).toBe(lines[1].reqId);
    expect(lines[1]).toMatchObject({ route: "/api/test/broken/:id", status: 500 });
  });
});

describe("the request log at CAIRN_LOG_LEVEL=debug", () => {
  it("adds the incoming request with its details, its URL redacted too", async () => {
    const lines = await linesOf(debug, () =>
      debug.app.inject({ method: "GET", url: "/api/pm/v2/projects/123?token=secret-in-url" }),
    );
    const incoming = lines.find((l) => l.msg === "incoming request");
    expect(incoming).toMatchObject({
      level: PINO_DEBUG,
      req: { method: "GET", url: "/api/pm/v2/projects/123?token=[redacted]", remoteAddress: "127.0.0.1" },
    });
    expect(lines.filter((l) => l.msg === "request completed")).toHaveLength(1);
    expect(incoming?.reqId).toBe(lines.find((l) => l.msg === "request completed")?.reqId);
    expect(JSON.stringify(lines)).not.toContain("secret-in-url");
  });
});
