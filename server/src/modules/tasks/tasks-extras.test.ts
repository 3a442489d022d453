import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { attachUploads } from "../attachments/store";

const t = useTestApp();

describe("the single task with ?with=files,activities", () => {
  it("adds the task's attachments and its own log, newest first, only when asked", async () => {
    const manager = await t.user({ name: "Manager" });
    const client = await t.user({ name: "Client" });
    const pid = await t.project({ manager, clients: [client] });
    const base = `/api/pm/v2/projects/${pid}`;
    const listId = (await t.post(`${base}/task-lists`, { title: "Main" }, { as: manager })).body.data.id;
    const other = (await t.post(`${base}/tasks`, { task_list_id: listId, title: "Other" }, { as: manager })).body.data;
    const task = (await t.post(`${base}/tasks`, { task_list_id: listId, title: "Draft" }, { as: manager })).body.data;
    await t.post(`${base}/tasks/${task.id}/update`, { title: "Final" }, { as: manager });
    await t.post(`${base}/tasks/${task.id}/change-status`, { status: 1 }, { as: manager });
    await t.post(`${base}/tasks/${other.id}/update`, { title: "Other 2" }, { as: manager });
    await attachUploads(t.database.db, {
      projectId: pid,
      fileableType: "task",
      fileableId: task.id,
      uploads: [{ storageKey: "test/brief.pdf", size: 4, mimeType: "application/pdf", sha256: "x", name: "brief.pdf" }],
      userId: manager.id,
      isPrivate: false,
    });

    const plain = await t.get(`${base}/tasks/${task.id}`, { as: manager });
    expect(plain.body.data.files).toBeUndefined();
    expect(plain.body.data.activities).toBeUndefined();

    const res = await t.get(`${base}/tasks/${task.id}`, { as: client, query: { with: "files,activities" } });
    expect(res.status).toBe(200);
    expect(res.body.data.files.data).toMatchObject([
      { name: "brief.pdf", mime_type: "application/pdf", size: 4, url: expect.stringContaining("/download") },
    ]);
    const log = res.body.data.activities.data;
    expect(log.map((a: { action: string }) => a.action)).toEqual([
      "update_task_status",
      "update_task_title",
      "create_task",
    ]);
    expect(log[0]).toMatchObject({
      resource_id: task.id,
      actor: { data: { id: manager.id, display_name: "Manager" } },
    });
  });

  it("still hides a private task (404) whatever is asked for", async () => {
    const manager = await t.user();
    const client = await t.user();
    const pid = await t.project({ manager, clients: [client] });
    const base = `/api/pm/v2/projects/${pid}`;
    const listId = (await t.post(`${base}/task-lists`, { title: "L" }, { as: manager })).body.data.id;
    const secret = (
      await t.post(`${base}/tasks`, { task_list_id: listId, title: "Secret", privacy: true }, { as: manager })
    ).body.data;
    const res = await t.get(`${base}/tasks/${secret.id}`, { as: client, query: { with: "activities" } });
    expect(res.status).toBe(404);
  });
});
