import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { SETUP_CODE } from "./support/admin";
import { E2E_LICENSE_PUBLIC_KEY } from "./support/license";
import { PAYPAL_STAND_IN_PORT, PAYPAL_STAND_IN_URL } from "./support/paypal-stand-in";
import { WEBHOOK_RECEIVER_PORT } from "./support/webhook-receiver";

const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh data folder per run: the first journey meets the "Create the administrator" screen.
const dataDir = path.join(os.tmpdir(), `cairn-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests",
  // A journey checks several screens with axe and screenshots each at two sizes: a minute, not the default 30 s.
  timeout: 60_000,
  // A loaded CI machine (two cores, the server, PostgreSQL and Chromium at once) can take several seconds over a
  // reload; ten seconds leaves room without hiding a real failure for long.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot around every action, a screencast) cost a third of each journey's time
    // (3 journeys: 82-86 s with it, 55-63 s without). A journey that fails is run again under CI, and that run
    // is the one traced; locally, `--trace on` asks for one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /first-run\.setup\.ts/ },
    { name: "journeys", dependencies: ["setup"], testMatch: /.*\.spec\.ts/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w server`,
    cwd: "..",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      CAIRN_DATA_DIR: dataDir,
      CAIRN_LOG_LEVEL: "warn",
      // Pinned, so the first-run journey can type it; lan.spec.ts reads a generated one off its own server's log.
      CAIRN_SETUP_CODE: SETUP_CODE,
      // The licence journey issues keys signed by the test key pair in support/license.ts.
      CAIRN_LICENSE_PUBLIC_KEY: E2E_LICENSE_PUBLIC_KEY,
      // Journeys aim Slack at this closed local port: deliveries fail here, and no request leaves the machine.
      // The webhooks journey's receiver listens on the second, the online payment journey's PayPal on the third.
      CAIRN_OUTBOUND_ALLOW_HOSTS: `localhost:9,127.0.0.1:${WEBHOOK_RECEIVER_PORT},127.0.0.1:${PAYPAL_STAND_IN_PORT}`,
      CAIRN_PAYPAL_CHECKOUT_URL: PAYPAL_STAND_IN_URL,
      CAIRN_PAYPAL_VERIFY_URL: PAYPAL_STAND_IN_URL,
      ...(process.env.E2E_WEB_DIST ? { CAIRN_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
