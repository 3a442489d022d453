import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

describe("the time tracker as a module", () => {
  it("switched off, every time route answers 404 module_disabled, with=time is left out, and the logs stay", async () => {
    const boss = await t.user({ manager: true });
    const { worker, pid, taskId } = await tt.team();
    const log = (await tt.custom(taskId, pid, worker, "2026-03-02", "1:00")).body.data;
    await tt.start(taskId, pid, worker);
    const switchTo = async (type: "activate" | "deactivate") => {
      const res = await t.post("/api/pm-pro/v2/module-update", { module: "time-tracker", type }, { as: boss });
      expect(res.status).toBe(200);
    };
    const before = await tt.snapshot();
    await switchTo("deactivate");
    const on = { task_id: taskId, project_id: pid };
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/pm-pro/v2/time", on],
      ["POST", "/api/pm-pro/v2/time/update", on],
      ["POST", `/api/pm-pro/v2/time/${log.id}/delete`, {}],
      ["POST", "/api/pm-pro/v2/custom-time", { ...on, date: "2026-03-03", time: "1:00" }],
      ["GET", `/api/pm-pro/v2/others-time?task_id=${taskId}`],
      ["GET", "/api/pm-pro/v2/time/running"],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { as: worker, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual(DISABLED);
    }
    const read = await tt.withTime(pid, taskId, worker);
    expect(read.status).toBe(200);
    expect(read.body.data.time).toBeUndefined();
    expect(await tt.snapshot()).toBe(before);

    await switchTo("activate");
    expect((await tt.withTime(pid, taskId, worker)).body.data.time.data).toHaveLength(2);
    expect((await tt.stop(taskId, pid, worker)).status).toBe(200);
  });

  it("the Modules screen lists the time tracker", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.get("/api/pm-pro/v2/module-lists", { as: boss });
    expect(JSON.stringify(res.body)).toContain("time-tracker");
  });
});
