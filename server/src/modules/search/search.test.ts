import { beforeAll, describe, expect, it } from "vitest";
import { discussionBoards, milestones, settings, taskLists, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Hit = { type: string; id: number; title: string; project_id: number; task_list_id: number | null };
const titlesOf = (body: { data: Hit[] }) => body.data.map((h) => h.title).sort();

describe("search", () => {
  let boss: TestUser;
  let lead: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let apollo: number;
  let zeus: number;
  let publicList: number;
  let taskId: number;

  beforeAll(async () => {
    boss = await t.user({ manager: true });
    lead = await t.user();
    client = await t.user();
    outsider = await t.user();
    apollo = await t.project({ manager: lead, clients: [client], title: "Comet Apollo" });
    zeus = await t.project({ manager: outsider, title: "Comet Zeus" });
    const db = t.database.db;
    const lists = await db
      .insert(taskLists)
      .values([
        { projectId: apollo, title: "Comet list", createdBy: lead.id },
        { projectId: apollo, title: "Comet secret list", isPrivate: true, createdBy: lead.id },
        { projectId: zeus, title: "Comet zeus list", createdBy: outsider.id },
      ])
      .returning({ id: taskLists.id });
    publicList = lists[0].id;
    const [parent] = await db
      .insert(tasks)
      .values([
        { projectId: apollo, taskListId: publicList, title: "Comet public task", createdBy: lead.id },
        { projectId: apollo, taskListId: publicList, title: "Comet private task", isPrivate: true, createdBy: lead.id },
        { projectId: apollo, taskListId: publicList, title: "Comet my private", isPrivate: true, createdBy: client.id },
        { projectId: apollo, taskListId: lists[1].id, title: "Comet in secret list", createdBy: lead.id },
        { projectId: zeus, taskListId: lists[2].id, title: "Comet zeus task", createdBy: outsider.id },
      ])
      .returning({ id: tasks.id });
    taskId = parent.id;
    await db
      .insert(tasks)
      .values({ projectId: apollo, taskListId: publicList, parentId: taskId, title: "Comet sub", createdBy: lead.id });
    await db.insert(milestones).values([
      { projectId: apollo, title: "Comet milestone", createdBy: lead.id },
      { projectId: apollo, title: "Comet hidden milestone", isPrivate: true, createdBy: lead.id },
    ]);
    await db.insert(discussionBoards).values([
      { projectId: apollo, title: "Comet talk", createdBy: lead.id },
      { projectId: apollo, title: "Comet hidden talk", isPrivate: true, createdBy: lead.id },
    ]);
  });

  it("finds titles of every type in the caller's projects, hiding private items from a client", async () => {
    const res = await t.get("/api/pm/v2/search", { as: client, query: { query: "  comet " } });
    expect(res.status).toBe(200);
    expect(titlesOf(res.body)).toEqual(
      [
        "Comet Apollo",
        "Comet list",
        "Comet public task",
        "Comet my private",
        "Comet sub",
        "Comet milestone",
        "Comet talk",
      ].sort(),
    );
    const sub = res.body.data.find((h: Hit) => h.title === "Comet sub");
    expect(sub).toEqual({
      type: "subtask",
      id: expect.any(Number),
      title: "Comet sub",
      project_id: apollo,
      task_list_id: publicList,
      parent_id: taskId,
    });
    const project = res.body.data.find((h: Hit) => h.type === "project");
    expect(project).toEqual({
      type: "project",
      id: apollo,
      title: "Comet Apollo",
      project_id: apollo,
      task_list_id: null,
      parent_id: null,
    });
  });

  it("shows private items to the project manager, and a flag opens them to clients", async () => {
    const lead_ = await t.get("/api/pm/v2/search", { as: lead, query: { query: "comet" } });
    expect(titlesOf(lead_.body)).toContain("Comet private task");
    expect(titlesOf(lead_.body)).toContain("Comet in secret list");
    expect(titlesOf(lead_.body)).toContain("Comet hidden talk");
    expect(titlesOf(lead_.body)).not.toContain("Comet zeus task");

    await t.database.db
      .insert(settings)
      .values({ projectId: apollo, key: "capabilities", value: { client: { view_private_task: true } } });
    const opened = await t.get("/api/pm/v2/search", { as: client, query: { query: "comet", "model[]": "tasks" } });
    expect(titlesOf(opened.body)).toEqual(["Comet my private", "Comet private task", "Comet public task", "Comet sub"]);
    await t.database.db.delete(settings);
  });

  it("lets a global manager search everything, filtered by project and model", async () => {
    const all = await t.get("/api/pm/v2/search", { as: boss, query: { query: "zeus" } });
    expect(titlesOf(all.body)).toEqual(["Comet zeus list", "Comet zeus task", "Comet Zeus"].sort());
    const url = `/api/pm/v2/search?query=comet&project_id=${apollo}&model[]=milestone&model[]=discussion_board`;
    const some = await t.get(url, { as: boss });
    expect(some.body.data.map((h: Hit) => h.type).sort()).toEqual([
      "discussion_board",
      "discussion_board",
      "milestone",
      "milestone",
    ]);
  });

  it("answers an outsider, an empty query, a wildcard and no hits sensibly", async () => {
    const none = await t.get("/api/pm/v2/search", { as: client, query: { query: "zeus" } });
    expect(none.body).toEqual({ data: [] });
    const other = await t.get("/api/pm/v2/search", { as: client, query: { query: "comet", project_id: String(zeus) } });
    expect(other.body).toEqual({ data: [] });
    const empty = await t.get("/api/pm/v2/search", { as: client, query: { query: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("rest_invalid_param");
    expect((await t.get("/api/pm/v2/search", { as: client })).status).toBe(400);
    const wildcard = await t.get("/api/pm/v2/search", { as: lead, query: { query: "%" } });
    expect(wildcard.body).toEqual({ data: [] });
    const badModel = await t.get("/api/pm/v2/search", { as: lead, query: { query: "x", model: "users" } });
    expect(badModel.status).toBe(400);
    expect((await t.get("/api/pm/v2/search", { query: { query: "comet" } })).status).toBe(401);
  });

  it("returns at most 10 hits per type in one query", async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      projectId: apollo,
      taskListId: publicList,
      title: `Nebula ${i}`,
      createdBy: lead.id,
    }));
    await t.database.db.insert(tasks).values(many);
    const res = await t.get("/api/pm/v2/search", { as: lead, query: { query: "nebula" } });
    expect(res.body.data).toHaveLength(10);
    expect(res.headers["x-query-count"]).toBe("2");
  });

  it("lists the caller's projects, or all for a global manager", async () => {
    const mine = await t.get("/api/pm/v2/user-all-projects", { as: client });
    expect(mine.body).toEqual({ data: [{ id: apollo, title: "Comet Apollo" }] });
    const all = await t.get("/api/pm/v2/user-all-projects", { as: boss });
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([apollo, zeus]));
  });
});
