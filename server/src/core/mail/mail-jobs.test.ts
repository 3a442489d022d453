import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { jobs } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { otherJobWorker } from "../../test/job-worker";
import { startSmtpCapture } from "../../test/smtp";
import { enqueueMail } from "./mail-jobs";
import { openWorkspaceMailer } from "./mailer";

/** Two processes on one database: this app cannot send mail (no SMTP set), the other worker can. */
const smtp = await startSmtpCapture();
const t = useTestApp();
afterAll(() => smtp.close());

const mailJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, "mail"));

it("leaves mail jobs pending on a process that cannot send, and one that can sends them", async () => {
  expect(t.app.deps.mailer.enabled).toBe(false);
  await enqueueMail(t.database.db, [
    { to: "ann@example.test", subject: "Waiting", html: "<p>Hi</p>", text: "Hi" },
    { to: "bob@example.test", subject: "Waiting", html: "<p>Hi</p>", text: "Hi" },
  ]);
  expect(await t.app.jobs.drain()).toBe(0);
  expect((await mailJobs()).map((j) => [j.status, j.attempts, j.lastError])).toEqual([
    ["pending", 0, null],
    ["pending", 0, null],
  ]);
  expect(smtp.mails).toHaveLength(0);

  const config = loadConfig({ CAIRN_DATA_DIR: t.config.dataDir, CAIRN_SMTP_URL: smtp.url });
  // CAIRN_SMTP_URL overrides the stored set-up on this process alone: the other worker can send, this app cannot.
  const mailer = await openWorkspaceMailer(t.database, config);
  try {
    expect(await otherJobWorker(t, { config, mailer }).drain()).toBe(2);
  } finally {
    mailer.close();
  }
  expect(smtp.mails.map((m) => m.to).sort()).toEqual([["ann@example.test"], ["bob@example.test"]]);
  expect((await mailJobs()).map((j) => [j.status, j.attempts])).toEqual([
    ["done", 1],
    ["done", 1],
  ]);
});
