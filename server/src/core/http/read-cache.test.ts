import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { taskLabels, users } from "../../db/schema";
import { type Reply, type TestUser, useTestApp } from "../../test/harness";
import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("keeps the most recently used answers within its bytes, and refuses one too big for it", () => {
    const cache = new ReadCache(100);
    cache.set("a", Buffer.alloc(20));
    cache.set("b", Buffer.alloc(20));
    cache.set("c", Buffer.alloc(20));
    cache.get("a");
    cache.set("d", Buffer.alloc(20));
    cache.set("e", Buffer.alloc(20));
    expect(cache.size).toEqual({ entries: 5, bytes: 100 });
    cache.set("f", Buffer.alloc(20));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    cache.set("huge", Buffer.alloc(26));
    expect(cache.get("huge")).toBeUndefined();
    cache.set("a", Buffer.alloc(10));
    expect(cache.size.bytes).toBe(90);
  });
});

const t = useTestApp();
const cacheOf = (res: Reply) => res.headers["x-read-cache"];

describe("cached reads are never served after a change", () => {
  let manager: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let pid: number;
  let listId: number;
  let taskId: number;
  const listsUrl = () => `/api/pm/v2/projects/${pid}/task-lists?with=incomplete_tasks`;
  const openTasks = (res: Reply) =>
    res.body.data.flatMap((l: { incomplete_tasks: { data: unknown[] } }) => l.incomplete_tasks.data) as {
      id: number;
      title: string;
      assignees: { data: { display_name: string }[] };
      labels: { data: unknown[] };
      meta: { total_comment: number };
    }[];

  /** Reads twice (the second from the cache), changes something, and returns the next read, which must miss. */
  async function afterChange(as: TestUser, url: string, change: () => Promise<unknown>) {
    await t.get(url, { as });
    expect(cacheOf(await t.get(url, { as }))).toBe("hit");
    await change();
    const next = await t.get(url, { as });
    expect(next.status).toBe(200);
    expect(cacheOf(next)).toBe("miss");
    return next;
  }

  beforeAll(async () => {
    manager = await t.user({ name: "Manager" });
    worker = await t.user({ name: "Worker" });
    client = await t.user({ name: "Client" });
    pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    listId = (await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Work" }, { as: manager })).body.data.id;
    const task = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "First", task_list_id: listId, assignees: [worker.id] },
      { as: manager },
    );
    taskId = task.body.data.id;
  });

  it("a task another member creates", async () => {
    const next = await afterChange(worker, listsUrl(), () =>
      t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Second", task_list_id: listId }, { as: manager }),
    );
    expect(openTasks(next).map((x) => x.title)).toContain("Second");
  });

  it("a comment, a label, and a write that did not come through this app", async () => {
    const commented = await afterChange(worker, listsUrl(), () =>
      t.post(
        `/api/pm/v2/projects/${pid}/comments`,
        { content: "<p>Hi</p>", commentable_type: "task", commentable_id: taskId },
        { as: manager },
      ),
    );
    expect(openTasks(commented).find((x) => x.id === taskId)?.meta.total_comment).toBe(1);
    const label = await t.post(
      `/api/pm-pro/v2/projects/${pid}/settings/labels`,
      { title: "Bug", color: "#ff0000" },
      { as: manager },
    );
    const labelled = await afterChange(worker, listsUrl(), () =>
      t.database.db.insert(taskLabels).values({ taskId, labelId: label.body.data.id }),
    );
    expect(openTasks(labelled).find((x) => x.id === taskId)?.labels.data).toHaveLength(1);
    const renamed = await afterChange(worker, listsUrl(), () =>
      t.database.db.execute(sql`update tasks set title = 'Renamed elsewhere' where id = ${taskId}`),
    );
    expect(openTasks(renamed).find((x) => x.id === taskId)?.title).toBe("Renamed elsewhere");
  });

  it("a user's new name (the directory) and a project's changed capabilities", async () => {
    const renamed = await afterChange(worker, listsUrl(), () =>
      t.database.db.update(users).set({ displayName: "Worker Renamed" }).where(eq(users.id, worker.id)),
    );
    expect(openTasks(renamed).find((x) => x.id === taskId)?.assignees.data[0].display_name).toBe("Worker Renamed");
    await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Hidden", task_list_id: listId, privacy: true },
      {
        as: manager,
      },
    );
    const before = openTasks(await t.get(listsUrl(), { as: client })).map((x) => x.title);
    expect(before).not.toContain("Hidden");
    const allowed = await afterChange(client, listsUrl(), () =>
      t.post(
        `/api/pm/v2/projects/${pid}/settings`,
        { settings: [{ key: "capabilities", value: { client: { view_private_task: true } } }] },
        { as: manager },
      ),
    );
    expect(openTasks(allowed).map((x) => x.title)).toContain("Hidden");
  });

  it("keeps each caller's answer apart: what one member may see never reaches another", async () => {
    const outsiderPid = await t.project({ manager, coWorkers: [worker] });
    await t.post(`/api/pm/v2/projects/${outsiderPid}/tasks`, { title: "Secret", privacy: true }, { as: manager });
    const url = `/api/pm/v2/projects/${outsiderPid}/task-lists?with=incomplete_tasks`;
    const seen = openTasks(await t.get(url, { as: manager })).map((x) => x.title);
    expect(seen).toContain("Secret");
    await t.post(
      `/api/pm/v2/projects/${outsiderPid}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_task: false } } }] },
      { as: manager },
    );
    const workerView = await t.get(url, { as: worker });
    expect(openTasks(workerView).map((x) => x.title)).not.toContain("Secret");
    expect((await t.get(url, { as: client })).status).toBe(404);
  });

  it("the project list follows membership, other projects' changes and renames", async () => {
    const url = "/api/pm/v2/projects";
    const titles = (res: Reply) => res.body.data.map((p: { title: string }) => p.title) as string[];
    const other = await t.project({ manager, title: "Later Joined" });
    const joined = await afterChange(worker, url, () =>
      t.post(
        `/api/pm/v2/projects/${other}/update`,
        {
          assignees: [
            { user_id: manager.id, role_id: 1 },
            { user_id: worker.id, role_id: 2 },
          ],
        },
        { as: manager },
      ),
    );
    expect(titles(joined)).toContain("Later Joined");
    const renamed = await afterChange(worker, url, () =>
      t.post(`/api/pm/v2/projects/${other}/update`, { title: "Renamed Project" }, { as: manager }),
    );
    expect(titles(renamed)).toContain("Renamed Project");
    await t.post(
      `/api/pm/v2/projects/${other}/update`,
      { assignees: [{ user_id: manager.id, role_id: 1 }] },
      {
        as: manager,
      },
    );
    // Back to the projects and versions the worker saw before joining: that earlier answer is right again.
    expect(titles(await t.get(url, { as: worker }))).not.toContain("Renamed Project");
    const boss = await t.user({ manager: true });
    const counted = await afterChange(boss, `${url}?per_page=100`, () =>
      t.post(`/api/pm/v2/projects/${other}/tasks`, { title: "Counted" }, { as: manager }),
    );
    const card = counted.body.data.find((p: { id: number }) => p.id === other);
    expect(card.meta.total_incomplete_tasks).toBe(1);
  });

  it("recounts a project card only when its project changed, whoever changed it", async () => {
    const url = `/api/pm/v2/projects/${pid}`;
    const before = (await t.get(url, { as: manager })).body.data.meta.total_tasks as number;
    expect((await t.get(url, { as: manager })).body.data.meta.total_tasks).toBe(before);
    await t.database.db.execute(
      sql`insert into tasks (project_id, task_list_id, title, created_by) values (${pid}, ${listId}, 'From psql', ${manager.id})`,
    );
    expect((await t.get(url, { as: manager })).body.data.meta.total_tasks).toBe(before + 1);
  });

  it("bumps a project once per transaction, however many rows it changes", async () => {
    const version = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select version from project_versions where project_id = ${pid}`,
          )) as unknown as { rows: { version: string | number }[] }
        ).rows[0].version,
      );
    const seq = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select last_value from cairn_data_version_seq`)) as unknown as {
            rows: { last_value: string | number }[];
          }
        ).rows[0].last_value,
      );
    const bulk = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Bulk" }, { as: manager });
    for (let i = 0; i < 12; i++) {
      await t.post(
        `/api/pm/v2/projects/${pid}/tasks`,
        { title: `B${i}`, task_list_id: bulk.body.data.id },
        {
          as: manager,
        },
      );
    }
    const [v0, s0] = [await version(), await seq()];
    const removed = await t.post(
      `/api/pm/v2/projects/${pid}/task-lists/${bulk.body.data.id}/delete`,
      {},
      {
        as: manager,
      },
    );
    expect(removed.status).toBe(200);
    expect(await version()).toBeGreaterThan(v0);
    expect(await seq()).toBe(s0 + 1);
  });

  it("builds every answer afresh without a cache (CAIRN_READ_CACHE_MB=0)", async () => {
    t.app.deps.readCache = null;
    const res = await t.get(listsUrl(), { as: worker });
    expect(cacheOf(res)).toBe("off");
  });
});
