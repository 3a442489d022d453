import { beforeAll, describe, expect, it } from "vitest";
import { comments, discussionBoards, milestones, taskLists, tasks } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Hit = { type: string; id: number; title: string; project_id: number; task_list_id: number | null };
const titlesOf = (body: { data: Hit[] }) => body.data.map((h) => h.title).sort();

/** The answer's shape, its groups and its refusals (matching: matching.test.ts; privacy: privacy.test.ts). */
describe("search: the call", () => {
  let boss: TestUser;
  let lead: TestUser;
  let client: TestUser;
  let outsider: TestUser;
  let apollo: number;
  let zeus: number;
  let publicList: number;
  let parentTask: number;

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
        { projectId: apollo, title: "Archived comet list", status: 0, createdBy: lead.id },
        { projectId: zeus, title: "Comet zeus list", createdBy: outsider.id },
      ])
      .returning({ id: taskLists.id });
    publicList = lists[0].id;
    const [parent, archived] = await db
      .insert(tasks)
      .values([
        { projectId: apollo, taskListId: publicList, title: "Comet public task", createdBy: lead.id },
        { projectId: apollo, taskListId: lists[1].id, title: "Comet in the archive", createdBy: lead.id },
        { projectId: zeus, taskListId: lists[2].id, title: "Comet zeus task", createdBy: outsider.id },
      ])
      .returning({ id: tasks.id });
    parentTask = parent.id;
    await db.insert(tasks).values({
      projectId: apollo,
      taskListId: publicList,
      parentId: parentTask,
      title: "Comet sub",
      createdBy: lead.id,
    });
    await db.insert(milestones).values({ projectId: apollo, title: "Comet milestone", createdBy: lead.id });
    await db.insert(discussionBoards).values({ projectId: apollo, title: "Comet talk", createdBy: lead.id });
    expect(archived.id).toBeGreaterThan(0);
  });

  it("answers hits grouped in the panel's order, each with its ids, a highlighted snippet and a score", async () => {
    const res = await t.get("/api/pm/v2/search", { as: client, query: { query: "  comet " } });
    expect(res.status).toBe(200);
    const groupOf = (h: Hit) => (h.type === "subtask" ? "task" : h.type);
    expect(res.body.data.map(groupOf)).toEqual([
      "task",
      "task",
      "task",
      "task_list",
      "task_list",
      "discussion_board",
      "milestone",
      "project",
    ]);
    const sub = res.body.data.find((h: Hit) => h.title === "Comet sub");
    expect(sub).toEqual({
      type: "subtask",
      id: expect.any(Number),
      title: "Comet sub",
      project_id: apollo,
      project_title: "Comet Apollo",
      task_list_id: publicList,
      task_list_title: "Comet list",
      parent_id: parentTask,
      list_status: 1,
      snippet: "<mark>Comet</mark> sub",
      score: expect.any(Number),
    });
    const archived = res.body.data.find((h: Hit) => h.title === "Comet in the archive");
    expect(archived.list_status).toBe(0);
    const project = res.body.data.find((h: Hit) => h.type === "project");
    expect(project).toMatchObject({
      id: apollo,
      project_id: apollo,
      project_title: "Comet Apollo",
      task_list_id: null,
      task_list_title: null,
      parent_id: null,
    });
    expect(res.body.meta).toEqual({
      per_group: 10,
      groups: {
        tasks: { count: 3, has_more: false },
        task_list: { count: 2, has_more: false },
        discussion_board: { count: 1, has_more: false },
        milestone: { count: 1, has_more: false },
        doc: { count: 0, has_more: false },
        link: { count: 0, has_more: false },
        file: { count: 0, has_more: false },
        project: { count: 1, has_more: false },
      },
    });
  });

  it("searches the groups asked for, as model[]=, model=a,b or both, and one project", async () => {
    const some = await t.get(
      `/api/pm/v2/search?query=comet&project_id=${apollo}&model[]=milestone&model[]=discussion_board`,
      { as: boss },
    );
    expect(some.body.data.map((h: Hit) => h.type)).toEqual(["discussion_board", "milestone"]);
    expect(Object.keys(some.body.meta.groups)).toEqual(["discussion_board", "milestone"]);
    const comma = await t.get("/api/pm/v2/search", { as: boss, query: { query: "zeus", model: "project,task_list" } });
    expect(titlesOf(comma.body)).toEqual(["Comet Zeus", "Comet zeus list"]);
    const all = await t.get("/api/pm/v2/search", { as: boss, query: { query: "zeus" } });
    expect(titlesOf(all.body)).toEqual(["Comet Zeus", "Comet zeus list", "Comet zeus task"]);
  });

  it("shows per_group hits of each group, best first, and says when there are more", async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      projectId: apollo,
      taskListId: publicList,
      title: i === 13 ? "Nebula" : `Nebula number ${i} with a longer title`,
      createdBy: lead.id,
    }));
    await t.database.db.insert(tasks).values(many);
    const res = await t.get("/api/pm/v2/search", { as: lead, query: { query: "nebula", model: "tasks" } });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.meta.groups.tasks).toEqual({ count: 10, has_more: true });
    // Shorter is denser: the bare title first.
    expect(res.body.data[0].title).toBe("Nebula");
    const scores = res.body.data.map((h: { score: number }) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Two statements: the words expanded, then every group at once (plus the session's own).
    expect(res.headers["x-query-count"]).toBe("3");
    const five = await t.get("/api/pm/v2/search", { as: lead, query: { query: "nebula", per_group: "5" } });
    expect(five.body.meta.groups.tasks).toEqual({ count: 5, has_more: true });
    const fifty = await t.get("/api/pm/v2/search", { as: lead, query: { query: "nebula", per_group: "50" } });
    expect(fifty.body.meta.groups.tasks).toEqual({ count: 14, has_more: false });
    // More title matches than a tier ranks by default: the largest group still fills and says there is more.
    const quarks = Array.from({ length: 55 }, (_, i) => ({
      projectId: apollo,
      taskListId: publicList,
      title: `Quark ${i}`,
      createdBy: lead.id,
    }));
    await t.database.db.insert(tasks).values(quarks);
    const full = await t.get("/api/pm/v2/search", { as: lead, query: { query: "quark", per_group: "50" } });
    expect(full.body.meta.groups.tasks).toEqual({ count: 50, has_more: true });
  });

  it("points a comment's match to the item it is on", async () => {
    await t.database.db.insert(comments).values({
      projectId: apollo,
      commentableType: "task",
      commentableId: parentTask,
      content: "<p>Remember the <b>periscope</b> &amp; the rest</p>",
      createdBy: lead.id,
    });
    const res = await t.get("/api/pm/v2/search", { as: client, query: { query: "periscope" } });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        type: "task",
        id: parentTask,
        snippet: "Remember the <mark>periscope</mark> &amp; the rest",
      }),
    ]);
  });

  it("refuses an empty or too long query, a bad model or per_group, and strangers; finds nothing outside", async () => {
    const refused = async (query: Record<string, string>, field: string) => {
      const res = await t.get("/api/pm/v2/search", { as: client, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(Object.keys(res.body.data.params)).toEqual([field]);
      return res.body.data.params[field];
    };
    expect(await refused({ query: "   " }, "query")).toEqual(["Please enter something to search for."]);
    expect(await refused({}, "query")).toEqual(["Please enter something to search for."]);
    expect(await refused({ query: "x".repeat(201) }, "query")).toEqual(["Must be at most 200 characters."]);
    expect((await t.get("/api/pm/v2/search", { as: client, query: { query: "x".repeat(200) } })).status).toBe(200);
    await refused({ query: "x", model: "users" }, "model.0");
    await refused({ query: "x", per_group: "0" }, "per_group");
    await refused({ query: "x", per_group: "51" }, "per_group");
    expect((await t.get("/api/pm/v2/search", { query: { query: "comet" } })).status).toBe(401);

    const none = await t.get("/api/pm/v2/search", { as: client, query: { query: "zeus", model: "tasks" } });
    expect(none.body).toEqual({ data: [], meta: { per_group: 10, groups: { tasks: { count: 0, has_more: false } } } });
    const other = await t.get("/api/pm/v2/search", { as: client, query: { query: "comet", project_id: String(zeus) } });
    expect(other.body.data).toEqual([]);
    const alone = await t.get("/api/pm/v2/search", { as: await t.user(), query: { query: "comet" } });
    expect(alone.body.data).toEqual([]);
    // Punctuation and stop words alone look for nothing, and break nothing.
    for (const query of ["%", "the", "'\\\"&|!:*()<->", "-comet"]) {
      const res = await t.get("/api/pm/v2/search", { as: lead, query: { query } });
      expect(res.status, query).toBe(200);
      expect(res.body.data, query).toEqual([]);
    }
  });

  it("lists the caller's projects, or all for a global manager", async () => {
    const mine = await t.get("/api/pm/v2/user-all-projects", { as: client });
    expect(mine.body).toEqual({ data: [{ id: apollo, title: "Comet Apollo" }] });
    const all = await t.get("/api/pm/v2/user-all-projects", { as: boss });
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([apollo, zeus]));
  });

  // Runs last: the copy adds hits the tests above do not expect.
  it("names each task's project and list, so a duplicated project's task is told apart from the original", async () => {
    const copied = await t.post(`/api/pm-pro/v2/duplicate/project/${apollo}`, {}, { as: boss });
    expect(copied.status).toBe(201);
    const res = await t.get("/api/pm/v2/search", { as: boss, query: { query: "comet public", model: "tasks" } });
    const places = res.body.data.map((h: { title: string; project_title: string; task_list_title: string }) =>
      [h.title, h.project_title, h.task_list_title].join(" | "),
    );
    expect(places.sort()).toEqual([
      "Comet public task | Comet Apollo copy | Comet list",
      "Comet public task | Comet Apollo | Comet list",
    ]);
  });
});
