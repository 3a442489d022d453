import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";
import { SPRINTS, sprintTeam } from "./test-support";

const t = useTestApp();
const valid = { title: "Sprint", start_at: "2026-03-02", due_date: "2026-03-13" };

/** Each call is refused with the status and messages given, in the API's error shape, and writes nothing. */
async function refused(
  calls: [url: string, body: unknown, as: TestUser, status: number, params?: Record<string, unknown>][],
) {
  const digest = await databaseDigest(t);
  for (const [url, body, as, status, params] of calls) {
    const before = await digest();
    const res = await t.post(url, body, { as });
    const what = `${url} ${JSON.stringify(body)}`;
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
    expect(res.body.data.status, what).toBe(status);
    expect(Array.isArray(res.body.message), what).toBe(true);
    if (params) expect(res.body.data.params, what).toMatchObject(params);
    expect(await digest(), `${what} changed the database`).toBe(before);
  }
}

describe("sprints: refusals", () => {
  it("refuses malformed, missing, too long and wrongly typed fields with each field's message", async () => {
    const team = await sprintTeam(t);
    const id = await team.sprint([team.a]);
    const p = [team.a];
    const { boss } = team;
    await refused([
      [SPRINTS, { ...valid, project_ids: p, title: " " }, boss, 400, { title: ["Sprint title is required."] }],
      [
        SPRINTS,
        { ...valid, project_ids: p, title: "x".repeat(256) },
        boss,
        400,
        { title: ["Must be at most 255 characters."] },
      ],
      [SPRINTS, { ...valid, project_ids: p, title: 42 }, boss, 400, { title: ["Sprint title is required."] }],
      [
        SPRINTS,
        { ...valid, project_ids: p, goal: "g".repeat(5001) },
        boss,
        400,
        { goal: ["Must be at most 5000 characters."] },
      ],
      [
        SPRINTS,
        { title: "S", project_ids: p },
        boss,
        400,
        { start_at: ["The start date is required."], due_date: ["The due date is required."] },
      ],
      [
        SPRINTS,
        { ...valid, project_ids: p, start_at: "2026-02-30" },
        boss,
        400,
        { start_at: ["Enter a date as YYYY-MM-DD."] },
      ],
      [
        SPRINTS,
        { ...valid, project_ids: p, due_date: "2026-03-01" },
        boss,
        400,
        { due_date: ["The due date cannot be before the start date."] },
      ],
      [SPRINTS, { ...valid }, boss, 400, { project_ids: ["Choose at least one project."] }],
      [SPRINTS, { ...valid, project_ids: ["x"] }, boss, 400],
      [
        SPRINTS,
        { ...valid, project_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
        boss,
        400,
        { project_ids: ["A sprint draws from at most 50 projects."] },
      ],
      [
        `${SPRINTS}/${id}/update`,
        { due_date: "2026-03-01" },
        boss,
        400,
        { due_date: ["The due date cannot be before the start date."] },
      ],
      [`${SPRINTS}/${id}/update`, { title: "" }, boss, 400, { title: ["Sprint title is required."] }],
      [`${SPRINTS}/${id}/tasks`, { task_ids: [] }, boss, 400, { task_ids: ["Choose at least one task."] }],
      [`${SPRINTS}/${id}/tasks`, { task_ids: "abc" }, boss, 400],
      [`${SPRINTS}/${id}/complete`, { move_to_sprint_id: "x" }, boss, 400],
      [`${SPRINTS}/abc/update`, { title: "A" }, boss, 400],
    ]);
    const list = await t.get(`${SPRINTS}?status=archived`, { as: boss });
    expect(list.status).toBe(400);
    expect(list.body.data.params).toEqual({ status: ["Status must be active or completed."] });
  });

  it("refuses tasks of other projects, sub-tasks, unseen and private tasks, and unknown ids", async () => {
    const team = await sprintTeam(t);
    const id = await team.sprint([team.a], team.boss);
    const other = await t.project({ manager: team.boss });
    const otherList = (await t.post(`/api/pm/v2/projects/${other}/task-lists`, { title: "L" }, { as: team.boss })).body
      .data.id;
    const foreign = (
      await t.post(`/api/pm/v2/projects/${other}/tasks`, { title: "F", task_list_id: otherList }, { as: team.boss })
    ).body.data.id;
    const parent = await team.task(team.a, "Parent");
    const sub = (await t.post(`/api/pm-pro/v2/tasks/${parent}/sub-tasks`, { title: "Sub" }, { as: team.boss })).body
      .data.id;
    const secret = await team.task(team.a, "Secret", { privacy: true });
    // The worker made a sprint? He cannot: so the lead's, whose project A holds a private task he may see.
    const leads = await team.sprint([team.a], team.lead);
    await refused([
      [`${SPRINTS}/${id}/tasks`, { task_ids: [foreign] }, team.boss, 422],
      [`${SPRINTS}/${id}/tasks`, { task_ids: [sub] }, team.boss, 422],
      [`${SPRINTS}/${id}/tasks`, { task_ids: [999_999] }, team.boss, 404],
      [`${SPRINTS}/999999/tasks`, { task_ids: [parent] }, team.boss, 404],
      [`${SPRINTS}/${id}/tasks/${parent}/delete`, {}, team.boss, 404],
    ]);
    expect((await team.add(leads, [secret], team.lead)).status).toBe(200);
    // The worker (no view_private_task) does not see the private task in the sprint, nor counts it.
    await t.post(
      `/api/pm/v2/projects/${team.a}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_task: false } } }] },
      { as: team.boss },
    );
    expect(await team.titles(leads, team.worker)).toEqual([]);
    expect((await t.get(`${SPRINTS}/${leads}`, { as: team.worker })).body.data.meta.total_tasks).toBe(0);
    expect(
      (await t.get(SPRINTS, { as: team.worker })).body.data.find((s: { id: number }) => s.id === leads).meta
        .total_tasks,
    ).toBe(0);
    expect(await team.titles(leads, team.boss)).toEqual(["Secret"]);
  });

  it("applies point 7: who may create, read, edit, complete, delete and change a sprint's tasks", async () => {
    const team = await sprintTeam(t);
    const { boss, lead, worker, client, outsider, admin, a, b } = team;
    const both = await team.sprint([a, b], boss);
    const mine = await team.task(a, "Worker's", {}, worker);
    const bosses = await team.task(a, "Boss's");
    await team.add(both, [mine, bosses]);
    await refused([
      // Creating needs manage rights in each project: the lead manages A only, the worker none.
      [SPRINTS, { ...valid, project_ids: [a, b] }, lead, 404],
      [SPRINTS, { ...valid, project_ids: [a] }, worker, 403],
      [SPRINTS, { ...valid, project_ids: [a] }, outsider, 404],
      // Editing, completing, deleting: a manager of each of its projects or its creator.
      [`${SPRINTS}/${both}/update`, { title: "Mine" }, lead, 403],
      [`${SPRINTS}/${both}/complete`, {}, worker, 403],
      [`${SPRINTS}/${both}/delete`, {}, client, 403],
      [`${SPRINTS}/${both}/tasks`, { task_ids: [await team.task(a, "More")] }, worker, 403],
      [`${SPRINTS}/${both}/update`, { title: "Mine" }, outsider, 404],
      // Changing a sprint task: a manager of the task's project or its creator.
      [`${SPRINTS}/${both}/tasks/${bosses}/delete`, {}, worker, 403],
      [`${SPRINTS}/${both}/tasks/${mine}/delete`, {}, client, 403],
      [`${SPRINTS}/${both}/tasks/${mine}/delete`, {}, outsider, 404],
    ]);
    expect((await t.get(`${SPRINTS}/${both}`, { as: outsider })).status).toBe(404);
    expect((await t.get(SPRINTS, { as: outsider })).body.data).toEqual([]);
    // The client sees the sprint (a member of A) but only A among its projects.
    const seen = await t.get(`${SPRINTS}/${both}?with=projects`, { as: client });
    expect(seen.body.data.projects.data.map((p: { id: number }) => p.id)).toEqual([a]);
    // The worker takes out the task he made; the lead (manager of A) another.
    expect((await t.post(`${SPRINTS}/${both}/tasks/${mine}/delete`, {}, { as: worker })).status).toBe(200);
    expect((await t.post(`${SPRINTS}/${both}/tasks/${bosses}/delete`, {}, { as: lead })).status).toBe(200);
    // The lead's own sprint is his to edit; a global manager edits any.
    const leads = await team.sprint([a], lead);
    expect((await t.post(`${SPRINTS}/${leads}/update`, { title: "Lead's" }, { as: lead })).status).toBe(200);
    expect((await t.post(`${SPRINTS}/${both}/update`, { title: "Admin's" }, { as: admin })).status).toBe(200);
    // The lead may not add project B (he does not belong to it), nor drop it unseen.
    await refused([[`${SPRINTS}/${leads}/update`, { project_ids: [a, b] }, lead, 404]]);
    // Moving unfinished tasks needs an active sprint the caller may edit that draws from their projects.
    const onlyB = await team.sprint([b], boss);
    await team.add(leads, [await team.task(a, "Unfinished")], lead);
    await team.add(both, [await team.task(a, "Left over")]);
    await refused([
      [`${SPRINTS}/${leads}/complete`, { move_to_sprint_id: both }, lead, 403],
      [`${SPRINTS}/${leads}/complete`, { move_to_sprint_id: leads }, lead, 422],
      [`${SPRINTS}/${both}/complete`, { move_to_sprint_id: onlyB }, boss, 422],
    ]);
    expect((await t.post(`${SPRINTS}/${leads}/delete`, {}, { as: lead })).status).toBe(200);
  });

  it("lets only a manager of its project or its creator tick a task of an active sprint, not an assignee alone", async () => {
    const team = await sprintTeam(t);
    const { boss, lead, worker, admin, a } = team;
    const sprint = await team.sprint([a], boss);
    const assigned = await team.task(a, "Assigned to the worker", { assignees: [worker.id] });
    const outside = await team.task(a, "Not in a sprint", { assignees: [worker.id] });
    await team.add(sprint, [assigned]);
    const tick = (task: number, as: TestUser, status = 1) =>
      t.post(`/api/pm/v2/projects/${a}/tasks/${task}/change-status`, { status }, { as });
    await refused([[`/api/pm/v2/projects/${a}/tasks/${assigned}/change-status`, { status: 1 }, worker, 403]]);
    expect((await tick(assigned, worker)).body.message).toEqual([
      "A task in an active sprint is ticked done or undone by a manager of its project or its creator.",
    ]);
    // The sprint's page shows him no checkbox to tick it.
    const seen = await t.get(`${SPRINTS}/${sprint}?with=tasks`, { as: worker });
    const row = seen.body.data.tasks.data.find((x: { id: number }) => x.id === assigned);
    expect(row.meta.can_complete).toBe(false);
    // Nor does the single task (its modal), which still offers it to the project's manager.
    const single = (task: number, as: TestUser) =>
      t.get(`/api/pm/v2/projects/${a}/tasks/${task}`, { as }).then((r) => r.body.data.meta.can_complete);
    expect(await single(assigned, worker)).toBe(false);
    expect(await single(assigned, lead)).toBe(true);
    expect(await single(outside, worker)).toBe(true);
    // Outside a sprint the base rule stands: an assignee ticks his task.
    expect((await tick(outside, worker)).status).toBe(200);
    // The project's manager and the task's creator may.
    expect((await tick(assigned, lead)).status).toBe(200);
    expect((await tick(assigned, boss, 0)).status).toBe(200);
    // Switched off, the module's rule goes with it.
    await t.post("/api/pm-pro/v2/module-update", { module: "sprints", type: "deactivate" }, { as: admin });
    try {
      expect(await single(assigned, worker)).toBe(true);
      expect((await tick(assigned, worker)).status).toBe(200);
    } finally {
      await t.post("/api/pm-pro/v2/module-update", { module: "sprints", type: "activate" }, { as: admin });
    }
    // Once the sprint is completed, its tasks are ordinary again.
    await tick(assigned, boss, 0);
    expect((await t.post(`${SPRINTS}/${sprint}/complete`, {}, { as: boss })).status).toBe(200);
    expect(await single(assigned, worker)).toBe(true);
    expect((await tick(assigned, worker)).status).toBe(200);
  });
});
