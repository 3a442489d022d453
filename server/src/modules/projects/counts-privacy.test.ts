import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { projectTeam } from "../../test/team";

const t = useTestApp();

const COUNTED = [
  "total_task_lists",
  "total_tasks",
  "total_complete_tasks",
  "total_incomplete_tasks",
  "total_discussion_boards",
  "total_milestones",
  "total_files",
] as const;

describe("project counts count only what the reader may see (issue 42 point 9)", () => {
  it("a client without view_private is not told of private lists, tasks, discussions, milestones and files", async () => {
    const team = await projectTeam(t, "Public list");
    const { boss, worker, client, p } = team;
    // biome-ignore lint/suspicious/noExplicitAny: an API answer, checked by the assertions that read it.
    const ok = (res: { status: number; body: any }) => {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res;
    };
    // Public things: one list (the team's), one task in it, one discussion, one milestone, one doc.
    ok(await t.post(`${p}/tasks`, { task_list_id: team.list, title: "Open task" }, { as: boss }));
    ok(await t.post(`${p}/discussion-boards`, { title: "Open talk" }, { as: boss }));
    ok(await t.post(`${p}/milestones`, { title: "Open goal" }, { as: boss }));
    const files = `/api/pm-pro/v2/projects/${team.pid}/files`;
    ok(await t.post(files, { type: "doc", title: "Open doc", description: "<p>x</p>" }, { as: boss }));
    // Private ones, and a public task and doc hidden by their private list and folder.
    const secretList = (await t.post(`${p}/task-lists`, { title: "Secret list", privacy: true }, { as: boss })).body
      .data.id;
    ok(await t.post(`${p}/tasks`, { task_list_id: secretList, title: "In secret list" }, { as: boss }));
    ok(await t.post(`${p}/tasks`, { task_list_id: team.list, title: "Secret task", privacy: true }, { as: boss }));
    ok(await t.post(`${p}/discussion-boards`, { title: "Secret talk", privacy: true }, { as: boss }));
    ok(await t.post(`${p}/milestones`, { title: "Secret goal", privacy: true }, { as: boss }));
    ok(await t.post(files, { type: "doc", title: "Secret doc", description: "<p>x</p>", private: true }, { as: boss }));
    const folder = ok(await t.post(files, { type: "folder", title: "Secret folder", private: true }, { as: boss }));
    const inside = { type: "doc", title: "Inside", description: "<p>x</p>", parent: folder.body.data.id };
    ok(await t.post(files, inside, { as: boss }));
    // The client's own task counts for him.
    ok(await t.post(`${p}/tasks`, { task_list_id: team.list, title: "Client's own" }, { as: client }));

    const countsOf = async (as: typeof boss) => {
      const one = await t.get(p, { as });
      expect(one.status).toBe(200);
      const list = await t.get("/api/pm/v2/projects", { as });
      const card = list.body.data.find((x: { id: number }) => x.id === team.pid);
      const pick = (meta: Record<string, number>) => Object.fromEntries(COUNTED.map((k) => [k, meta[k]]));
      // The list's card and the single project say the same.
      expect(pick(card.meta)).toEqual(pick(one.body.data.meta));
      return pick(one.body.data.meta);
    };
    const whole = {
      total_task_lists: 2,
      total_tasks: 4,
      total_complete_tasks: 0,
      total_incomplete_tasks: 4,
      total_discussion_boards: 2,
      total_milestones: 2,
      total_files: 3,
    };
    expect(await countsOf(boss)).toEqual(whole);
    // Co-workers hold every view_private flag by default.
    expect(await countsOf(worker)).toEqual(whole);
    expect(await countsOf(client)).toEqual({
      total_task_lists: 1,
      total_tasks: 2,
      total_complete_tasks: 0,
      total_incomplete_tasks: 2,
      total_discussion_boards: 1,
      total_milestones: 1,
      total_files: 1,
    });
    // Asked again (counts kept per reader), the answers stay apart.
    expect((await countsOf(client)).total_tasks).toBe(2);
    expect((await countsOf(boss)).total_tasks).toBe(4);
  });
});
