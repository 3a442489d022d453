import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";
import { SPRINTS, sprintTeam } from "./test-support";

const t = useTestApp();
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

describe("sprints as a module", () => {
  it("switched off, every sprint call answers 404 module_disabled and changes nothing; on again, all is back", async () => {
    const team = await sprintTeam(t);
    const id = await team.sprint([team.a]);
    const task = await team.task(team.a, "Kept");
    await team.add(id, [task]);
    const off = await t.post(
      "/api/pm-pro/v2/module-update",
      { module: "sprints", type: "deactivate" },
      { as: team.admin },
    );
    expect(off.status).toBe(200);
    const digest = await databaseDigest(t);
    const before = await digest();
    const calls: [string, string, object?][] = [
      ["GET", SPRINTS],
      ["GET", `${SPRINTS}/refresh`],
      ["POST", SPRINTS, { title: "New", start_at: "2026-03-02", due_date: "2026-03-03", project_ids: [team.a] }],
      ["GET", `${SPRINTS}/${id}?with=tasks`],
      ["POST", `${SPRINTS}/${id}/update`, { title: "Renamed" }],
      ["POST", `${SPRINTS}/${id}/tasks`, { task_ids: [task] }],
      ["POST", `${SPRINTS}/${id}/tasks/${task}/delete`, {}],
      ["POST", `${SPRINTS}/${id}/complete`, {}],
      ["POST", `${SPRINTS}/${id}/delete`, {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { as: team.boss, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual(DISABLED);
    }
    expect(await digest()).toBe(before);
    await t.post("/api/pm-pro/v2/module-update", { module: "sprints", type: "activate" }, { as: team.admin });
    expect(await team.titles(id)).toEqual(["Kept"]);
  });

  it("reads a sprint in the same number of statements with 2 tasks or 40", async () => {
    const team = await sprintTeam(t);
    const id = await team.sprint([team.a, team.b]);
    const once = async () => {
      const res = await t.get(`${SPRINTS}/${id}?with=tasks,projects,creator`, { as: team.worker });
      expect(res.status).toBe(200);
      return Number(res.headers["x-query-count"]);
    };
    // The fewer of two reads: a read may also refresh a process-wide cache (the modules' state, every second).
    const statements = async () => Math.min(await once(), await once());
    const fill = async (n: number) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i++)
        ids.push(await team.task(i % 2 ? team.a : team.b, `T${i}`, { assignees: [team.boss.id] }));
      expect((await team.add(id, ids)).status).toBe(200);
    };
    await fill(2);
    const few = await statements();
    await fill(38);
    expect(await statements()).toBe(few);
  });
});
