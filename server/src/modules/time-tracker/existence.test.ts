import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);

describe("others-time and custom time answer a hidden or foreign task exactly as a missing one (issue 42 point 9)", () => {
  it("as a client without view_private_task, a manager of another project, an outsider: same 404, nothing written", async () => {
    const { worker, client, pid, taskId, task } = await tt.team();
    const secret = await task([worker, client], { privacy: true });
    const other = await tt.team();
    const outsider = await t.user();
    const missing = 2_000_000_000;
    const others = (id: number, as: TestUser, projectId?: number) =>
      t.get("/api/pm-pro/v2/others-time", {
        as,
        query: { task_id: String(id), ...(projectId === undefined ? {} : { project_id: String(projectId) }) },
      });
    const custom = (id: number, as: TestUser, projectId: number) => tt.custom(id, projectId, as, "2026-11-02", "1:00");
    const digest = await databaseDigest(t);
    const before = await digest();
    for (const [as, id, projectId] of [
      [client, secret, pid],
      [other.manager, taskId, other.pid],
      [other.manager, taskId, pid],
      [outsider, taskId, pid],
    ] as const) {
      const read = await others(id, as, projectId);
      const readMissing = await others(missing, as, projectId);
      expect(read.status).toBe(404);
      expect(read.body).toEqual(readMissing.body);
      expect((await others(id, as)).body).toEqual((await others(missing, as)).body);
      const added = await custom(id, as, projectId);
      const addedMissing = await custom(missing, as, projectId);
      expect(added.status).toBe(404);
      expect(added.body).toEqual(addedMissing.body);
    }
    expect(await digest()).toBe(before);
  });
});
