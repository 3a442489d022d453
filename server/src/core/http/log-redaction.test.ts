import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createTemplateCopy } from "../../test/harness";
import { createLogger, redactUrl } from "./log-redaction";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const copy = await createTemplateCopy();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-log-"));
// At debug, so both request lines are written: the one per request (info) and the incoming request (debug).
const config = loadConfig({ CAIRN_DATA_DIR: dataDir, CAIRN_LOG_LEVEL: "debug" });
const app = await buildApp({ config, database: copy.database, loggerInstance: createLogger("debug", capture) });
await app.ready();
afterAll(async () => {
  await app.close();
  await copy.database.close();
  await copy.dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const FEED_SECRET = "A".repeat(20) + "b_-".repeat(7) + "z".repeat(2);

describe("secrets in URLs never reach the logs", () => {
  it("redacts token= query values and the calendar feed's secret in a real app's request log", async () => {
    const urls = [
      "/api/pm-pro/v2/woo-project/webhook?format=generic&token=shop-secret-123",
      `/api/calendar/feed/${FEED_SECRET}.ics`,
      "/set-password?token=link-secret-456",
    ];
    for (const url of urls)
      await app.inject({
        method: url.includes("webhook") ? "POST" : "GET",
        url,
        payload: url.includes("webhook") ? {} : undefined,
      });
    const logged = lines.join("\n");
    for (const secret of ["shop-secret-123", FEED_SECRET, "link-secret-456"]) expect(logged).not.toContain(secret);
    const redacted = [
      "/api/pm-pro/v2/woo-project/webhook?format=generic&token=[redacted]",
      "/api/calendar/feed/[redacted].ics",
      "/set-password?token=[redacted]",
    ];
    const parsed = lines.map((l) => JSON.parse(l));
    const urlsOf = (msg: string, url: (line: { url?: string; req?: { url?: string } }) => string | undefined) =>
      parsed.filter((l) => l.msg === msg).map(url);
    expect(urlsOf("incoming request", (l) => l.req?.url)).toEqual(redacted);
    expect(urlsOf("request completed", (l) => l.url)).toEqual(redacted);
  });

  it("redacts every secret-named parameter, encoded names included, and leaves the rest", () => {
    expect(redactUrl("/api/x?page=2&access_token=a&secret=b&key=c&api_key=d&Signature=e&per_page=5")).toBe(
      "/api/x?page=2&access_token=[redacted]&secret=[redacted]&key=[redacted]&api_key=[redacted]&Signature=[redacted]&per_page=5",
    );
    expect(redactUrl("/api/x?%74oken=a&query=token")).toBe("/api/x?%74oken=[redacted]&query=token");
    expect(redactUrl("/api/calendar/feed/abc.ics?token=q")).toBe("/api/calendar/feed/[redacted].ics?token=[redacted]");
    expect(redactUrl("/api/pm/v2/projects")).toBe("/api/pm/v2/projects");
  });
});
