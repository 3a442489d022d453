import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { duplicationSupport } from "./test-support";

const t = useTestApp();

const { rows, contentOf, linksOutside, fullProject } = duplicationSupport(t);

describe("duplicating a project", () => {
  it("copies every item with its links rewritten into the copy, shares the bytes, and logs one activity", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { pid } = await fullProject(boss, worker, client);
    const objects = storedObjects(t).length;
    const res = await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as: boss });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("The project has been duplicated successfully.");
    const copy = res.body.data;
    expect(copy.title).toBe("Apollo copy");
    expect(copy.meta.can_duplicate).toBe(true);
    expect(copy.id).not.toBe(pid);
    const original = await contentOf(pid);
    // The fixture holds what it should, or the comparison proves little.
    expect(original.files.map((f) => `${f.name} in ${f.folder ?? f.owner ?? "-"}`).sort()).toEqual(
      ["Designs in -", "Site in -", "Spec in Designs", "mock.png in Designs", "plan.png in Kick-off"].sort(),
    );
    expect([original.tasks.length, original.lists.length, original.milestones.length, original.labels.length]).toEqual([
      5, 3, 2, 1,
    ]);
    expect(original.tasks.find((x) => x.title === "Wire it")).toMatchObject({
      labels: ["Urgent"],
      milestone: "Launch",
      assignees: [worker.id],
    });
    expect(await contentOf(copy.id)).toEqual(original);
    expect(await linksOutside(copy.id)).toBe(0);
    // Bytes are shared, not stored twice; comments and activity stay with the original.
    expect(storedObjects(t).length).toBe(objects);
    const [counts] = await rows(sql`select
      (select count(*)::int from comments where project_id = ${copy.id}) as comments,
      (select count(*)::int from activities where project_id = ${copy.id}) as activities`);
    expect(counts).toEqual({ comments: 0, activities: 1 });
    expect(res.body.activity.action).toBe("duplicate_project");
    expect(res.body.activity.meta).toMatchObject({ old_project_id: pid, old_project_title: "Apollo" });

    // The copy stands alone: deleting the original keeps every byte the copy refers to.
    expect((await t.post(`/api/pm/v2/projects/${pid}/delete`, {}, { as: boss })).status).toBe(200);
    expect(storedObjects(t).length).toBe(objects);
    const files = await t.get(`/api/pm-pro/v2/projects/${copy.id}/files`, { as: boss });
    const designs = files.body.data.find((f: { title: string }) => f.title === "Designs");
    const inside = await t.get(`/api/pm-pro/v2/projects/${copy.id}/files`, {
      as: boss,
      query: { folder_id: String(designs.id) },
    });
    const mock = inside.body.data.find((f: { type: string }) => f.type === "pro_file");
    const bytes = await t.app.inject({
      method: "GET",
      url: `/api/pm/v2/projects/${copy.id}/files/${mock.id}/download`,
      headers: { cookie: `cairn_session=${boss.cookie}` },
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    // And deleting the copy too lets the bytes go.
    expect((await t.post(`/api/pm/v2/projects/${copy.id}/delete`, {}, { as: boss })).status).toBe(200);
    expect(storedObjects(t).length).toBeLessThan(objects);
  });

  it("adds ' copy' again until the title is free", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss, title: "Zeus" });
    const titles = [];
    for (let i = 0; i < 3; i++) {
      titles.push((await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as: boss })).body.data.title);
    }
    expect(titles).toEqual(["Zeus copy", "Zeus copy copy", "Zeus copy copy copy"]);
  });

  it("refuses all but global managers with 403, an unknown project with 404, and changes nothing", async () => {
    const boss = await t.user({ manager: true });
    const pm = await t.user();
    const worker = await t.user();
    const pid = await t.project({ manager: pm, coWorkers: [worker], title: "Hera" });
    const before = await rows(sql`select count(*)::int as n from projects`);
    for (const as of [pm, worker]) {
      const res = await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("rest_forbidden");
    }
    expect((await t.post("/api/pm-pro/v2/duplicate/project/999999", {}, { as: boss })).status).toBe(404);
    expect((await t.post("/api/pm-pro/v2/duplicate/project/abc", {}, { as: boss })).status).toBe(400);
    expect((await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {})).status).toBe(401);
    expect(await rows(sql`select count(*)::int as n from projects`)).toEqual(before);
    const project = await t.get(`/api/pm/v2/projects/${pid}`, { as: pm });
    expect(project.body.data.meta.can_duplicate).toBe(false);
  });

  it("leaves no trace when it fails half-way", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { pid } = await fullProject(boss, worker, client);
    const count = async () =>
      rows(sql`select (select count(*) from projects)::int as p, (select count(*) from tasks)::int as t,
        (select count(*) from files)::int as f, (select count(*) from activities)::int as a`);
    const before = await count();
    // The files are copied last: refuse them, after everything else was written.
    await t.database.db.execute(
      sql.raw(`create function cairn_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure'; end $$;
      create trigger cairn_test_refuse before insert on files for each row
      when (new.project_id <> ${pid}) execute function cairn_test_refuse();`),
    );
    try {
      const res = await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as: boss });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.db.execute(
        sql.raw("drop trigger cairn_test_refuse on files; drop function cairn_test_refuse();"),
      );
    }
    expect(await count()).toEqual(before);
    expect((await t.post(`/api/pm-pro/v2/duplicate/project/${pid}`, {}, { as: boss })).status).toBe(201);
  });
});

describe("duplicating a task list", () => {
  it("puts '<title> copy' right after the original with the tasks, and logs it", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { pid, list } = await fullProject(boss, worker, client);
    const res = await t.post(`/api/pm-pro/v2/duplicate/list/${list}`, {}, { as: boss });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("The task list has been duplicated successfully.");
    expect(res.body.data).toMatchObject({ title: "Build copy", project_id: pid, is_inbox: false });
    expect(res.body.activity.action).toBe("duplicate_list");
    const lists = await t.get(`/api/pm/v2/projects/${pid}/task-lists`, { as: boss });
    const titles = lists.body.data.map((l: { title: string }) => l.title);
    expect(titles.slice(titles.indexOf("Build"), titles.indexOf("Build") + 2)).toEqual(["Build", "Build copy"]);
    const tasksOf = async (listId: number) =>
      rows(sql`select t.title, t.status, t.is_private, t.milestone_id, t."order",
        (select array_agg(user_id) from task_assignees a where a.task_id = t.id) as assignees,
        (select array_agg(label_id) from task_labels l where l.task_id = t.id) as labels
        from tasks t where task_list_id = ${listId} order by title`);
    expect(await tasksOf(res.body.data.id)).toEqual(await tasksOf(list));
    expect((await tasksOf(list)).length).toBe(3);

    // The Inbox's copy is an ordinary list.
    const project = await t.get(`/api/pm/v2/projects/${pid}`, { as: boss });
    const inbox = await t.post(`/api/pm-pro/v2/duplicate/list/${project.body.data.inbox_list_id}`, {}, { as: boss });
    expect(inbox.body.data).toMatchObject({ title: "Inbox copy", is_inbox: false });
  });

  it("copies only the tasks the caller may see, and needs create_list", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { pid, list, hidden } = await fullProject(boss, worker, client);
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_task: false, create_list: true } } }] },
      { as: boss },
    );
    const res = await t.post(`/api/pm-pro/v2/duplicate/list/${list}`, {}, { as: worker });
    expect(res.status).toBe(201);
    const copied = await rows(
      sql`select title, created_by from tasks where task_list_id = ${res.body.data.id} order by title`,
    );
    expect(copied.map((r) => r.title)).toEqual(["Wire it", "Worker's own"]);

    const before = await rows(sql`select count(*)::int as n from task_lists`);
    // Clients may create lists by default: take the flag away.
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { client: { create_list: false } } }] },
      { as: boss },
    );
    const refused = await t.post(`/api/pm-pro/v2/duplicate/list/${list}`, {}, { as: client });
    expect(refused.status).toBe(403);
    // A private list the co-worker may not see is not revealed.
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_list: false } } }] },
      { as: boss },
    );
    expect((await t.post(`/api/pm-pro/v2/duplicate/list/${hidden}`, {}, { as: worker })).status).toBe(404);
    const outsider = await t.user();
    expect((await t.post(`/api/pm-pro/v2/duplicate/list/${list}`, {}, { as: outsider })).status).toBe(404);
    expect((await t.post("/api/pm-pro/v2/duplicate/list/999999", {}, { as: boss })).status).toBe(404);
    expect(await rows(sql`select count(*)::int as n from task_lists`)).toEqual(before);
  });

  it("takes the spec's GET from an API token only: a session cookie gets 405 and nothing is copied", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { list } = await fullProject(boss, worker, client);
    const before = await rows(sql`select count(*)::int as n from task_lists`);
    const cookie = await t.get(`/api/pm-pro/v2/duplicate/list/${list}`, { as: boss });
    expect(cookie.status).toBe(405);
    expect(cookie.body.code).toBe("rest_method_not_allowed");
    expect(cookie.headers.allow).toBe("POST");
    expect(await rows(sql`select count(*)::int as n from task_lists`)).toEqual(before);
    const token = await t.post("/api/auth/tokens", { name: "script" }, { as: boss });
    const viaToken = await t.request("GET", `/api/pm-pro/v2/duplicate/list/${list}`, {
      headers: { authorization: `Bearer ${token.body.data.token}` },
    });
    expect(viaToken.status).toBe(201);
    expect(viaToken.body.data.title).toBe("Build copy");
  });
});
