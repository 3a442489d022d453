import { MESSAGES, SPRINT_MESSAGES, TIME_MESSAGES } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { boardTitles, kanboardTeam, newTask } from "../kanboard/test-support";
import { SPRINTS } from "../sprints/test-support";

const t = useTestApp();

/**
 * An archived list's tasks are put away (issue 46 point 2): left out where people pick or work (the task query
 * the pickers and My Tasks ask with `list_status=1`, the board, sprints), and read-only until the list is
 * restored or the task moved to a current list. Each refusal changes nothing.
 */
describe("tasks of an archived list", () => {
  async function withArchivedList() {
    const team = await kanboardTeam(t);
    const kept = await newTask(t, team, "Kept", team.boss, { assignees: [team.worker.id] });
    const old = await t.post(`${team.p}/task-lists`, { title: "Old" }, { as: team.boss });
    const oldList = old.body.data.id as number;
    const shelved = await newTask(t, team, "Shelved", team.boss, {
      task_list_id: oldList,
      assignees: [team.worker.id],
    });
    const archived = await t.post(`${team.p}/task-lists/${oldList}/update`, { status: 0 }, { as: team.boss });
    expect(archived.status).toBe(200);
    const read = async () => (await t.get(`${team.p}/tasks/${shelved}`, { as: team.boss })).body.data;
    return { team, kept, shelved, oldList, read };
  }

  it("are left out of the task query with list_status=1, of the board, and of sprints", async () => {
    const { team, kept, shelved } = await withArchivedList();
    const titles = async (query: Record<string, string>) => {
      const res = await t.get("/api/pm/v2/tasks", {
        as: team.worker,
        query: { project_id: String(team.pid), ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: number }[]).map((x) => x.id).sort();
    };
    expect(await titles({})).toEqual([kept, shelved].sort());
    expect(await titles({ list_status: "1" })).toEqual([kept]);
    expect(await titles({ list_status: "0" })).toEqual([shelved]);
    expect((await t.get("/api/pm/v2/tasks", { as: team.worker, query: { list_status: "2" } })).status).toBe(400);

    // The board shows current work, and counts it.
    const board = await boardTitles(t, team, team.boss);
    expect(board.Open).toEqual(["Kept"]);
    const res = await t.get(team.k, { as: team.boss });
    const open = (res.body.data as { title: string; task: { meta: { pagination: { total: number } } } }[]).find(
      (c) => c.title === "Open",
    );
    expect(open?.task.meta.pagination.total).toBe(1);

    const sprint = await t.post(
      SPRINTS,
      { title: "Sprint", start_at: "2026-03-02", due_date: "2026-03-13", project_ids: [team.pid] },
      { as: team.boss },
    );
    expect(sprint.status).toBe(201);
    const add = await t.post(
      `${SPRINTS}/${sprint.body.data.id}/tasks`,
      { task_ids: [kept, shelved] },
      { as: team.boss },
    );
    expect(add.status).toBe(422);
    expect(add.body.message).toEqual([SPRINT_MESSAGES.archivedListTask]);
    const after = await t.get(`${SPRINTS}/${sprint.body.data.id}`, { as: team.boss, query: { with: "tasks" } });
    expect(after.body.data.tasks.data).toEqual([]);
  });

  it("refuse status changes, edits and time until the list is restored, and may be moved out", async () => {
    const { team, shelved, read } = await withArchivedList();
    const before = await read();
    // Its answer says so: no box to tick, nothing to edit (it may still be deleted).
    expect(before.meta).toMatchObject({ can_complete: false, can_edit: false, can_delete: true });
    const complete = await t.post(`${team.p}/tasks/${shelved}/change-status`, { status: 1 }, { as: team.worker });
    expect(complete.status).toBe(422);
    expect(complete.body.message).toEqual([MESSAGES.taskOnArchivedList]);
    const edit = await t.post(`${team.p}/tasks/${shelved}/update`, { title: "Changed" }, { as: team.boss });
    expect(edit.status).toBe(422);
    const on = { task_id: shelved, project_id: team.pid };
    const start = await t.post("/api/pm-pro/v2/time", on, { as: team.worker });
    expect(start.status).toBe(422);
    expect(start.body.message).toEqual([TIME_MESSAGES.listArchivedTrack]);
    const custom = await t.post(
      "/api/pm-pro/v2/custom-time",
      { ...on, date: "2026-03-02", time: "1:00" },
      { as: team.worker },
    );
    expect(custom.status).toBe(422);
    expect(await read()).toEqual(before);

    // Moved to a current list, the task takes changes again, with the move itself.
    const moved = await t.post(
      `${team.p}/tasks/${shelved}/update`,
      { task_list_id: team.list, title: "Back at work" },
      { as: team.boss },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ title: "Back at work", task_list_id: team.list });
    expect((await t.post("/api/pm-pro/v2/time", on, { as: team.worker })).status).toBe(201);
  });

  it("take changes again once their list is restored", async () => {
    const { team, shelved, oldList } = await withArchivedList();
    expect((await t.post(`${team.p}/task-lists/${oldList}/update`, { status: 1 }, { as: team.boss })).status).toBe(200);
    const complete = await t.post(`${team.p}/tasks/${shelved}/change-status`, { status: 1 }, { as: team.worker });
    expect(complete.status).toBe(200);
  });
});
