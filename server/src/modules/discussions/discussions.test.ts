import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, blobs, files } from "../../db/schema";
import { download, postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";

const t = useTestApp();
const url = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/discussion-boards${rest}`;
const comments = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/comments${rest}`;

async function setup() {
  const manager = await t.user();
  const worker = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  return { manager, worker, client, pid };
}

const countRows = async () => {
  const [b] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(blobs);
  const [f] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return { blobs: b.n, files: f.n };
};

describe("discussion boards", () => {
  it("creates from JSON, lists newest first with creator, counts and abilities", async () => {
    const { manager, worker, pid } = await setup();
    const first = await t.post(url(pid), { title: "First", description: "<p>Hi</p>" }, { as: worker });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("A new discussion has been created successfully.");
    expect(first.body.activity).toMatchObject({ action: "create_discussion_board", resource_type: "discussion_board" });
    expect(first.body.data).toMatchObject({
      title: "First",
      description: "<p>Hi</p>",
      creator: { data: { id: worker.id } },
      files: { data: [] },
      last_comment_at: null,
      meta: { privacy: false, can_edit: true, can_delete: true, total_comments: 0, total_files: 0 },
    });
    await t.post(url(pid), { title: "Second" }, { as: manager });
    await t.post(
      comments(pid),
      { content: "<p>yo</p>", commentable_type: "discussion_board", commentable_id: first.body.data.id },
      { as: manager },
    );
    const list = await t.get(url(pid), { as: worker });
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(["Second", "First"]);
    expect(list.body.data[1].meta).toMatchObject({ total_comments: 1, can_edit: true });
    expect(list.body.data[1].last_comment_at.datetime).toEqual(expect.any(String));
    expect(list.body.data[0].meta).toMatchObject({ can_edit: false, can_delete: false });
    expect(list.body.meta.pagination.total).toBe(2);
  });

  it("refuses a missing or long title, a wrong type and another project's milestone", async () => {
    const { manager, pid } = await setup();
    const other = await t.project({ manager });
    const foreign = await t.post(`/api/pm/v2/projects/${other}/milestones`, { title: "Elsewhere" }, { as: manager });
    const missing = await t.post(url(pid), { description: "x" }, { as: manager });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(["Discussion title is required."]);
    expect((await t.post(url(pid), { title: "y".repeat(256) }, { as: manager })).status).toBe(400);
    expect((await t.post(url(pid), { title: ["a"] }, { as: manager })).status).toBe(400);
    const milestone = await t.post(url(pid), { title: "T", milestone: foreign.body.data.id }, { as: manager });
    expect(milestone.status).toBe(400);
    expect(milestone.body.data.params.milestone).toEqual(["Choose a milestone of this project."]);
    const own = await t.post(`/api/pm/v2/projects/${pid}/milestones`, { title: "Here" }, { as: manager });
    const linked = await t.post(url(pid), { title: "T", milestone: own.body.data.id }, { as: manager });
    expect(linked.body.data.milestone_id).toBe(own.body.data.id);
  });

  it("strips scripts, handlers and javascript: links from the description", async () => {
    const { manager, pid } = await setup();
    const res = await t.post(
      url(pid),
      {
        title: "XSS",
        description:
          '<p>a<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">l</a></p>',
      },
      { as: manager },
    );
    expect(res.body.data.description).not.toMatch(/onerror|<script|javascript:/);
  });

  it("hides a private discussion, its comments and attachments from a client without view_private_message", async () => {
    const { manager, worker, client, pid } = await setup();
    const refused = await t.post(url(pid), { title: "Client secret", privacy: true }, { as: client });
    expect(refused.status).toBe(403);
    const created = await postForm(
      t,
      url(pid),
      { title: "Secret", privacy: "1" },
      [{ name: "plan.txt", content: "plan", type: "text/plain" }],
      worker,
    );
    expect(created.status).toBe(201);
    const d = created.body.data;
    expect(d.meta.privacy).toBe(true);
    const fileUrl = d.files.data[0].url;
    const comment = await t.post(
      comments(pid),
      { content: "<p>psst</p>", commentable_type: "discussion_board", commentable_id: d.id },
      { as: worker },
    );
    expect(comment.status).toBe(201);

    const list = await t.get(url(pid), { as: client });
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(d.id);
    expect((await t.get(url(pid, `/${d.id}`), { as: client })).status).toBe(404);
    expect(
      (await t.get(comments(pid, `?commentable_type=discussion_board&commentable_id=${d.id}`), { as: client })).status,
    ).toBe(404);
    expect((await t.get(comments(pid, `/${comment.body.data.id}`), { as: client })).status).toBe(404);
    const post = await t.post(
      comments(pid),
      { content: "<p>me too</p>", commentable_type: "discussion_board", commentable_id: d.id },
      { as: client },
    );
    expect(post.status).toBe(404);
    expect((await download(t, fileUrl, client)).status).toBe(404);
    expect((await t.post(url(pid, `/${d.id}/update`), { title: "Mine" }, { as: client })).status).toBe(404);

    expect((await t.get(url(pid, `/${d.id}`), { as: worker })).status).toBe(200);
    const got = await download(t, fileUrl, worker);
    expect(got.status).toBe(200);
    expect(got.bytes.toString()).toBe("plan");
    expect((await t.get(url(pid, `/${d.id}`), { as: manager })).status).toBe(200);
  });

  it("keeps the activity log's privacy in step with the discussion and its comments", async () => {
    const { manager, pid } = await setup();
    const d = (await t.post(url(pid), { title: "Open" }, { as: manager })).body.data;
    const c = await t.post(
      comments(pid),
      { content: "<p>c</p>", commentable_type: "discussion_board", commentable_id: d.id },
      { as: manager },
    );
    expect(c.body.activity.action).toBe("create_comment_on_discussion_board");
    const upd = await t.post(url(pid, `/${d.id}`), { privacy: true }, { as: manager });
    expect(upd.status).toBe(200);
    expect(upd.body.activity.action).toBe("update_discussion_board_privacy");
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(sql`${activities.projectId} = ${pid} and ${activities.resourceType} in ('discussion_board', 'comment')`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.privateKinds).toEqual(["message"]);
  });

  it("adds attachments with files[] and removes them with files_to_delete[], bytes included", async () => {
    const { manager, pid } = await setup();
    const before = storedObjects(t).length;
    const created = await postForm(
      t,
      url(pid),
      { title: "Files" },
      [
        { name: "a.txt", content: "alpha", type: "text/plain" },
        { name: "b.png", content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), type: "image/png" },
      ],
      manager,
    );
    expect(created.status).toBe(201);
    const d = created.body.data;
    expect(d.files.data).toHaveLength(2);
    expect(d.files.data[0]).toMatchObject({
      name: "a.txt",
      mime_type: "text/plain",
      size: 5,
      thumb: null,
      creator_id: manager.id,
    });
    expect(d.meta.total_files).toBe(2);
    expect(storedObjects(t).length).toBe(before + 2);
    const [a, b] = d.files.data;
    const upd = await postForm(
      t,
      url(pid, `/${d.id}/update`),
      { "files_to_delete[]": [a.id] },
      [{ name: "c.txt", content: "gamma" }],
      manager,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.files.data.map((f: { name: string }) => f.name)).toEqual(["b.png", "c.txt"]);
    expect(storedObjects(t).length).toBe(before + 2);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, a.id));
    expect(row).toBeUndefined();
    expect((await download(t, a.url, manager)).status).toBe(404);
    expect((await download(t, b.url, manager)).status).toBe(200);
  });

  it("refuses an upload over the limit with 413 and keeps nothing", async () => {
    const { manager, pid } = await setup();
    const rows = await countRows();
    const objects = storedObjects(t).length;
    const res = await postForm(
      t,
      url(pid),
      { title: "Too big" },
      [
        { name: "small.txt", content: "ok" },
        { name: "big.bin", content: Buffer.alloc(2 * 1024 * 1024 + 10, 1) },
      ],
      manager,
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toEqual(["Each file must be at most 2 MB."]);
    expect(await countRows()).toEqual(rows);
    expect(storedObjects(t).length).toBe(objects);
    const list = await t.get(url(pid), { as: manager });
    expect(list.body.data).toHaveLength(0);
  });

  it("removes uploaded bytes when the fields are invalid", async () => {
    const { manager, pid } = await setup();
    const objects = storedObjects(t).length;
    const res = await postForm(t, url(pid), { title: "" }, [{ name: "x.txt", content: "x" }], manager);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(["Discussion title is required."]);
    expect(storedObjects(t).length).toBe(objects);
  });

  it("deletes a discussion with its comments and attachments", async () => {
    const { manager, worker, pid } = await setup();
    const objects = storedObjects(t).length;
    const d = (await postForm(t, url(pid), { title: "Gone soon" }, [{ name: "x.txt", content: "x" }], worker)).body
      .data;
    const c = await postForm(
      t,
      comments(pid),
      { content: "<p>c</p>", commentable_type: "discussion_board", commentable_id: d.id },
      [{ name: "y.txt", content: "y" }],
      manager,
    );
    expect(c.status).toBe(201);
    expect(storedObjects(t).length).toBe(objects + 2);
    expect((await t.post(url(pid, `/${d.id}/delete`), {}, { as: manager })).body.activity.action).toBe(
      "delete_discussion_board",
    );
    expect((await t.get(url(pid, `/${d.id}`), { as: manager })).status).toBe(404);
    expect((await t.get(comments(pid, `/${c.body.data.id}`), { as: manager })).status).toBe(404);
    expect(storedObjects(t).length).toBe(objects);
    for (const file of storedObjects(t)) expect(fs.existsSync(file)).toBe(true);
  });
});
