import { describe, expect, it } from "vitest";
import { download, postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);
const titles = (body: { data: { title: string }[] }) => body.data.map((i) => i.title);

describe("files area: editing", () => {
  it("renames and edits: the manager or the creator only", async () => {
    const { manager, worker, other, client, pid } = await f.team();
    const folder = await f.folder(pid, "Old name", worker);
    expect((await f.update(pid, folder.id, { title: "Theirs" }, other)).status).toBe(403);
    expect((await f.update(pid, folder.id, { title: "Theirs" }, client)).status).toBe(403);
    const renamed = await f.update(pid, folder.id, { title: "New name" }, worker);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: "The file has been updated successfully.",
      data: { title: "New name" },
    });
    expect(renamed.body.activity).toMatchObject({
      action: "update_file_title",
      meta: { old: "Old name", new: "New name" },
    });
    const viaUpdate = await t.post(f.api(pid, `/${folder.id}/update`), { title: "By manager" }, { as: manager });
    expect(viaUpdate.body.data.title).toBe("By manager");
    const seen = await f.one(pid, folder.id, other);
    expect(seen.body.data.meta).toEqual({ can_edit: false, can_delete: false, can_move: false });
  });

  it("refuses bad values and changes nothing", async () => {
    const { worker, pid } = await f.team();
    const link = (await f.create(pid, { type: "link", title: "Docs", url: "https://a.test" }, worker)).body.data;
    const folder = await f.folder(pid, "F", worker);
    const cases: [number, Record<string, unknown>, string, string][] = [
      [link.id, { title: "" }, "title", "Title is required."],
      [folder.id, { title: " " }, "title", "Folder name is required."],
      [link.id, { url: "ftp://a.test" }, "url", "A valid URL is required."],
      [link.id, { private: "sometimes" }, "private", "Must be true or false."],
      [link.id, { title: "y".repeat(300) }, "title", "Must be at most 255 characters."],
    ];
    for (const [id, body, field, message] of cases) {
      const res = await f.update(pid, id, body, worker);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.params[field]).toEqual([message]);
    }
    expect((await f.one(pid, link.id, worker)).body.data).toMatchObject({ title: "Docs", url: "https://a.test" });
    expect((await f.one(pid, link.id, worker, { with: "revisions" })).body.data.revisions.data).toEqual([]);
  });

  it("keeps the previous title, body and url as a revision, and restores one", async () => {
    const { worker, other, pid } = await f.team();
    const link = (
      await f.create(pid, { type: "link", title: "v1", url: "https://one.test", description: "<p>first</p>" }, worker)
    ).body.data;
    const unchanged = await f.update(pid, link.id, { title: "v1" }, worker);
    expect(unchanged.body.activity).toBeUndefined();
    await f.update(pid, link.id, { title: "v2", url: "https://two.test", description: "<p>second</p>" }, worker);
    const privacyOnly = await f.update(pid, link.id, { private: false }, worker);
    expect(privacyOnly.status).toBe(200);
    const withRevisions = await f.one(pid, link.id, worker, { with: "revisions,comments" });
    const data = withRevisions.body.data;
    expect(data).toMatchObject({
      title: "v2",
      url: "https://two.test",
      description: "<p>second</p>",
      comments: { data: [] },
    });
    expect(data.revisions.data).toHaveLength(1);
    const [first] = data.revisions.data;
    expect(first).toMatchObject({
      title: "v1",
      url: "https://one.test",
      description: "<p>first</p>",
      creator: { data: { id: worker.id } },
    });
    expect(first.created_at.datetime).toBeTruthy();

    const restore = (id: number, as = worker) => t.post(f.api(pid, `/${link.id}/revisions/${id}/restore`), {}, { as });
    expect((await restore(first.id, other)).status).toBe(403);
    const restored = await restore(first.id);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe("The revision has been restored successfully.");
    expect(restored.body.data).toMatchObject({ title: "v1", url: "https://one.test", description: "<p>first</p>" });
    expect(restored.body.data.revisions.data.map((r: { title: string }) => r.title)).toEqual(["v2", "v1"]);
    expect((await restore(999_999)).status).toBe(404);
    const otherDoc = await f.doc(pid, "Other", worker);
    await f.update(pid, otherDoc.id, { title: "Other v2" }, worker);
    const foreign = (await f.one(pid, otherDoc.id, worker, { with: "revisions" })).body.data.revisions.data[0];
    const crossed = await restore(foreign.id);
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toEqual(["The revision was not found."]);
    const folder = await f.folder(pid, "Dir", worker);
    await f.update(pid, folder.id, { title: "Dir 2" }, worker);
    expect((await f.one(pid, folder.id, worker, { with: "revisions" })).body.data.revisions.data).toEqual([]);
  });

  it("leaves attachments to their items: no update or move through the files area", async () => {
    const { manager, pid } = await f.team();
    const board = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/discussion-boards`,
      { title: "B" },
      [{ name: "b.txt", content: "b" }],
      manager,
    );
    const attachment = board.body.data.files.data[0];
    const update = await f.update(pid, attachment.id, { title: "renamed" }, manager);
    expect(update.status).toBe(422);
    const move = await t.post(f.api(pid, "/sorting"), { source: attachment.id, destination: 0 }, { as: manager });
    expect(move.status).toBe(422);
    expect(move.body.message).toEqual(["An attached file belongs to its item: change it there."]);
  });

  it("takes comments on files-area items through the comments API", async () => {
    const { worker, client, pid } = await f.team();
    const doc = await f.doc(pid, "Discuss me", worker);
    const c = await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>Looks good</p>", commentable_type: "file", commentable_id: doc.id },
      { as: client },
    );
    expect(c.status).toBe(201);
    const one = await f.one(pid, doc.id, worker, { with: "comments" });
    expect(one.body.data.comment_count).toBe(1);
    expect(one.body.data.comments.data[0]).toMatchObject({
      content: "<p>Looks good</p>",
      creator: { data: { id: client.id } },
    });
    expect((await f.list(pid, worker)).body.data[0].comment_count).toBe(1);
  });
});

describe("files area: moving", () => {
  it("moves an item into a folder and back to the top", async () => {
    const { worker, other, pid } = await f.team();
    const box = await f.folder(pid, "Box", worker);
    const doc = await f.doc(pid, "Doc", worker);
    const move = (source: number, destination: number, as = worker) =>
      t.post(f.api(pid, "/sorting"), { source, destination }, { as });
    expect((await move(doc.id, box.id, other)).status).toBe(403);
    const moved = await move(doc.id, box.id);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: "The file has been moved successfully.",
      data: { id: doc.id, parent: box.id },
    });
    expect(titles((await f.list(pid, worker, { folder_id: String(box.id) })).body)).toEqual(["Doc"]);
    expect((await move(doc.id, 0)).body.data.parent).toBe(0);
  });

  it("refuses a folder into itself or below itself, another project's folder, and a non-folder", async () => {
    const { manager, worker, pid } = await f.team();
    const a = await f.folder(pid, "A", worker);
    const b = await f.folder(pid, "B", worker, { parent: a.id });
    const c = await f.folder(pid, "C", worker, { parent: b.id });
    const doc = await f.doc(pid, "Doc", worker);
    const foreign = await f.folder(await t.project({ manager }), "Foreign", manager);
    const move = (source: number, destination: unknown) =>
      t.post(f.api(pid, "/sorting"), { source, destination }, { as: manager });
    for (const destination of [a.id, b.id, c.id]) {
      const res = await move(a.id, destination);
      expect(res.status).toBe(400);
      expect(res.body.data.params.destination).toEqual([
        "A folder cannot be moved into itself or into one of its own folders.",
      ]);
    }
    for (const destination of [foreign.id, doc.id, 999_999]) {
      const res = await move(b.id, destination);
      expect(res.status).toBe(400);
      expect(res.body.data.params.destination).toEqual(["Choose a folder of this project."]);
    }
    expect((await move(b.id, "x")).status).toBe(400);
    expect((await t.post(f.api(pid, "/sorting"), { destination: 0 }, { as: manager })).status).toBe(400);
    expect((await move(999_999, 0)).status).toBe(404);
    expect((await f.one(pid, a.id, manager)).body.data.parent).toBe(0);
    expect((await f.one(pid, b.id, manager)).body.data.parent).toBe(a.id);
    expect((await move(c.id, 0)).status).toBe(200);
    expect((await move(a.id, c.id)).status).toBe(200);
  });
});

describe("files area: deleting", () => {
  it("deletes a folder in one go, moving its content up to the folder's parent", async () => {
    const { worker, other, pid } = await f.team();
    const outer = await f.folder(pid, "Outer", worker);
    const inner = await f.folder(pid, "Inner", worker, { parent: outer.id });
    await f.doc(pid, "Kept doc", other, { parent: inner.id });
    await f.folder(pid, "Kept folder", other, { parent: inner.id });
    expect((await t.post(`${f.base(pid)}/${inner.id}/delete`, {}, { as: other })).status).toBe(403);
    const res = await t.post(f.api(pid, `/${inner.id}/delete`), {}, { as: worker });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "The file has been deleted successfully.", data: { id: inner.id } });
    expect(res.body.activity.action).toBe("delete_file");
    expect(titles((await f.list(pid, worker, { folder_id: String(outer.id) })).body)).toEqual([
      "Kept folder",
      "Kept doc",
    ]);
    expect((await f.list(pid, worker, { folder_id: String(inner.id) })).status).toBe(404);
  });

  it("keeps the content of a deleted private folder private", async () => {
    const { manager, client, pid } = await f.team();
    const secret = await f.folder(pid, "Secret", manager, { private: true });
    const doc = await f.doc(pid, "Hidden doc", manager, { parent: secret.id });
    await t.post(`${f.base(pid)}/${secret.id}/delete`, {}, { as: manager });
    const after = await f.one(pid, doc.id, manager);
    expect(after.body.data).toMatchObject({ parent: 0, private: true });
    expect((await f.one(pid, doc.id, client)).status).toBe(404);
  });

  it("deletes a doc with its comments, attachments and their bytes, and an upload with its thumbnail", async () => {
    const { worker, pid } = await f.team();
    const before = storedObjects(t).length;
    const doc = (await postForm(t, f.api(pid), { type: "doc", title: "D" }, [{ name: "a.txt", content: "a" }], worker))
      .body.data;
    await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>c</p>", commentable_type: "file", commentable_id: doc.id },
      [{ name: "c.txt", content: "c" }],
      worker,
    );
    const upload = (await f.upload(pid, {}, [{ name: "p.png", content: await pngOf(30, 30) }], worker)).body.data[0];
    expect(storedObjects(t).length).toBe(before + 4);
    expect((await t.post(`${f.base(pid)}/${doc.id}/delete`, {}, { as: worker })).status).toBe(200);
    expect((await t.post(`${f.base(pid)}/${upload.id}/delete`, {}, { as: worker })).status).toBe(200);
    expect(storedObjects(t).length).toBe(before);
    expect((await download(t, doc.files.data[0].url, worker)).status).toBe(404);
    expect((await f.one(pid, upload.id, worker)).status).toBe(404);
    const comments = await t.get(`/api/pm/v2/projects/${pid}/comments`, {
      as: worker,
      query: { commentable_type: "file", commentable_id: String(doc.id) },
    });
    expect(comments.status).toBe(404);
  });
});
