import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { SPRINTS, sprintTeam } from "./test-support";

const t = useTestApp();

/** The PostgreSQL error code and constraint a statement failed with (drizzle wraps it as the cause). */
async function pgErrorOf(statement: Promise<unknown>) {
  try {
    await statement;
    return null;
  } catch (err) {
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    while (e && e.code === undefined) e = e.cause as typeof e;
    return { code: e?.code, constraint: e?.constraint };
  }
}

describe("sprints: the calls", () => {
  it("creates, lists (paged, by status), reads with tasks, projects and creator, updates and deletes a sprint", async () => {
    const team = await sprintTeam(t);
    const made = await t.post(
      SPRINTS,
      {
        title: "  Sprint 1 ",
        goal: "Ship the beta",
        start_at: "2026-03-02",
        due_date: "2026-03-13",
        project_ids: [team.b, team.a, team.a],
      },
      { as: team.boss },
    );
    expect(made.status).toBe(201);
    expect(made.body.message).toBe("The sprint has been created.");
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({
      title: "Sprint 1",
      goal: "Ship the beta",
      status: "active",
      start_at: { date: "2026-03-02" },
      due_date: { date: "2026-03-13" },
      completed_at: null,
      creator: { data: { id: team.boss.id } },
      meta: { can_edit: true, can_delete: true, can_complete: true, total_tasks: 0, complete_tasks: 0 },
    });
    expect(made.body.data.projects.data.map((p: { project_id: number }) => p.project_id).sort()).toEqual(
      [team.a, team.b].sort(),
    );

    // Three more: the newest comes first, and page 1 of 2 keeps its size.
    for (const n of [2, 3, 4]) await team.sprint([team.a], team.boss, { title: `Sprint ${n}` });
    const page = await t.get(`${SPRINTS}?per_page=2&page=1&status=active&with=creator,projects`, { as: team.boss });
    expect(page.status).toBe(200);
    expect(page.body.data.map((s: { title: string }) => s.title)).toEqual(["Sprint 4", "Sprint 3"]);
    expect(page.body.meta.pagination).toMatchObject({ total: 4, per_page: 2, total_pages: 2, found_rows: 4 });
    expect(page.body.data[0].creator.data.id).toBe(team.boss.id);
    const refresh = await t.get(`${SPRINTS}/refresh?per_page=2&page=2`, { as: team.boss });
    expect(refresh.body.data.map((s: { title: string }) => s.title)).toEqual(["Sprint 2", "Sprint 1"]);
    expect((await t.get(`${SPRINTS}?status=completed`, { as: team.boss })).body.data).toEqual([]);

    const updated = await t.post(
      `${SPRINTS}/${id}/update`,
      { title: "Sprint one", goal: "", due_date: "2026-03-20", project_ids: [team.a] },
      { as: team.boss },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("The sprint has been updated.");
    expect(updated.body.data).toMatchObject({ title: "Sprint one", goal: "", due_date: { date: "2026-03-20" } });
    expect(updated.body.data.projects.data.map((p: { id: number }) => p.id)).toEqual([team.a]);

    const read = await t.get(`${SPRINTS}/${id}?with=tasks,projects,creator`, { as: team.worker });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, tasks: { data: [] }, creator: { data: { id: team.boss.id } } });
    expect(read.body.data.meta).toMatchObject({ can_edit: false, can_delete: false, can_complete: false });

    const gone = await t.post(`${SPRINTS}/${id}/delete`, {}, { as: team.boss });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({
      message: "The sprint has been deleted; its tasks stay in their projects.",
      data: { id },
    });
    expect((await t.get(`${SPRINTS}/${id}`, { as: team.boss })).status).toBe(404);
  });

  it("adds tasks of its projects, lists them by project with progress, removes one, and follows done/undone", async () => {
    const team = await sprintTeam(t);
    const id = await team.sprint([team.a, team.b]);
    const t1 = await team.task(team.a, "Alpha", { estimation: 120 });
    const t2 = await team.task(team.a, "Beta", { estimation: 60 });
    const t3 = await team.task(team.b, "Gamma", { estimation: 30 });
    const added = await team.add(id, [t1, t2, t3, t1]);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe("The tasks have been added to the sprint.");
    // Adding again changes nothing.
    expect((await team.add(id, [t2])).status).toBe(200);

    const done = await t.post(
      `/api/pm/v2/projects/${team.a}/tasks/${t1}/change-status`,
      { status: 1 },
      { as: team.boss },
    );
    expect(done.status).toBe(200);
    const read = await t.get(`${SPRINTS}/${id}?with=tasks`, { as: team.boss });
    const tasks = read.body.data.tasks.data as { id: number; project: { data: { id: number } }; status: number }[];
    // Grouped by project (by title: A was made first), each list's tasks in their order.
    expect(tasks.map((x) => x.project.data.id)).toEqual([team.a, team.a, team.b]);
    expect(tasks.find((x) => x.id === t1)).toMatchObject({
      status: 1,
      estimation: 120,
      meta: { can_remove_from_sprint: true },
    });
    expect(read.body.data.meta).toMatchObject({
      total_tasks: 3,
      complete_tasks: 1,
      total_estimation: 210,
      complete_estimation: 120,
    });
    const listed = await t.get(SPRINTS, { as: team.boss });
    expect(listed.body.data[0].meta).toMatchObject({ total_tasks: 3, complete_tasks: 1 });

    const removed = await t.post(`${SPRINTS}/${id}/tasks/${t2}/delete`, {}, { as: team.boss });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      message: "The task has been removed from the sprint.",
      data: { id: t2, sprint_id: id },
    });
    expect(await team.titles(id)).toEqual(["Alpha", "Gamma"]);
    // The task itself stays in its project.
    expect((await t.get(`/api/pm/v2/projects/${team.a}/tasks/${t2}`, { as: team.boss })).status).toBe(200);

    // A deleted task leaves the sprint; a project dropped from the sprint takes its tasks out.
    expect((await t.post(`/api/pm/v2/projects/${team.a}/tasks/${t1}/delete`, {}, { as: team.boss })).status).toBe(200);
    expect(await team.titles(id)).toEqual(["Gamma"]);
    await t.post(`${SPRINTS}/${id}/update`, { project_ids: [team.a] }, { as: team.boss });
    expect(await team.titles(id)).toEqual([]);
  });

  it("completes a sprint, moving its unfinished tasks to another, and lists it among the completed", async () => {
    const team = await sprintTeam(t);
    const first = await team.sprint([team.a], team.boss, { title: "First" });
    const next = await team.sprint([team.a, team.b], team.boss, { title: "Next" });
    const open = await team.task(team.a, "Open");
    const finished = await team.task(team.a, "Finished");
    await team.add(first, [open, finished]);
    await t.post(`/api/pm/v2/projects/${team.a}/tasks/${finished}/change-status`, { status: 1 }, { as: team.boss });

    const completed = await t.post(`${SPRINTS}/${first}/complete`, { move_to_sprint_id: next }, { as: team.boss });
    expect(completed.status).toBe(200);
    expect(completed.body.message).toBe("The sprint has been completed.");
    expect(completed.body.data).toMatchObject({ status: "completed", moved_tasks: 1, moved_to_sprint_id: next });
    expect(completed.body.data.completed_at.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await team.titles(first)).toEqual(["Finished"]);
    expect(await team.titles(next)).toEqual(["Open"]);

    const lists = await t.get(`${SPRINTS}?status=completed`, { as: team.boss });
    expect(lists.body.data.map((s: { title: string }) => s.title)).toEqual(["First"]);
    expect(lists.body.data[0].meta).toMatchObject({ can_complete: false, can_add_tasks: false });
    // The finished task is free again: it may join an active sprint.
    expect((await team.add(next, [finished])).status).toBe(200);
    // Completing again, or changing a completed sprint's tasks, is refused.
    expect((await t.post(`${SPRINTS}/${first}/complete`, {}, { as: team.boss })).body.message).toEqual([
      "This sprint is already completed.",
    ]);
    const late = await team.add(first, [await team.task(team.a, "Late")]);
    expect(late.status).toBe(422);
    // Without a body, completing keeps the unfinished tasks on the sprint's record.
    const bare = await t.request("POST", `${SPRINTS}/${next}/complete`, { as: team.boss });
    expect(bare.status).toBe(200);
    expect(bare.body.data).toMatchObject({ moved_tasks: 0, moved_to_sprint_id: null });
    expect(await team.titles(next)).toEqual(["Open", "Finished"]);
  });

  it("keeps a task in one active sprint, also when two adds race", async () => {
    const team = await sprintTeam(t);
    const s1 = await team.sprint([team.a]);
    const s2 = await team.sprint([team.a]);
    const s3 = await team.sprint([team.a]);
    const task = await team.task(team.a, "Wanted");
    expect((await team.add(s1, [task])).status).toBe(200);
    const refused = await team.add(s2, [task]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "rest_conflict",
      message: ["This task is already in another active sprint."],
    });

    const raced = await team.task(team.a, "Raced");
    const answers = await Promise.all([team.add(s2, [raced]), team.add(s3, [raced])]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = (await t.database.db.execute(
      `select count(*)::int as n from sprint_tasks where task_id = ${raced} and sprint_status = 'active'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(1);
  });

  it("refuses in the database a second active row for a task, whatever the code does", async () => {
    const team = await sprintTeam(t);
    const s1 = await team.sprint([team.a]);
    const s2 = await team.sprint([team.a]);
    const task = await team.task(team.a, "Held");
    await team.add(s1, [task]);
    const insert = (status: string) =>
      t.database.db.execute(
        `insert into sprint_tasks (sprint_id, task_id, project_id, sprint_status, added_by) values (${s2}, ${task}, ${team.a}, '${status}', ${team.boss.id})`,
      );
    expect(await pgErrorOf(insert("active"))).toEqual({ code: "23505", constraint: "sprint_tasks_one_active_idx" });
    // A row whose status disagrees with its sprint's is refused by the composite key.
    expect(await pgErrorOf(insert("completed"))).toEqual({ code: "23503", constraint: "sprint_tasks_sprint_fk" });
  });
});
