import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { freePort } from "../../server/src/core/net/free-port";
import { screenshots } from "../support/journey";

/**
 * A team on a LAN: Cairn started as the README says (HOST=0.0.0.0, plain http, a public URL naming the
 * machine), with no setup code pinned. Chromium reaches it by name through a host-resolver rule (the only
 * trick: every byte stays on 127.0.0.1), as it would reach http://cairn.lan on a real network, where browsers
 * do not give plain http the pass they give loopback.
 */
const root = path.resolve(import.meta.dirname, "../..");
let server: ChildProcess | undefined;
let dataDir = "";

test.afterAll(async () => {
  if (server?.pid) {
    // Its own process group: npm, the server and the embedded database stop together.
    process.kill(-server.pid, "SIGTERM");
    await new Promise((done) => server?.once("exit", done));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and waits for its log's setup-code line; hands back the code. */
async function startLanServer(port: number): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-lan-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "0.0.0.0",
    CAIRN_PUBLIC_URL: `http://cairn.lan:${port}`,
    CAIRN_DATA_DIR: dataDir,
    CAIRN_LOG_LEVEL: "warn",
    ...(process.env.E2E_WEB_DIST ? { CAIRN_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  };
  for (const name of ["CAIRN_SETUP_CODE", "CAIRN_ADMIN_EMAIL", "CAIRN_ADMIN_PASSWORD", "DATABASE_URL"])
    delete env[name];
  server = spawn("npm", ["run", "start", "-w", "server"], { cwd: root, env, detached: true });
  let log = "";
  server.stdout?.on("data", (chunk) => {
    log += chunk.toString();
  });
  server.stderr?.on("data", (chunk) => {
    log += chunk.toString();
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const code = /enter this setup code there: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(log)?.[1];
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (code && up) return code;
    if (server.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no setup code in the server's log:\n${log}`);
}

test("on a LAN over plain http: the setup screen renders, takes the log's code, and a rebound name gets 421", async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const setupCode = await startLanServer(port);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      `--host-resolver-rules=MAP cairn.lan 127.0.0.1, MAP rebind.test 127.0.0.1`,
    ],
  });
  try {
    const page = await browser.newPage();
    const asked: string[] = [];
    const failed: string[] = [];
    page.on("request", (req) => asked.push(req.url()));
    page.on("requestfailed", (req) => failed.push(`${req.url()} ${req.failure()?.errorText}`));

    const first = await page.goto(`http://cairn.lan:${port}/`);
    expect(first?.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(first?.headers()["strict-transport-security"]).toBeUndefined();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole("heading", { name: "Create the administrator" })).toBeVisible();
    await expect(page.getByText("The server printed it in its log")).toBeVisible();
    await screenshots(page, "lan-setup");
    // Every asset came over plain http from cairn.lan; none was upgraded to https and failed.
    expect(asked.filter((url) => !url.startsWith(`http://cairn.lan:${port}/`))).toEqual([]);
    expect(failed).toEqual([]);

    // A wrong code is refused on its field and creates no one.
    await page.getByLabel("Setup code").fill("AAAA-BBBB-CCCC");
    await page.getByLabel("Name").fill("Lan Admin");
    await page.getByLabel("E-mail").fill("lan.admin@example.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("lan-admin-password");
    await page.getByRole("button", { name: "Create the administrator" }).click();
    await expect(page.getByText("The setup code is not right.")).toBeVisible();
    await screenshots(page, "lan-setup-wrong-code");

    await page.getByLabel("Setup code").fill(setupCode.toLowerCase());
    await page.getByRole("button", { name: "Create the administrator" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await screenshots(page, "lan-signed-in");
    expect(asked.filter((url) => !url.startsWith(`http://cairn.lan:${port}/`))).toEqual([]);

    // A page whose name was rebound to this machine gets nothing: neither the app nor the API.
    const rebound = await browser.newPage();
    const refused = await rebound.goto(`http://rebind.test:${port}/`);
    expect(refused?.status()).toBe(421);
    await expect(rebound.getByText("rest_misdirected_request")).toBeVisible();
    await screenshots(rebound, "lan-rebind-refused");
    const api = await rebound.evaluate(async () => {
      const setup = await fetch("/api/auth/setup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "x@example.test",
          display_name: "X",
          password: "long-enough-1",
          setup_code: "x",
        }),
      });
      const read = await fetch("/api/auth/setup");
      return { setup: setup.status, read: read.status, body: await read.json() };
    });
    expect(api).toMatchObject({ setup: 421, read: 421, body: { code: "rest_misdirected_request" } });
  } finally {
    await browser.close();
  }
});
