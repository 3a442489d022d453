import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { otherJobWorker } from "../../test/job-worker";
import { enqueueJobs, registerJobHandler } from "./kinds";

/**
 * A worker process killed with SIGKILL mid-job (no shutdown, no hand-back): its lease lapses and another
 * worker on the same database runs the job. A short lease here; 30 s in production, so within a minute there.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const LEASE_MS = 2_000;
const t = useTestApp();
const children = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

let ranHere = 0;
registerJobHandler("test-killed-worker", async () => {
  ranHere++;
});

it("runs a job whose worker process was killed with SIGKILL once that worker's lease lapses", async () => {
  await enqueueJobs(t.database.db, [{ kind: "test-killed-worker", payload: {} }]);
  const child = spawn(process.execPath, ["--import", "tsx", "src/test/job-worker-process.ts"], {
    cwd: serverDir,
    env: { ...process.env, CAIRN_TEST_DATABASE_URL: t.databaseUrl, CAIRN_TEST_LEASE_MS: String(LEASE_MS) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("running") && resolve());
    child.once("exit", (code) => reject(new Error(`the worker exited (${code}): ${output}`)));
  });

  const other = otherJobWorker(t, { tuning: { leaseMs: LEASE_MS } });
  // Alive, the child renews its lease: past two leases, the job is still its own.
  await new Promise((r) => setTimeout(r, 2 * LEASE_MS));
  expect(await other.drain()).toBe(0);

  child.kill("SIGKILL");
  await exited;
  const killedAt = Date.now();
  await vi.waitFor(async () => expect(await other.drain()).toBe(1), { timeout: 10_000, interval: 100 });
  expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 3_000);
  expect(ranHere).toBe(1);
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, "test-killed-worker"));
  expect([job.status, job.attempts]).toEqual(["done", 2]);
}, 60_000);
