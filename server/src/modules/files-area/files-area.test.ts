import { describe, expect, it } from "vitest";
import { postForm } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { filesArea } from "./test-support";

const t = useTestApp();
const f = filesArea(t);

describe("files area: creating folders, docs and links", () => {
  it("creates each kind with its message and the item shape", async () => {
    const { worker, pid } = await f.team();
    const folder = await f.create(pid, { type: "folder", title: "Designs" }, worker);
    expect(folder.status).toBe(201);
    expect(folder.body.message).toBe("A new folder has been created successfully.");
    expect(folder.body.data).toMatchObject({
      type: "folder",
      title: "Designs",
      parent: 0,
      private: false,
      project_id: pid,
      download_url: null,
      comment_count: 0,
      creator: { data: { id: worker.id, display_name: "Walt Worker" } },
      files: { data: [] },
      meta: { can_edit: true, can_delete: true, can_move: true },
    });
    expect(folder.body.activity.action).toBe("create_file");

    const doc = await f.create(
      pid,
      { type: "doc", title: "Spec", description: "<p>Hi<script>alert(1)</script></p>", parent: folder.body.data.id },
      worker,
    );
    expect(doc.status).toBe(201);
    expect(doc.body.message).toBe("The document has been created successfully.");
    expect(doc.body.data).toMatchObject({ type: "doc", title: "Spec", parent: folder.body.data.id, url: null });
    expect(doc.body.data.description).toBe("<p>Hi</p>");

    const link = await f.create(
      pid,
      { type: "link", title: "Site", url: "https://example.test/a", description: "<p>Note</p>" },
      worker,
    );
    expect(link.status).toBe(201);
    expect(link.body.message).toBe("The link has been created successfully.");
    expect(link.body.data).toMatchObject({ type: "link", url: "https://example.test/a", description: "<p>Note</p>" });
  });

  it("refuses missing or bad fields with the documented messages, creating nothing", async () => {
    const { worker, pid } = await f.team();
    const before = await f.snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: "folder", title: "  " }, "title", "Folder name is required."],
      [{ type: "folder" }, "title", "Folder name is required."],
      [{ type: "doc", title: "" }, "title", "Title is required."],
      [{ type: "link", title: "x" }, "url", "A valid URL is required."],
      [{ type: "link", title: "x", url: "javascript:alert(1)" }, "url", "A valid URL is required."],
      [{ type: "link", title: "x", url: "not a url" }, "url", "A valid URL is required."],
      [{ type: "folder", title: "x".repeat(256) }, "title", "Must be at most 255 characters."],
      [{ type: "album", title: "x" }, "type", "Must be one of folder, doc, link, pro_file."],
      [{ type: "folder", title: "x", private: "maybe" }, "private", "Must be true or false."],
      [{ type: "folder", title: "x", parent: -1 }, "parent", "Choose a folder of this project."],
      [{ type: "folder", title: "x", parent: "abc" }, "parent", "Choose a folder of this project."],
      [{ type: "pro_file" }, "files", "Please attach a file."],
      [{}, "files", "Please attach a file."],
    ];
    for (const [body, field, message] of cases) {
      const res = await f.create(pid, body, worker);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(res.body.data.params[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await f.snapshot()).toEqual(before);
  });

  it("puts items only into a folder of this project the caller sees", async () => {
    const { manager, worker, client, pid } = await f.team();
    const elsewhere = await t.project({ manager });
    const foreign = await f.folder(elsewhere, "Foreign", manager);
    const doc = await f.doc(pid, "Not a folder", worker);
    const hidden = await f.folder(pid, "Hidden", manager, { private: true });
    for (const [parent, who] of [
      [foreign.id, manager],
      [doc.id, worker],
      [999_999, worker],
      [hidden.id, client],
    ] as const) {
      const res = await f.create(pid, { type: "folder", title: "Child", parent }, who);
      expect(res.status).toBe(400);
      expect(res.body.data.params.parent).toEqual(["Choose a folder of this project."]);
    }
    expect((await f.create(pid, { type: "folder", title: "Child", parent: hidden.id }, manager)).status).toBe(201);
  });

  it("needs create_file to create, and view_private_file to make an item private", async () => {
    const { manager, worker, client, pid } = await f.team();
    await f.setFlags(pid, { co_worker: { create_file: false } });
    const before = await f.snapshot();
    const denied = await f.create(pid, { type: "folder", title: "No" }, worker);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toEqual(["You have no permission."]);
    const upload = await postForm(t, f.api(pid), {}, [{ name: "a.txt", content: "a" }], worker);
    expect(upload.status).toBe(403);
    const privateByClient = await f.create(pid, { type: "folder", title: "Mine", private: true }, client);
    expect(privateByClient.status).toBe(403);
    expect(await f.snapshot()).toEqual(before);
    expect((await f.create(pid, { type: "folder", title: "Open", private: false }, client)).status).toBe(201);
    const locked = await f.create(pid, { type: "folder", title: "Locked", private: "1" }, manager);
    expect(locked.body.data.private).toBe(true);
  });

  it("answers 404 to people outside the project and for another project's ids", async () => {
    const { manager, pid } = await f.team();
    const outsider = await t.user();
    expect((await f.list(pid, outsider)).status).toBe(404);
    expect((await f.create(pid, { type: "folder", title: "x" }, outsider)).status).toBe(404);
    const other = await t.project({ manager });
    const doc = await f.doc(pid, "Here", manager);
    expect((await f.one(other, doc.id, manager)).status).toBe(404);
    expect((await f.one(pid, doc.id, manager)).status).toBe(200);
    expect((await t.get(f.api(pid, "/abc"), { as: manager })).status).toBe(400);
  });
});

describe("files area: listing a folder", () => {
  it("lists folders by title, then the rest newest first, with the breadcrumb", async () => {
    const { worker, pid } = await f.team();
    const beta = await f.folder(pid, "beta", worker);
    await f.folder(pid, "Alpha", worker);
    const first = await f.doc(pid, "First doc", worker);
    const second = await f.create(pid, { type: "link", title: "Second", url: "http://example.test" }, worker);
    const top = await f.list(pid, worker);
    expect(top.status).toBe(200);
    expect(top.body.data.map((i: { title: string }) => i.title)).toEqual(["Alpha", "beta", "Second", "First doc"]);
    expect(top.body.meta).toMatchObject({ folder: null, breadcrumb: [], pagination: { total: 4, per_page: 50 } });

    const inner = await f.folder(pid, "Inner", worker, { parent: beta.id });
    await f.doc(pid, "Deep", worker, { parent: inner.id });
    const deep = await f.list(pid, worker, { folder_id: String(inner.id) });
    expect(deep.body.data.map((i: { title: string }) => i.title)).toEqual(["Deep"]);
    expect(deep.body.meta.folder).toEqual({ id: inner.id, title: "Inner", parent: beta.id });
    expect(deep.body.meta.breadcrumb).toEqual([
      { id: beta.id, title: "beta" },
      { id: inner.id, title: "Inner" },
    ]);
    // Who asks, then the page with its folder's chain: one statement for the folder's page.
    expect(deep.headers["x-query-count"]).toBe("2");
    expect(first.id).toBeLessThan(second.body.data.id);
  });

  it("says an empty folder is empty, and 404 for an unknown folder or a doc", async () => {
    const { worker, pid } = await f.team();
    const empty = await f.folder(pid, "Empty", worker);
    const res = await f.list(pid, worker, { folder_id: String(empty.id) });
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.pagination.total).toBe(0);
    // No row carries the chain: it is read apart, and the folder still names itself.
    expect(res.body.meta).toMatchObject({ folder: { id: empty.id, title: "Empty", parent: 0 } });
    expect(res.body.meta.breadcrumb).toEqual([{ id: empty.id, title: "Empty" }]);
    expect((await f.list(pid, worker, { folder_id: "999999" })).status).toBe(404);
    const doc = await f.doc(pid, "Doc", worker);
    const asFolder = await f.list(pid, worker, { folder_id: String(doc.id) });
    expect(asFolder.status).toBe(404);
    expect(asFolder.body.message).toEqual(["The folder was not found."]);
  });

  it("pages by 50", async () => {
    const { worker, pid } = await f.team();
    const box = await f.folder(pid, "Box", worker);
    for (let i = 0; i < 55; i++)
      await f.create(pid, { type: "folder", title: `F${String(i).padStart(2, "0")}`, parent: box.id }, worker);
    const page1 = await f.list(pid, worker, { folder_id: String(box.id) });
    const page2 = await f.list(pid, worker, { folder_id: String(box.id), page: "2" });
    expect(page1.body.data).toHaveLength(50);
    expect(page2.body.data.map((i: { title: string }) => i.title)).toEqual(["F50", "F51", "F52", "F53", "F54"]);
    expect(page2.body.meta.pagination).toMatchObject({ total: 55, current_page: 2, total_pages: 2 });
  });

  it("appends the project's attachments at the top level, saying what they are attached to", async () => {
    const { manager, worker, pid } = await f.team();
    await f.folder(pid, "Folder", worker);
    const board = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/discussion-boards`,
      { title: "Kickoff" },
      [{ name: "notes.txt", content: "notes" }],
      worker,
    );
    const lists = await t.get(`/api/pm/v2/projects/${pid}/task-lists`, { as: manager });
    const task = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { task_list_id: lists.body.data[0].id, title: "Build it" },
      { as: manager },
    );
    const comment = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>see</p>", commentable_type: "task", commentable_id: task.body.data.id },
      [{ name: "shot.txt", content: "shot" }],
      manager,
    );
    expect(comment.status).toBe(201);
    const top = await f.list(pid, worker);
    const titles = top.body.data.map((i: { title: string; type: string }) => `${i.type}:${i.title}`);
    expect(titles).toEqual(["folder:Folder", "file:shot.txt", "file:notes.txt"]);
    const [, shot, notes] = top.body.data;
    expect(notes.attached_to).toEqual({ type: "discussion_board", id: board.body.data.id, title: "Kickoff" });
    expect(notes).toMatchObject({
      parent: 0,
      creator: { data: { id: worker.id } },
      meta: { can_edit: false, can_move: false },
    });
    expect(notes.download_url).toBe(`/api/pm/v2/projects/${pid}/files/${notes.id}/download`);
    expect(shot.attached_to).toEqual({
      type: "comment",
      id: comment.body.data.id,
      title: "Build it",
      commentable: { type: "task", id: task.body.data.id, task_list_id: lists.body.data[0].id },
    });
    // Inside a folder only that folder's items are listed.
    const folderId = top.body.data[0].id;
    expect((await f.list(pid, worker, { folder_id: String(folderId) })).body.data).toEqual([]);
    const single = await f.one(pid, notes.id, worker);
    expect(single.body.data).toMatchObject({ type: "file", title: "notes.txt", attached_to: { title: "Kickoff" } });
  });
});

describe("files area: folder pickers", () => {
  it("lists the folders and searches them by title, at most 20, nothing for an empty text", async () => {
    const { worker, pid } = await f.team();
    const a = await f.folder(pid, "Archive", worker);
    await f.folder(pid, "Reports 2026", worker, { parent: a.id });
    await f.doc(pid, "Reports doc", worker);
    for (let i = 0; i < 22; i++) await f.folder(pid, `Bulk ${i}`, worker);
    const all = await t.get(f.api(pid, "/folders"), { as: worker });
    expect(all.body.data).toHaveLength(24);
    expect(all.body.data[0]).toEqual({ id: a.id, title: "Archive", parent: 0 });
    const found = await t.get(f.api(pid, "/searchfolder"), { as: worker, query: { title: "report" } });
    expect(found.body.data.map((x: { title: string }) => x.title)).toEqual(["Reports 2026"]);
    expect(Object.keys(found.body.data[0]).sort()).toEqual(["id", "title"]);
    const bulk = await t.get(f.api(pid, "/searchfolder"), { as: worker, query: { title: "bulk" } });
    expect(bulk.body.data).toHaveLength(20);
    expect((await t.get(f.api(pid, "/searchfolder"), { as: worker, query: { title: "  " } })).body.data).toEqual([]);
    expect((await t.get(f.api(pid, "/searchfolder"), { as: worker, query: { title: "%" } })).body.data).toEqual([]);
  });
});
