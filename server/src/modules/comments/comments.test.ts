import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments as commentsTable } from "../../db/schema";
import { postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { commentsFixture } from "./test-support";

const t = useTestApp();
const { url, setup, on } = commentsFixture(t);

describe("comments", () => {
  it("comments on a discussion, lists oldest first, keeps member mentions and people to notify", async () => {
    const { manager, worker, client, pid, board } = await setup();
    const stranger = await t.user();
    const mention = (u: { id: number }) => `<span data-type="mention" data-id="${u.id}">@u</span>`;
    const first = await t.post(
      url(pid),
      on(board, `<p>Hi ${mention(worker)} ${mention(stranger)}</p>`, { notify_users: [client.id, stranger.id] }),
      { as: manager },
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("A new comment has been created successfully.");
    expect(first.body.data).toMatchObject({
      commentable_type: "discussion_board",
      commentable_id: board,
      creator: { data: { id: manager.id } },
      files: { data: [] },
      mentioned_users: [worker.id],
      notify_users: [client.id],
      meta: { can_edit: true, can_delete: true },
    });
    expect(first.body.activity).toMatchObject({
      action: "create_comment_on_discussion_board",
      resource_type: "comment",
      resource_id: first.body.data.id,
      meta: {
        comment_id: first.body.data.id,
        commentable_type: "discussion_board",
        commentable_id: board,
        commentable_title: "Talk",
      },
    });
    await t.post(url(pid), on(board, "<p>second</p>"), { as: client });
    const list = await t.get(url(pid, `?commentable_type=discussion_board&commentable_id=${board}`), { as: worker });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { content: string }) => c.content)).toEqual([
      first.body.data.content,
      "<p>second</p>",
    ]);
    expect(list.body.data[0].meta).toMatchObject({ can_edit: false, can_delete: false });
    const paged = await t.get(
      url(pid, `?commentable_type=discussion_board&commentable_id=${board}&per_page=1&page=2`),
      { as: worker },
    );
    expect(paged.body.data[0].content).toBe("<p>second</p>");
    expect(paged.body.meta.pagination).toMatchObject({ total: 2, total_pages: 2 });
  });

  it("refuses blank or missing content and wrong types", async () => {
    const { manager, pid, board } = await setup();
    for (const content of ["<p> </p>", "<p>&nbsp;</p>", "", "<script>alert(1)</script>"]) {
      const res = await t.post(url(pid), on(board, content), { as: manager });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(["Comment content is required."]);
    }
    const missing = await t.post(
      url(pid),
      { commentable_type: "discussion_board", commentable_id: board },
      { as: manager },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.data.params.content).toEqual(["Comment content is required."]);
    expect(
      (await t.post(url(pid), on(board, "<p>x</p>", { commentable_type: "banana" }), { as: manager })).status,
    ).toBe(400);
    expect((await t.post(url(pid), on(board, "<p>x</p>", { commentable_id: "abc" }), { as: manager })).status).toBe(
      400,
    );
    expect((await t.post(url(pid), on(board, 42), { as: manager })).status).toBe(400);
    expect((await t.get(url(pid), { as: manager })).status).toBe(400);
  });

  it("stores sanitized HTML: no scripts, handlers or javascript: links", async () => {
    const { manager, pid, board } = await setup();
    const res = await t.post(
      url(pid),
      on(
        board,
        '<p onclick="x()">ok<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">l</a></p>',
      ),
      { as: manager },
    );
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(commentsTable).where(eq(commentsTable.id, res.body.data.id));
    expect(row.content).toContain("ok");
    expect(row.content).not.toMatch(/onclick|onerror|<script|javascript:/);
  });

  it("lets only the author or a manager edit and delete", async () => {
    const { manager, worker, other, pid, board } = await setup();
    const c = (await t.post(url(pid), on(board, "<p>mine</p>"), { as: worker })).body.data;
    const edit = await t.post(url(pid, `/${c.id}/update`), { content: "<p>hijacked</p>" }, { as: other });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toEqual(["You have no permission."]);
    expect((await t.post(url(pid, `/${c.id}/delete`), {}, { as: other })).status).toBe(403);
    const after = await t.get(url(pid, `/${c.id}`), { as: other });
    expect(after.body.data.content).toBe("<p>mine</p>");
    const own = await t.post(url(pid, `/${c.id}`), { content: "<p>edited</p>" }, { as: worker });
    expect(own.status).toBe(200);
    expect(own.body.message).toBe("The comment has been updated successfully.");
    expect(own.body.data.content).toBe("<p>edited</p>");
    expect(own.body.activity.action).toBe("update_comment_on_discussion_board");
    const blank = await t.post(url(pid, `/${c.id}/update`), { content: "<p> </p>" }, { as: worker });
    expect(blank.status).toBe(400);
    const gone = await t.post(url(pid, `/${c.id}/delete`), {}, { as: manager });
    expect(gone.status).toBe(200);
    expect(gone.body.activity.action).toBe("delete_comment_on_discussion_board");
    expect((await t.get(url(pid, `/${c.id}`), { as: worker })).status).toBe(404);
  });

  it("replies to a comment and deletes replies with their parent", async () => {
    const { manager, worker, pid, board } = await setup();
    const parent = (await t.post(url(pid), on(board, "<p>q</p>"), { as: manager })).body.data;
    const reply = await t.post(
      url(pid),
      { content: "<p>a</p>", commentable_type: "comment", commentable_id: parent.id },
      { as: worker },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.activity).toMatchObject({
      action: "create_reply_comment_on_discussion_board",
      meta: { commentable_type: "discussion_board", commentable_id: board, reply_to: parent.id },
    });
    await t.post(url(pid, `/${parent.id}/delete`), {}, { as: manager });
    expect((await t.get(url(pid, `/${reply.body.data.id}`), { as: manager })).status).toBe(404);
  });

  it("takes multipart bodies with files, and removes files on update with files_to_delete[]", async () => {
    const { manager, worker, pid, board } = await setup();
    const objects = storedObjects(t).length;
    const created = await postForm(
      t,
      url(pid),
      {
        content: "<p>see attached</p>",
        commentable_type: "discussion_board",
        commentable_id: board,
        "notify_users[]": [manager.id],
      },
      [
        { name: "one.txt", content: "1" },
        { name: "two.txt", content: "2" },
      ],
      worker,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.notify_users).toEqual([manager.id]);
    const [one, two] = created.body.data.files.data;
    expect(one).toMatchObject({ name: "one.txt", url: `/api/pm/v2/projects/${pid}/files/${one.id}/download` });
    expect(storedObjects(t).length).toBe(objects + 2);
    const upd = await postForm(
      t,
      url(pid, `/${created.body.data.id}`),
      { "files_to_delete[]": [one.id], is_admin: 0 },
      [{ name: "three.txt", content: "3" }],
      worker,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.content).toBe("<p>see attached</p>");
    expect(upd.body.data.files.data.map((f: { id: number; name: string }) => f.name)).toEqual(["two.txt", "three.txt"]);
    expect(storedObjects(t).length).toBe(objects + 2);
    expect(two.id).toBeGreaterThan(0);
    // A form clears a list with an empty value, alone or beside items.
    const cleared = await postForm(t, url(pid, `/${created.body.data.id}/update`), { notify_users: "" }, [], worker);
    expect(cleared.body.data.notify_users).toEqual([]);
    const mixed = await postForm(
      t,
      url(pid, `/${created.body.data.id}`),
      { notify_users: "", "notify_users[]": [manager.id] },
      [],
      worker,
    );
    expect(mixed.status).toBe(200);
    expect(mixed.body.data.notify_users).toEqual([manager.id]);
    const blank = await postForm(
      t,
      url(pid),
      { content: "<p> </p>", commentable_type: "discussion_board", commentable_id: board },
      [{ name: "x.txt", content: "x" }],
      worker,
    );
    expect(blank.status).toBe(400);
    expect(storedObjects(t).length).toBe(objects + 2);
  });
});
