/**
 * A job worker in a process of its own, for tests that kill it mid-job (core/jobs/queue-sigkill.test.ts): on
 * the database CAIRN_TEST_DATABASE_URL, with a lease of CAIRN_TEST_LEASE_MS, it claims `test-killed-worker`
 * jobs, whose handler here never finishes, and prints "running <job id>" when one starts.
 */
import os from "node:os";
import { loadConfig } from "../config";
import { createLogger } from "../core/http/log-redaction";
import { registerJobHandler } from "../core/jobs/kinds";
import { JobQueue } from "../core/jobs/queue";
import { openWorkspaceMailer } from "../core/mail/mailer";
import { openDatabase } from "../db/client";

const config = loadConfig({ CAIRN_DATA_DIR: os.tmpdir(), CAIRN_LOG_LEVEL: "silent" });
const database = await openDatabase({ databaseUrl: process.env.CAIRN_TEST_DATABASE_URL ?? "", poolSize: 2 });
registerJobHandler("test-killed-worker", async (_payload, ctx) => {
  process.stdout.write(`running ${ctx.jobId}\n`);
  await new Promise(() => undefined);
});
const queue = new JobQueue(
  { db: database.db, config, log: createLogger("silent"), mailer: await openWorkspaceMailer(database, config) },
  { leaseMs: Number(process.env.CAIRN_TEST_LEASE_MS) },
);
await queue.start(200);
