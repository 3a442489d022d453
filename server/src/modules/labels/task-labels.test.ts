import { activityText } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, taskLabels } from "../../db/schema";
import { type Reply, type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Presented = { id: number; labels: { data: { id: number; title: string; color: string }[] } };
const titles = (task: Presented) => task.labels.data.map((l) => l.title);

describe("labels on tasks", () => {
  let manager: TestUser;
  let worker: TestUser;
  let client: TestUser;
  let pid: number;
  let base: string;
  let listId: number;
  let bug: number;
  let idea: number;
  let foreign: number;

  beforeAll(async () => {
    manager = await t.user({ name: "Manager" });
    worker = await t.user({ name: "Worker" });
    client = await t.user({ name: "Client" });
    pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    base = `/api/pm/v2/projects/${pid}`;
    listId = (await t.post(`${base}/task-lists`, { title: "Work" }, { as: manager })).body.data.id;
    const label = (p: number, title: string, color: string) =>
      t.post(`/api/pm-pro/v2/projects/${p}/settings/labels`, { title, color }, { as: manager });
    bug = (await label(pid, "Bug", "#ff0000")).body.data.id;
    idea = (await label(pid, "Idea", "#00c2e0")).body.data.id;
    const other = await t.project({ manager });
    foreign = (await label(other, "Elsewhere", "#000000")).body.data.id;
  });

  const newTask = async (as: TestUser = manager, title = "Task") =>
    (await t.post(`${base}/tasks`, { task_list_id: listId, title, assignees: [worker.id] }, { as })).body.data;
  const update = (id: number, body: Record<string, unknown>, as: TestUser = manager) =>
    t.post(`${base}/tasks/${id}/update`, body, { as });
  const labelRows = async (taskId: number) =>
    (await t.database.db.select().from(taskLabels).where(eq(taskLabels.taskId, taskId))).map((r) => r.labelId).sort();

  it("task_labels sets the labels; every task answer carries them", async () => {
    const task = await newTask();
    expect(task.labels).toEqual({ data: [] });
    const res = await update(task.id, { task_labels: [idea, bug], board_id: listId, assignees: [worker.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.labels.data).toEqual([
      { id: bug, title: "Bug", color: "#ff0000" },
      { id: idea, title: "Idea", color: "#00c2e0" },
    ]);
    expect(res.body.activity).toMatchObject({ action: "update_task_labels", meta: { old: [], new: ["Bug", "Idea"] } });
    expect(activityText({ ...res.body.activity, actor: { data: { display_name: "Manager" } } })).toBe(
      "Manager changed the labels of the task Task.",
    );

    const single = await t.get(`${base}/tasks/${task.id}`, { as: client });
    expect(titles(single.body.data)).toEqual(["Bug", "Idea"]);
    const lists = await t.get(`${base}/task-lists`, { as: worker, query: { with: "incomplete_tasks" } });
    const embedded = lists.body.data
      .flatMap((l: { incomplete_tasks?: { data: Presented[] } }) => l.incomplete_tasks?.data ?? [])
      .find((x: Presented) => x.id === task.id);
    expect(titles(embedded)).toEqual(["Bug", "Idea"]);
    const mine = await t.get("/api/pm/v2/tasks", { as: worker, query: { users: String(worker.id) } });
    expect(titles(mine.body.data.find((x: Presented) => x.id === task.id))).toEqual(["Bug", "Idea"]);
    const projectTasks = await t.get(`${base}/tasks`, { as: manager });
    expect(titles(projectTasks.body.data.find((x: Presented) => x.id === task.id))).toEqual(["Bug", "Idea"]);
  });

  it("toggles membership: the same set changes nothing, a smaller one removes, empty and [0] clear", async () => {
    const task = await newTask();
    await update(task.id, { task_labels: [bug, idea] });
    const same = await update(task.id, { task_labels: [idea, bug, bug] });
    expect(same.body.activity).toBeUndefined();
    const smaller = await update(task.id, { task_labels: [idea] });
    expect(titles(smaller.body.data)).toEqual(["Idea"]);
    expect(smaller.body.activity.meta).toMatchObject({ old: ["Bug", "Idea"], new: ["Idea"] });
    expect(await labelRows(task.id)).toEqual([idea]);
    expect(titles((await update(task.id, { task_labels: [] })).body.data)).toEqual([]);
    await update(task.id, { task_labels: [bug] });
    expect(titles((await update(task.id, { task_labels: [0] })).body.data)).toEqual([]);
    await update(task.id, { task_labels: String(bug) });
    expect(await labelRows(task.id)).toEqual([bug]);
    expect(titles((await update(task.id, { task_labels: "" })).body.data)).toEqual([]);
    // Leaving task_labels out keeps them.
    await update(task.id, { task_labels: [bug] });
    expect(titles((await update(task.id, { title: "Renamed" })).body.data)).toEqual(["Bug"]);
  });

  it("refuses another project's labels, unknown ids and malformed values, and changes nothing", async () => {
    const task = await newTask();
    await update(task.id, { task_labels: [bug] });
    const refuse = async (value: unknown, message: string) => {
      const res: Reply = await update(task.id, { title: "Changed", task_labels: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.data.params.task_labels ?? res.body.data.params["task_labels.0"]).toEqual([message]);
    };
    await refuse([foreign], "Choose labels of this project.");
    await refuse([idea, foreign], "Choose labels of this project.");
    await refuse([999_999], "Choose labels of this project.");
    await refuse(["x"], "Must be a number.");
    await refuse([-3], "Must be a positive id.");
    expect(await labelRows(task.id)).toEqual([bug]);
    expect((await t.get(`${base}/tasks/${task.id}`, { as: manager })).body.data.title).toBe("Task");
  });

  it("needs the task-edit permission: others' tasks stay read-only for co-workers and clients", async () => {
    const task = await newTask(manager);
    for (const who of [worker, client]) {
      const res = await update(task.id, { task_labels: [bug] }, who);
      expect(res.status).toBe(403);
    }
    expect(await labelRows(task.id)).toEqual([]);
    const own = await newTask(worker, "Worker's own");
    expect((await update(own.id, { task_labels: [idea] }, worker)).status).toBe(200);
  });

  it("deleting a label takes it off its tasks", async () => {
    const temp = (
      await t.post(
        `/api/pm-pro/v2/projects/${pid}/settings/labels`,
        { title: "Temp", color: "#123456" },
        { as: manager },
      )
    ).body.data.id;
    const task = await newTask();
    await update(task.id, { task_labels: [temp, bug] });
    await t.post(`/api/pm-pro/v2/projects/${pid}/settings/labels/${temp}/delete`, {}, { as: manager });
    expect(await labelRows(task.id)).toEqual([bug]);
    expect(titles((await t.get(`${base}/tasks/${task.id}`, { as: manager })).body.data)).toEqual(["Bug"]);
    const logs = await t.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.resourceType, "task"), eq(activities.resourceId, task.id)));
    expect(logs.map((l) => l.action)).toContain("update_task_labels");
  });

  it("reads labels with a constant number of queries, whatever the number of tasks and labels", async () => {
    const project = await t.project({ manager, coWorkers: [worker] });
    const pbase = `/api/pm/v2/projects/${project}`;
    const list = (await t.post(`${pbase}/task-lists`, { title: "Q" }, { as: manager })).body.data.id;
    const ids: number[] = [];
    for (const title of ["A", "B", "C"]) {
      ids.push(
        (
          await t.post(
            `/api/pm-pro/v2/projects/${project}/settings/labels`,
            { title, color: "#abcdef" },
            { as: manager },
          )
        ).body.data.id,
      );
    }
    const addTask = async (n: number) => {
      const task = (
        await t.post(`${pbase}/tasks`, { task_list_id: list, title: `T${n}`, assignees: [worker.id] }, { as: manager })
      ).body.data;
      await t.post(`${pbase}/tasks/${task.id}/update`, { task_labels: ids.slice(0, 1 + (n % 3)) }, { as: manager });
      return task.id as number;
    };
    const first = await addTask(0);
    const counts = async () => {
      const single = await t.get(`${pbase}/tasks/${first}`, { as: worker });
      const lists = await t.get(`${pbase}/task-lists`, { as: worker, query: { with: "incomplete_tasks" } });
      const mine = await t.get("/api/pm/v2/tasks", { as: worker, query: { users: String(worker.id) } });
      return [single, lists, mine].map((r) => r.headers["x-query-count"]);
    };
    const few = await counts();
    for (let n = 1; n <= 5; n++) await addTask(n);
    const many = await counts();
    expect(many).toEqual(few);
    const lists = await t.get(`${pbase}/task-lists`, { as: worker, query: { with: "incomplete_tasks" } });
    const embedded = lists.body.data.find((l: { id: number }) => l.id === list).incomplete_tasks.data as Presented[];
    expect(embedded).toHaveLength(6);
    expect(embedded.map((x) => x.labels.data.length).sort()).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
