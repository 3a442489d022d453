import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { type TestUser, useTestApp } from "../../test/harness";
import { commentsFixture } from "./test-support";

const t = useTestApp();
const { url, setup, on, taskIn } = commentsFixture(t);

describe("comments and privacy", () => {
  it("answers 404 for an item of another project or one that does not exist", async () => {
    const { manager, pid } = await setup();
    const other = await t.project({ manager });
    const foreign = await t.post(`/api/pm/v2/projects/${other}/discussion-boards`, { title: "There" }, { as: manager });
    const res = await t.post(url(pid), on(foreign.body.data.id, "<p>x</p>"), { as: manager });
    expect(res.status).toBe(404);
    expect((await t.post(url(pid), on(999_999, "<p>x</p>"), { as: manager })).status).toBe(404);
    const proj = await t.post(
      url(pid),
      { content: "<p>p</p>", commentable_type: "project", commentable_id: other },
      { as: manager },
    );
    expect(proj.status).toBe(404);
    const own = await t.post(
      url(pid),
      { content: "<p>p</p>", commentable_type: "project", commentable_id: pid },
      { as: manager },
    );
    expect(own.status).toBe(201);
    expect(own.body.activity.action).toBe("create_comment_on_project");
  });

  it("comments on a task with the task's privacy; a private task's thread is hidden from a client", async () => {
    const { manager, client, pid } = await setup();
    const task = await taskIn(pid, manager);
    const res = await t.post(
      url(pid),
      { content: "<p>t</p>", commentable_type: "task", commentable_id: task.id },
      { as: client },
    );
    expect(res.status).toBe(201);
    expect(res.body.activity).toMatchObject({
      action: "create_comment_on_task",
      meta: { commentable_title: "A task" },
    });
    const secret = await taskIn(pid, manager, { isPrivate: true });
    const hidden = await t.post(
      url(pid),
      { content: "<p>t</p>", commentable_type: "task", commentable_id: secret.id },
      { as: client },
    );
    expect(hidden.status).toBe(404);
    const managerSide = await t.post(
      url(pid),
      { content: "<p>t</p>", commentable_type: "task", commentable_id: secret.id },
      { as: manager },
    );
    expect(managerSide.status).toBe(201);
    const listed = await t.get(url(pid, `?commentable_type=task&commentable_id=${secret.id}`), { as: client });
    expect(listed.status).toBe(404);
  });

  it("answers a reply to a comment on a hidden item, or of another project, exactly as one to no comment", async () => {
    const { manager, client, pid } = await setup();
    const secret = await taskIn(pid, manager, { isPrivate: true });
    const onSecret = { content: "<p>s</p>", commentable_type: "task", commentable_id: secret.id };
    const hiddenComment = (await t.post(url(pid), onSecret, { as: manager })).body.data.id as number;
    const elsewhere = await t.user();
    const theirs = await t.project({ manager: elsewhere });
    const outsider = await t.user();
    const reply = (project: number, id: number, as: TestUser) =>
      t.post(url(project), { content: "<p>r</p>", commentable_type: "comment", commentable_id: id }, { as });
    const replies = (project: number, id: number, as: TestUser) =>
      t.get(url(project, `?commentable_type=comment&commentable_id=${id}`), { as });
    const digest = await databaseDigest(t);
    const before = await digest();
    // A client without view_private_task; the manager of another project, in his project; an outsider.
    for (const [project, as] of [
      [pid, client],
      [theirs, elsewhere],
      [pid, outsider],
    ] as const) {
      for (const call of [reply, replies]) {
        const seen = await call(project, hiddenComment, as);
        const missing = await call(project, 2_000_000_000, as);
        expect(seen.status).toBe(404);
        expect(seen.body).toEqual(missing.body);
      }
    }
    expect(await digest()).toBe(before);
  });

  it("answers a comment on a hidden item, or of another project, as a missing one, by address, and changes nothing", async () => {
    const { manager, client, pid, board } = await setup();
    const secret = await taskIn(pid, manager, { isPrivate: true });
    const onSecret = { content: "<p>s</p>", commentable_type: "task", commentable_id: secret.id };
    const hidden = (await t.post(url(pid), onSecret, { as: manager })).body.data.id as number;
    const open = (await t.post(url(pid), on(board, "<p>o</p>"), { as: manager })).body.data.id as number;
    const elsewhere = await t.user();
    const theirs = await t.project({ manager: elsewhere });
    const digest = await databaseDigest(t);
    const before = await digest();
    const calls = [
      (project: number, id: number, as: TestUser) => t.get(url(project, `/${id}`), { as }),
      (project: number, id: number, as: TestUser) => t.post(url(project, `/${id}`), { content: "<p>x</p>" }, { as }),
      (project: number, id: number, as: TestUser) =>
        t.post(url(project, `/${id}/update`), { content: "<p>x</p>" }, { as }),
      (project: number, id: number, as: TestUser) => t.post(url(project, `/${id}/delete`), {}, { as }),
    ];
    for (const call of calls) {
      // A client without view_private_task; the manager of another project, in his project.
      for (const [project, as, id] of [
        [pid, client, hidden],
        [theirs, elsewhere, open],
      ] as const) {
        const seen = await call(project, id, as);
        const missing = await call(project, 2_000_000_000, as);
        expect(seen.status).toBe(404);
        expect(seen.body).toEqual(missing.body);
        expect(JSON.stringify(seen.body)).not.toContain("<p>s</p>");
      }
    }
    // Seen but not his: the client is refused the change of the manager's comment.
    for (const call of calls.slice(1)) {
      const refused = await call(pid, open, client);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toEqual(["You have no permission."]);
    }
    expect(await digest()).toBe(before);
  });
});
