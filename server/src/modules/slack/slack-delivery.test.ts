import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";
import { otherJobWorker } from "../../test/job-worker";

/** How Slack posts travel: at least once, each with a delivery id its retries share, none waiting on another. */
const slack = await startHttpCapture();
const stuck = await startHttpCapture();
const t = useTestApp({
  env: { CAIRN_OUTBOUND_ALLOW_HOSTS: `${slack.host},${stuck.host}`, CAIRN_PUBLIC_URL: "https://pm.example.test" },
});
afterAll(async () => {
  stuck.release();
  await Promise.all([slack.close(), stuck.close()]);
});

/** A project whose Slack card posts to `hook`. */
async function projectPostingTo(manager: TestUser, hook: string): Promise<number> {
  const pid = await t.project({ manager });
  const res = await t.post(
    `/api/pm/v2/projects/${pid}/settings`,
    { settings: [{ key: "slack", value: { status: "enable", webhook: hook } }] },
    { as: manager },
  );
  expect(res.status).toBe(200);
  return pid;
}

const newTask = async (manager: TestUser, pid: number, title: string) => {
  const res = await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title }, { as: manager });
  expect(res.status).toBe(201);
};

const deliveryIds = () => slack.requests.map((r) => r.headers["x-cairn-delivery"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("Slack deliveries", () => {
  it("carries the same X-Cairn-Delivery id on every retry of one post, and a new one on the next post", async () => {
    const manager = await t.user();
    const pid = await projectPostingTo(manager, slack.url("/ids"));
    await t.app.jobs.drain();
    slack.clear();
    slack.answerNext(503);
    await newTask(manager, pid, "Said twice");
    await t.app.jobs.drain();
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, "webhook"), eq(jobs.status, "pending")));
    await t.app.jobs.drain();
    await newTask(manager, pid, "Said once");
    await t.app.jobs.drain();
    const ids = deliveryIds();
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("delivers another project's post within seconds while a receiver that never answers holds its own", async () => {
    const manager = await t.user();
    const slowPid = await projectPostingTo(manager, stuck.url("/never"));
    const pid = await projectPostingTo(manager, slack.url("/prompt"));
    await t.app.jobs.drain();
    slack.clear();
    const worker = otherJobWorker(t, { listening: true });
    await worker.start(600_000);
    try {
      stuck.hangNext();
      await newTask(manager, slowPid, "Into the void");
      await vi.waitFor(() => expect(stuck.requests).toHaveLength(1), { timeout: 5_000 });
      // Queued after the stuck post, while it waits for an answer.
      const queuedAt = Date.now();
      await newTask(manager, pid, "Right away");
      // Well inside the stuck post's 10 s HTTP timeout.
      await vi.waitFor(() => expect(slack.requests).toHaveLength(1), { timeout: 5_000 });
      expect(Date.now() - queuedAt).toBeLessThan(5_000);
      const waiting = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "webhook"), eq(jobs.status, "running")));
      expect(waiting.map((j) => (j.payload as { url: string }).url)).toEqual([stuck.url("/never")]);
    } finally {
      stuck.release();
      await worker.stop();
    }
  });
});
