import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../test/harness";
import { accessedItem, projectAccessOf } from "./addressed-items";
import { member } from "./route-access";

/** A handler that checks nothing: the declared rule alone loads the task and judges the caller. */
async function careless(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.coerce.number(), task_id: z.coerce.number() });
  r.post(
    "/pm/v2/projects/:id/careless-tasks/:task_id",
    { config: member("edit", "task"), schema: { params } },
    async (req) => ({
      data: { secret: "secret", project: projectAccessOf(req).project.id, task: accessedItem(req, "task").task.id },
    }),
  );
}

const t = useTestApp({ plugins: [careless] });

describe("the declared rule loads the addressed item and applies the policy before the handler", () => {
  it("answers 404 for a foreign task, 403 for one seen but not the caller's, and hands the item over", async () => {
    const manager = await t.user();
    const coWorker = await t.user();
    const pid = await t.project({ manager, coWorkers: [coWorker] });
    const other = await t.project({ manager });
    const task = async (projectId: number, body: object) =>
      (await t.post(`/api/pm/v2/projects/${projectId}/tasks`, { title: "T", ...body }, { as: manager })).body.data.id;
    const open = await task(pid, {});
    const mine = await task(pid, {});
    const foreign = await task(other, {});
    const url = (projectId: number, taskId: number) => `/api/pm/v2/projects/${projectId}/careless-tasks/${taskId}`;

    for (const [address, status] of [
      [url(pid, foreign), 404],
      [url(other, foreign), 404],
      [url(pid, open), 403],
    ] as const) {
      const res = await t.post(address, {}, { as: coWorker });
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain("secret");
    }
    const allowed = await t.post(url(pid, mine), {}, { as: manager });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ project: pid, task: mine });
  });
});
