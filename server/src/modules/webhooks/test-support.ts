import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeEach, expect } from "vitest";
import { jobs } from "../../db/schema";
import { type TestContext, type TestUser, useTestApp } from "../../test/harness";
import { startHttpCapture } from "../../test/http-capture";

/** A delivery's body as the receiver reads it once its signature verified. */
export type Delivered = {
  type: string;
  timestamp: string;
  actor: { id: number; display_name: string };
  data: Record<string, unknown>;
};

type EndpointOptions = { path?: string; events?: string[]; project?: number | null; active?: boolean };

/**
 * Outgoing webhooks end to end, for the delivery and event test files: the app, with a local receiver it may
 * call, whose requests are checked with the official `standardwebhooks` package (an implementation of the
 * convention independent of ours). Real changes go through the API; the queue runs the jobs.
 */
export async function webhookTestApp() {
  const receiver = await startHttpCapture();
  const t: TestContext = useTestApp({ env: { CAIRN_OUTBOUND_ALLOW_HOSTS: receiver.host } });
  afterAll(() => receiver.close());

  /** Runs the due jobs: the activity and event jobs, and the deliveries they queue. */
  const deliver = () => t.app.jobs.drain();

  /** Makes retries due now instead of after their back-off. */
  async function retriesDueNow() {
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.status, "pending")));
  }

  /** Registers an endpoint (of the scene's project unless told; `project: null`: the workspace's) calling `path`. */
  async function endpoint(as: TestUser, options: EndpointOptions = {}) {
    const project = options.project === undefined ? scene.pid : options.project;
    const base = project === null ? "/api/pm-pro/v2/webhooks" : `/api/pm-pro/v2/projects/${project}/webhooks`;
    const res = await t.post(
      base,
      {
        url: receiver.url(options.path ?? "/hook"),
        events: options.events ?? ["task.created", "task.updated", "task.completed", "task.deleted"],
        active: options.active ?? true,
      },
      { as },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return {
      id: res.body.data.id as number,
      secret: res.body.data.secret as string,
      base: `${base}/${res.body.data.id}`,
    };
  }

  /** The receiver's requests to `path`, each verified with its endpoint's secret. */
  function verified(path: string, secret: string): Delivered[] {
    const wh = new Webhook(secret);
    return receiver.requests
      .filter((r) => r.url === path)
      .map((r) => wh.verify(r.body, r.headers as Record<string, string>) as Delivered);
  }

  async function newTask(body: Record<string, unknown> = {}, as = scene.manager, project = scene.pid) {
    const res = await t.post(`/api/pm/v2/projects/${project}/tasks`, { title: "Ship it", ...body }, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number };
  }

  /** Each test's own manager and project (set before each test), which endpoints and tasks default to. */
  const scene = { manager: undefined as unknown as TestUser, pid: 0 };
  beforeEach(async () => {
    scene.manager = await t.user({ name: "Mia Manager" });
    scene.pid = await t.project({ manager: scene.manager });
    await deliver();
    receiver.clear();
  });

  /** An endpoint's delivery log, as its managers read it. */
  async function deliveryLog(as: TestUser, base: string) {
    const res = await t.get(`${base}/deliveries`, { as });
    expect(res.status).toBe(200);
    return res.body as {
      data: {
        id: number;
        message_id: string;
        event: string;
        attempt: number;
        state: string;
        status_code: number | null;
        duration_ms: number;
        error: string | null;
      }[];
      meta: { pagination: { total: number } };
    };
  }

  return { t, receiver, deliver, retriesDueNow, endpoint, verified, newTask, deliveryLog, scene };
}
