import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, files } from "../../db/schema";
import { postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

async function taskWithComment() {
  const manager = await t.user();
  const client = await t.user();
  const projectId = await t.project({ manager, clients: [client] });
  const task = await t.post(`/api/pm/v2/projects/${projectId}/tasks`, { title: "Has a thread" }, { as: manager });
  const comment = await postForm(
    t,
    `/api/pm/v2/projects/${projectId}/comments`,
    { content: "<p>See attached</p>", commentable_type: "task", commentable_id: task.body.data.id },
    [{ name: "notes.txt", content: "hello", type: "text/plain" }],
    manager,
  );
  expect(comment.status).toBe(201);
  return { manager, client, projectId, taskId: task.body.data.id as number, commentId: comment.body.data.id as number };
}

describe("what goes with a task", () => {
  it("deleting a task deletes its comments, their attachments and the stored bytes", async () => {
    const { manager, projectId, taskId, commentId } = await taskWithComment();
    const before = storedObjects(t).length;
    const res = await t.post(`/api/pm/v2/projects/${projectId}/tasks/${taskId}/delete`, {}, { as: manager });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, commentId))).toHaveLength(0);
    expect(await t.database.db.select().from(files).where(eq(files.fileableId, commentId))).toHaveLength(0);
    expect(storedObjects(t).length).toBe(before - 1);
  });

  it("deleting a list deletes the threads of its tasks too", async () => {
    const { manager, projectId, taskId, commentId } = await taskWithComment();
    const task = await t.get(`/api/pm/v2/projects/${projectId}/tasks/${taskId}`, { as: manager });
    const list = await t.post(`/api/pm/v2/projects/${projectId}/task-lists`, { title: "Doomed" }, { as: manager });
    await t.post(
      `/api/pm/v2/projects/${projectId}/tasks/${taskId}/update`,
      { task_list_id: list.body.data.id },
      { as: manager },
    );
    expect(task.status).toBe(200);
    const res = await t.post(
      `/api/pm/v2/projects/${projectId}/task-lists/${list.body.data.id}/delete`,
      {},
      { as: manager },
    );
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, commentId))).toHaveLength(0);
  });

  it("making a task private hides the activity of its comments from a client", async () => {
    const { manager, client, projectId, taskId } = await taskWithComment();
    const seen = async () =>
      (
        await t.get(`/api/pm/v2/projects/${projectId}/activities`, { as: client, query: { per_page: "50" } })
      ).body.data.map((a: { action: string }) => a.action);
    expect(await seen()).toContain("create_comment_on_task");
    await t.post(`/api/pm/v2/projects/${projectId}/tasks/${taskId}/update`, { privacy: true }, { as: manager });
    expect(await seen()).not.toContain("create_comment_on_task");
    const attachment = await t.database.db.select().from(files).where(eq(files.projectId, projectId));
    expect(attachment.every((f) => f.isPrivate)).toBe(true);
  });
});

describe("array query parameters", () => {
  it("filters the cross-project task query by users[] as the original's clients send it", async () => {
    const manager = await t.user();
    const mate = await t.user();
    const projectId = await t.project({ manager, coWorkers: [mate] });
    await t.post(`/api/pm/v2/projects/${projectId}/tasks`, { title: "Mine", assignees: [mate.id] }, { as: manager });
    await t.post(`/api/pm/v2/projects/${projectId}/tasks`, { title: "Not mine" }, { as: manager });
    const res = await t.get(`/api/pm/v2/tasks?users[]=${mate.id}&project_id=${projectId}`, { as: manager });
    expect(res.status).toBe(200);
    expect(res.body.data.map((task: { title: string }) => task.title)).toEqual(["Mine"]);
  });
});
