import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createTemplateCopy, startTestContext, type TestContext } from "../../test/harness";
import { startSmtpCapture } from "../../test/smtp";

/**
 * Several processes on one database: each test makes its own database and starts apps on it, as separate
 * processes would (their own pools, their own LISTEN connection).
 */
const smtp = await startSmtpCapture();
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await smtp.close();
});

async function emptyDatabase() {
  const copy = await createTemplateCopy();
  // The copy's own pool is not used: each app opens one, as a process would.
  await copy.database.close();
  cleanup.push(copy.dropDatabase);
  return copy.databaseUrl;
}

async function processOn(databaseUrl: string, env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-mail-"));
  const app = await startTestContext({ on: { database, dataDir }, env });
  cleanup.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

const mailSettings = async (app: TestContext) => {
  const boss = await app.user({ manager: true });
  return (await app.get("/api/pm/v2/settings/mail", { as: boss })).body.data;
};

async function eventually(check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe("mail settings across processes", () => {
  it("the first start with CAIRN_SMTP_URL stores it; a process started without it sends the same way", async () => {
    const url = await emptyDatabase();
    const withEnv = await processOn(url, {
      CAIRN_SMTP_URL: smtp.url.replace("smtp://", "smtp://seed:s33d-secret@"),
      CAIRN_MAIL_FROM: "Seeded <seeded@example.test>",
    });
    const bare = await processOn(url);
    expect(bare.app.deps.mailer.enabled).toBe(true);
    expect(await mailSettings(bare)).toEqual({
      enabled: true,
      smtp_url: smtp.url,
      username: "seed",
      password_set: true,
      from: "Seeded <seeded@example.test>",
      from_is_default: false,
      environment: { smtp_url: false, from: false },
    });
    expect(await mailSettings(withEnv)).toMatchObject({ environment: { smtp_url: true, from: true } });
    const member = await bare.user();
    expect((await bare.get("/api/pm/v2/mail", { as: member })).body.data.enabled).toBe(true);
  });

  it("a later start with other variables overrides them on its own process only, and stores nothing", async () => {
    const url = await emptyDatabase();
    await processOn(url, { CAIRN_SMTP_URL: smtp.url, CAIRN_MAIL_FROM: "first@example.test" });
    const other = await processOn(url, {
      CAIRN_SMTP_URL: "smtps://relay:pw@relay.example.test:465",
      CAIRN_MAIL_FROM: "second@example.test",
    });
    const bare = await processOn(url);
    expect(await mailSettings(other)).toEqual({
      enabled: true,
      smtp_url: "smtps://relay.example.test:465",
      username: "relay",
      password_set: true,
      from: "second@example.test",
      from_is_default: false,
      environment: { smtp_url: true, from: true },
    });
    expect(await mailSettings(bare)).toMatchObject({ smtp_url: smtp.url, from: "first@example.test" });

    // The screen cannot change what the environment sets on that process; what it saves reaches the others.
    const boss = await other.user({ manager: true });
    const saved = await other.post("/api/pm/v2/settings/mail", { from: "saved@example.test" }, { as: boss });
    expect(saved.body.data.from).toBe("second@example.test");
    await eventually(() => bare.app.deps.mailer.from === "saved@example.test", 2000);
  });

  it("a save on one process reaches another within a moment: enabled, sender, and off again", async () => {
    const url = await emptyDatabase();
    const [one, two] = [await processOn(url), await processOn(url)];
    expect(two.app.deps.mailer.enabled).toBe(false);
    const boss = await one.user({ manager: true });
    await one.post("/api/pm/v2/settings/mail", { smtp_url: smtp.url, from: "one@example.test" }, { as: boss });
    const took = await eventually(() => two.app.deps.mailer.enabled, 2000);
    expect(took).toBeLessThan(1000);
    expect(two.app.deps.mailer.from).toBe("one@example.test");
    const member = await two.user();
    expect((await two.get("/api/pm/v2/mail", { as: member })).body.data.enabled).toBe(true);

    // The other process sends with it: its test mail reaches the stand-in.
    const bossTwo = await two.user({ manager: true });
    smtp.clear();
    expect((await two.post("/api/pm/v2/settings/mail/test", {}, { as: bossTwo })).status).toBe(200);
    expect(smtp.to(bossTwo.email)).toHaveLength(1);

    await one.post("/api/pm/v2/settings/mail", { smtp_url: "" }, { as: boss });
    await eventually(() => !two.app.deps.mailer.enabled, 2000);
    expect((await two.get("/api/pm/v2/mail", { as: member })).body.data.enabled).toBe(false);
  });
});
