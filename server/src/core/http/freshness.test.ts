import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Reply, type TestUser, useTestApp } from "../../test/harness";
import { type ProjectTeam, projectTeam } from "../../test/team";

/**
 * Fresh by construction (issue 44): each kind of thing a cached answer shows is written, then read back at
 * once through the cache. Every read before a change is answered from the cache (`x-read-cache: hit`), so
 * a stale answer would be there to serve; the read after it must be built afresh and show the change.
 * Kinds no cached answer shows (a kanboard column, a sprint) are checked by their version moving: the
 * cached answers of their project (or of everyone, for the workspace's) miss after a change, also after an
 * administrator's SQL, which proves the table's own trigger rather than an activity row written beside it.
 */
const t = useTestApp();
const cacheOf = (res: Reply) => res.headers["x-read-cache"];

type ShownTask = {
  id: number;
  title: string;
  type: { data: { title: string } | null };
  labels: { data: { title: string }[] };
  assignees: { data: { display_name: string }[] };
  custom_fields: { data: { id: number; name: string; value: unknown }[] };
};
type ShownList = { id: number; title: string; milestone_id: number | null; incomplete_tasks: { data: ShownTask[] } };

let team: ProjectTeam;
let boss: TestUser;
let taskId: number;
let typeId: number;
let labelId: number;
let fieldId: number;
const listsUrl = () => `${team.p}/task-lists?with=incomplete_tasks`;
const lists = (res: Reply) => res.body.data as ShownList[];
const tasks = (res: Reply) => lists(res).flatMap((l) => l.incomplete_tasks.data);
const shownTask = (res: Reply) => {
  const task = tasks(res).find((x) => x.id === taskId);
  expect(task, "the task is shown").toBeDefined();
  return task as ShownTask;
};

/** Reads until the cache answers, changes something, and returns the next read (built afresh). */
async function afterChange(as: TestUser, url: string, change: () => Promise<unknown>) {
  await t.get(url, { as });
  expect(cacheOf(await t.get(url, { as })), `${url} is answered from the cache before the change`).toBe("hit");
  await change();
  const next = await t.get(url, { as });
  expect(cacheOf(next), `${url} after the change`).not.toBe("hit");
  return next;
}

/** Expects a write through the API to succeed. */
async function write(url: string, body: unknown, as: TestUser = boss) {
  const res = await t.post(url, body, { as });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res;
}

const execute = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

beforeAll(async () => {
  team = await projectTeam(t, "Work");
  boss = await t.user({ manager: true, admin: true, name: "Boss" });
  await write(`${team.p}/update`, {
    assignees: [
      { user_id: team.boss.id, role_id: 1 },
      { user_id: boss.id, role_id: 1 },
      { user_id: team.worker.id, role_id: 2 },
      { user_id: team.client.id, role_id: 3 },
    ],
  });
  typeId = (await write("/api/pm/v2/task-types", { title: "Bug", color: "#d12e2e" })).body.data.id;
  labelId = (await write(`/api/pm-pro/v2/projects/${team.pid}/settings/labels`, { title: "Idea", color: "#00aa00" }))
    .body.data.id;
  fieldId = (await write(`/api/pm-pro/v2/projects/${team.pid}/custom-fields`, { name: "Notes", type: "text" })).body
    .data.id;
  taskId = (
    await write(`${team.p}/tasks`, {
      title: "Shown",
      task_list_id: team.list,
      type_id: typeId,
      assignees: [team.worker.id],
      custom_fields: { [fieldId]: "first" },
    })
  ).body.data.id;
  // Labels are given on update (the spec's create takes none).
  await write(`${team.p}/tasks/${taskId}/update`, { task_labels: [labelId] });
}, 60_000);

describe("a change is seen at once through the read cache", () => {
  it("a task type renamed", async () => {
    const next = await afterChange(team.client, listsUrl(), () =>
      write(`/api/pm/v2/task-types/${typeId}/update`, { title: "Defect" }),
    );
    expect(shownTask(next).type.data?.title).toBe("Defect");
  });

  it("a label renamed", async () => {
    const next = await afterChange(team.client, listsUrl(), () =>
      write(`/api/pm-pro/v2/projects/${team.pid}/settings/labels/${labelId}/update`, { title: "Plan" }),
    );
    expect(shownTask(next).labels.data.map((l) => l.title)).toEqual(["Plan"]);
  });

  it("a user's name", async () => {
    const next = await afterChange(team.client, listsUrl(), () =>
      write(`/api/pm/v2/users/${team.worker.id}`, { display_name: "Worker Renamed" }),
    );
    expect(shownTask(next).assignees.data.map((u) => u.display_name)).toEqual(["Worker Renamed"]);
  });

  it("a task list renamed", async () => {
    const next = await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/task-lists/${team.list}/update`, { title: "Renamed list" }),
    );
    expect(lists(next).map((l) => l.title)).toContain("Renamed list");
  });

  it("a milestone: made, then its list put under it, then renamed", async () => {
    const milestone = (await write(`${team.p}/milestones`, { title: "Launch", achieve_date: "2027-01-15" })).body.data
      .id as number;
    const placed = await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/task-lists/${team.list}/update`, { milestone }),
    );
    expect(lists(placed).find((l) => l.id === team.list)?.milestone_id).toBe(milestone);
    await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/milestones/${milestone}/update`, { title: "Launch day" }),
    );
  });

  it("a custom field's definition and a task's value", async () => {
    const renamed = await afterChange(team.client, listsUrl(), () =>
      write(`/api/pm-pro/v2/projects/${team.pid}/custom-fields/${fieldId}/update`, { name: "Remarks" }),
    );
    expect(shownTask(renamed).custom_fields.data.find((f) => f.id === fieldId)?.name).toBe("Remarks");
    const valued = await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/tasks/${taskId}/update`, { custom_fields: { [fieldId]: "second" } }),
    );
    expect(shownTask(valued).custom_fields.data.find((f) => f.id === fieldId)?.value).toBe("second");
  });

  it("a kanboard column (its project's version moves, through the API and through SQL)", async () => {
    const column = (await write(`/api/pm-pro/v2/projects/${team.pid}/kanboard`, { title: "Review" })).body.data
      .id as number;
    await afterChange(team.client, listsUrl(), () =>
      write(`/api/pm-pro/v2/projects/${team.pid}/kanboard/${column}/update`, { title: "Checked" }),
    );
    await afterChange(team.client, listsUrl(), () =>
      execute(sql`update kanboard_columns set title = 'Checked twice' where id = ${column}`),
    );
  });

  it("a sprint (the workspace's version moves, through the API and through SQL)", async () => {
    const sprint = (
      await write("/api/pm-pro/v2/sprints", {
        title: "Week 1",
        start_at: "2027-01-04",
        due_date: "2027-01-10",
        project_ids: [team.pid],
      })
    ).body.data.id as number;
    await afterChange(team.client, "/api/pm/v2/projects", () =>
      write(`/api/pm-pro/v2/sprints/${sprint}/update`, { title: "Week one" }),
    );
    await afterChange(team.client, "/api/pm/v2/projects", () =>
      execute(sql`update sprints set goal = 'Ship' where id = ${sprint}`),
    );
  });

  it("a project's title", async () => {
    const next = await afterChange(team.client, "/api/pm/v2/projects", () =>
      write(`${team.p}/update`, { title: "Retitled project" }),
    );
    expect(next.body.data.map((p: { title: string }) => p.title)).toContain("Retitled project");
  });

  it("privacy: a task, then a list, made private stops showing to a client", async () => {
    const hidden = await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/tasks/${taskId}/update`, { privacy: true }),
    );
    expect(tasks(hidden).map((x) => x.id)).not.toContain(taskId);
    await write(`${team.p}/tasks/${taskId}/update`, { privacy: false });
    const listHidden = await afterChange(team.client, listsUrl(), () =>
      write(`${team.p}/task-lists/${team.list}/update`, { privacy: true }),
    );
    expect(lists(listHidden).map((l) => l.id)).not.toContain(team.list);
  });

  it("membership: a member removed no longer sees the project", async () => {
    const projectsUrl = "/api/pm/v2/projects";
    await t.get(listsUrl(), { as: team.worker });
    expect(cacheOf(await t.get(listsUrl(), { as: team.worker }))).toBe("hit");
    const left = await afterChange(team.worker, projectsUrl, () =>
      write(`${team.p}/update`, {
        assignees: [
          { user_id: team.boss.id, role_id: 1 },
          { user_id: boss.id, role_id: 1 },
          { user_id: team.client.id, role_id: 3 },
        ],
      }),
    );
    expect(left.body.data.map((p: { id: number }) => p.id)).not.toContain(team.pid);
    const refused = await t.get(listsUrl(), { as: team.worker });
    expect(refused.status).toBe(404);
  });
});
