import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type EmbeddedList = {
  id: number;
  title: string;
  incomplete_tasks?: { data: { id: number; title: string; assignees: { data: { id: number }[] } }[]; meta: unknown };
  complete_tasks?: { data: { id: number; title: string }[]; meta: unknown };
  meta: { total_incomplete_tasks: number; total_complete_tasks: number };
};

describe("task lists with their tasks", () => {
  let manager: TestUser;
  let worker: TestUser;
  let client: TestUser;

  beforeAll(async () => {
    manager = await t.user();
    worker = await t.user();
    client = await t.user();
  });

  /** A project with `n` lists, each holding 3 incomplete tasks (one assigned, one private) and 1 complete task. */
  async function projectWithLists(n: number) {
    const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    const base = `/api/pm/v2/projects/${pid}`;
    for (let i = 0; i < n; i++) {
      const list = (await t.post(`${base}/task-lists`, { title: `List ${i}` }, { as: manager })).body.data;
      for (const title of ["one", "two"]) {
        await t.post(
          `${base}/tasks`,
          { title: `${title} ${i}`, task_list_id: list.id, assignees: [worker.id] },
          { as: manager },
        );
      }
      await t.post(`${base}/tasks`, { title: `hidden ${i}`, task_list_id: list.id, privacy: true }, { as: manager });
      const done = (await t.post(`${base}/tasks`, { title: `done ${i}`, task_list_id: list.id }, { as: manager })).body
        .data;
      await t.post(`${base}/tasks/${done.id}/change-status`, { status: 1 }, { as: manager });
    }
    return base;
  }

  it("embeds each list's page of incomplete and complete tasks with per-list totals", async () => {
    const base = await projectWithLists(2);
    const res = await t.get(`${base}/task-lists?with=incomplete_tasks,complete_tasks`, { as: manager });
    expect(res.status).toBe(200);
    const data = res.body.data as EmbeddedList[];
    expect(data.map((l) => l.title)).toEqual(["List 0", "List 1", "Inbox"]);
    const [first] = data;
    expect(first.meta).toMatchObject({ total_incomplete_tasks: 3, total_complete_tasks: 1 });
    expect(first.incomplete_tasks?.data.map((x) => x.title)).toEqual(["one 0", "two 0", "hidden 0"]);
    expect(first.incomplete_tasks?.data[0].assignees.data.map((u) => u.id)).toEqual([worker.id]);
    expect(first.complete_tasks?.data.map((x) => x.title)).toEqual(["done 0"]);
    expect(data[1].incomplete_tasks?.data.map((x) => x.title)).toEqual(["one 1", "two 1", "hidden 1"]);
    expect(data[2].incomplete_tasks?.data).toEqual([]);

    const paged = await t.get(`${base}/task-lists?with=incomplete_tasks&tasks_per_page=2&incomplete_page=2`, {
      as: manager,
    });
    const pagedFirst = paged.body.data[0] as EmbeddedList;
    expect(pagedFirst.incomplete_tasks?.data.map((x) => x.title)).toEqual(["hidden 0"]);
    expect(pagedFirst.incomplete_tasks?.meta).toMatchObject({
      pagination: { total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 },
    });
    expect(pagedFirst.complete_tasks).toBeUndefined();

    // A client without view_private_task sees neither the private tasks nor them in the counts.
    const asClient = await t.get(`${base}/task-lists?with=incomplete_tasks`, { as: client });
    const clientFirst = asClient.body.data[0] as EmbeddedList;
    expect(clientFirst.incomplete_tasks?.data.map((x) => x.title)).toEqual(["one 0", "two 0"]);
    expect(clientFirst.meta.total_incomplete_tasks).toBe(2);

    const one = await t.get(`${base}/task-lists/${first.id}?with=complete_tasks`, { as: manager });
    expect(one.body.data.complete_tasks.data.map((x: { title: string }) => x.title)).toEqual(["done 0"]);
    expect(one.body.data.incomplete_tasks).toBeUndefined();
    const all = await t.get(`${base}/task-lists/${first.id}?with=incomplete_tasks&tasks_per_page=-1`, { as: manager });
    expect(all.body.data.incomplete_tasks.meta.pagination.per_page).toBe(2000);
  });

  it("shows each embedded task's assignees by name, as the task's people stand after each change", async () => {
    // Made in this order, so id order (the task's own copy of its people) differs from name order.
    const zed = await t.user({ name: "Zed Zimmer" });
    const amy = await t.user({ name: "Amy Adams" });
    const pid = await t.project({ manager, coWorkers: [zed, amy] });
    const base = `/api/pm/v2/projects/${pid}`;
    const list = (await t.post(`${base}/task-lists`, { title: "People" }, { as: manager })).body.data;
    const task = (
      await t.post(
        `${base}/tasks`,
        { title: "shared", task_list_id: list.id, assignees: [zed.id, amy.id] },
        { as: manager },
      )
    ).body.data;
    const assigneesOf = async () => {
      const res = await t.get(`${base}/task-lists?with=incomplete_tasks`, { as: manager });
      const first = (res.body.data as EmbeddedList[]).find((l) => l.id === list.id);
      return first?.incomplete_tasks?.data[0].assignees.data.map((u) => u.id);
    };
    expect(await assigneesOf()).toEqual([amy.id, zed.id]);
    await t.post(`${base}/tasks/${task.id}/update`, { assignees: [zed.id] }, { as: manager });
    expect(await assigneesOf()).toEqual([zed.id]);
  });

  it("runs as many queries for 10 lists as for 2", async () => {
    const small = await projectWithLists(2);
    const large = await projectWithLists(10);
    const url = "/task-lists?with=incomplete_tasks,complete_tasks&per_page=-1";
    const a = await t.get(`${small}${url}`, { as: worker });
    const b = await t.get(`${large}${url}`, { as: worker });
    expect(a.status).toBe(200);
    expect(b.body.data).toHaveLength(11);
    expect(Number(a.headers["x-query-count"])).toBeGreaterThan(0);
    expect(b.headers["x-query-count"]).toBe(a.headers["x-query-count"]);
    const c = await t.get(`${small}${url}`, { as: client });
    const d = await t.get(`${large}${url}`, { as: client });
    expect(d.headers["x-query-count"]).toBe(c.headers["x-query-count"]);
  });
});
