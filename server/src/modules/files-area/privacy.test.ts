import { describe, expect, it } from "vitest";
import { download, postForm } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { attachUploads } from "../attachments/store";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);

/** A project whose manager stored private things in every way the files area allows. */
async function privateThings() {
  const team = await f.team();
  const { manager, pid } = team;
  const open = await f.folder(pid, "Open", manager);
  const secret = await f.folder(pid, "Secret plans", manager, { private: true });
  const inside = await f.doc(pid, "Public doc in a private folder", manager, { parent: secret.id });
  const png = await pngOf(64, 64);
  const insideUpload = (await f.upload(pid, { parent: secret.id }, [{ name: "in.png", content: png }], manager)).body
    .data[0];
  const privDoc = (
    await postForm(
      t,
      f.api(pid),
      { type: "doc", title: "Private doc", private: "1" },
      [{ name: "att.png", content: png }],
      manager,
    )
  ).body.data;
  const privUpload = (await f.upload(pid, { private: "true" }, [{ name: "p.png", content: png }], manager)).body
    .data[0];
  await f.update(pid, privDoc.id, { title: "Private doc v2" }, manager);
  const revision = (await f.one(pid, privDoc.id, manager, { with: "revisions" })).body.data.revisions.data[0];
  return { ...team, open, secret, inside, insideUpload, privDoc, privUpload, revision };
}

type Things = Awaited<ReturnType<typeof privateThings>>;

/** Every route by which `who` could reach a private item; each must say 404 (or refuse the folder). */
async function expectHidden(s: Things, who: TestUser) {
  const { pid } = s;
  const top = await f.list(pid, who);
  expect(top.body.data.map((i: { title: string }) => i.title)).toEqual(["Open"]);
  expect((await f.list(pid, who, { folder_id: String(s.secret.id) })).status).toBe(404);
  for (const id of [
    s.secret.id,
    s.inside.id,
    s.insideUpload.id,
    s.privDoc.id,
    s.privUpload.id,
    s.privDoc.files.data[0].id,
  ]) {
    expect((await f.one(pid, id, who)).status, `GET ${id}`).toBe(404);
    // By address, the same answer as for no item at all.
    for (const [method, url] of [
      ["GET", f.api(pid, `/${id}`)],
      ["POST", f.api(pid, `/${id}/update`)],
      ["POST", `${f.base(pid)}/${id}/delete`],
    ]) {
      const seen = await t.request(method, url, { as: who, body: method === "POST" ? { title: "x" } : undefined });
      const missing = await t.request(method, url.replace(`/${id}`, "/2000000000"), {
        as: who,
        body: method === "POST" ? { title: "x" } : undefined,
      });
      expect(seen.status, `${method} ${url}`).toBe(404);
      expect(seen.body, `${method} ${url}`).toEqual(missing.body);
    }
    expect((await download(t, `${f.base(pid)}/${id}/download`, who)).status, `download ${id}`).toBe(404);
    expect((await download(t, `${f.base(pid)}/${id}/thumb`, who)).status, `thumb ${id}`).toBe(404);
    expect((await t.post(f.api(pid, `/${id}`), { title: "x" }, { as: who })).status, `update ${id}`).toBe(404);
    expect((await t.post(`${f.base(pid)}/${id}/delete`, {}, { as: who })).status, `delete ${id}`).toBe(404);
    expect((await t.post(f.api(pid, `/${id}/delete`), {}, { as: who })).status).toBe(404);
    expect((await t.post(f.api(pid, "/sorting"), { source: id, destination: 0 }, { as: who })).status).toBe(404);
    const comment = await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>hi</p>", commentable_type: "file", commentable_id: id },
      { as: who },
    );
    expect(comment.status, `comment on ${id}`).toBe(404);
    const comments = await t.get(`/api/pm/v2/projects/${pid}/comments`, {
      as: who,
      query: { commentable_type: "file", commentable_id: String(id) },
    });
    expect(comments.status).toBe(404);
  }
  const restore = await t.post(f.api(pid, `/${s.privDoc.id}/revisions/${s.revision.id}/restore`), {}, { as: who });
  expect(restore.status).toBe(404);
  const folders = await t.get(f.api(pid, "/folders"), { as: who });
  expect(folders.body.data.map((x: { title: string }) => x.title)).toEqual(["Open"]);
  const search = await t.get(f.api(pid, "/searchfolder"), { as: who, query: { title: "secret" } });
  expect(search.body.data).toEqual([]);
  const into = await t.post(f.api(pid, "/sorting"), { source: s.open.id, destination: s.secret.id }, { as: s.manager });
  expect(into.status).toBe(200);
  await t.post(f.api(pid, "/sorting"), { source: s.open.id, destination: 0 }, { as: s.manager });
  const ownDoc = await f.doc(pid, "Mine", who);
  const moveIn = await t.post(f.api(pid, "/sorting"), { source: ownDoc.id, destination: s.secret.id }, { as: who });
  expect(moveIn.status).toBe(400);
  const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: who, query: { per_page: "100" } });
  const titles = feed.body.data.map((a: { meta: { file_title?: string } }) => a.meta.file_title);
  expect(titles).not.toContain("Private doc v2");
  expect(titles).not.toContain("Public doc in a private folder");
  expect(titles).not.toContain("Secret plans");
}

describe("files area: private items", () => {
  it("a client without view_private_file cannot list, open, search, comment on, download or get the thumb of them", async () => {
    const s = await privateThings();
    await expectHidden(s, s.client);
  });

  it("a co-worker whose view_private_file was taken away cannot either", async () => {
    const s = await privateThings();
    await f.setFlags(s.pid, { co_worker: { view_private_file: false } });
    await expectHidden(s, s.worker);
  });

  it("a member with view_private_file sees them all, and a creator always sees his own", async () => {
    const s = await privateThings();
    const top = await f.list(s.pid, s.worker);
    expect(top.body.data.map((i: { title: string }) => i.title).sort()).toEqual(
      ["Open", "Private doc v2", "Secret plans", "p.png"].sort(),
    );
    expect((await download(t, s.privUpload.download_url, s.worker)).status).toBe(200);
    expect((await download(t, s.privUpload.thumb, s.worker)).status).toBe(200);
    const own = await f.doc(s.pid, "Worker's secret", s.worker, { private: true });
    await f.setFlags(s.pid, { co_worker: { view_private_file: false } });
    expect((await f.one(s.pid, own.id, s.worker)).status).toBe(200);
    expect((await f.one(s.pid, own.id, s.other)).status).toBe(404);
    const listed = await f.list(s.pid, s.worker);
    expect(listed.body.data.map((i: { title: string }) => i.title)).toContain("Worker's secret");
  });

  it("locking a folder hides its content, and unlocking shows it again", async () => {
    const { manager, client, pid } = await f.team();
    const box = await f.folder(pid, "Box", manager);
    const doc = await f.doc(pid, "Inside", manager, { parent: box.id });
    expect((await f.one(pid, doc.id, client)).status).toBe(200);
    const lockedByClient = await f.update(pid, box.id, { private: true }, client);
    expect(lockedByClient.status).toBe(403);
    const locked = await f.update(pid, box.id, { private: true }, manager);
    expect(locked.body.data.private).toBe(true);
    expect(locked.body.activity.action).toBe("update_file_privacy");
    expect((await f.one(pid, doc.id, client)).status).toBe(404);
    const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: client });
    expect(feed.body.data.map((a: { meta: { file_title?: string } }) => a.meta.file_title)).not.toContain("Inside");
    await f.update(pid, box.id, { private: false }, manager);
    expect((await f.one(pid, doc.id, client)).status).toBe(200);
  });

  it("never lists or serves the attachments of items the caller may not see", async () => {
    const { manager, client, pid } = await f.team();
    const board = (
      await postForm(
        t,
        `/api/pm/v2/projects/${pid}/discussion-boards`,
        { title: "Hush", privacy: "1" },
        [{ name: "board.txt", content: "b" }],
        manager,
      )
    ).body.data;
    const list = (
      await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Private list", privacy: true }, { as: manager })
    ).body.data;
    const task = (
      await t.post(`/api/pm/v2/projects/${pid}/tasks`, { task_list_id: list.id, title: "Public task" }, { as: manager })
    ).body.data;
    // Tasks take no uploads through their own routes yet: attached as the task service would.
    await attachUploads(t.database.db, {
      projectId: pid,
      fileableType: "task",
      fileableId: task.id,
      uploads: [{ storageKey: "00/task", size: 1, sha256: "x", mimeType: "text/plain", name: "task.txt" }],
      userId: manager.id,
      isPrivate: true,
    });
    const comment = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>c</p>", commentable_type: "task", commentable_id: task.id },
      [{ name: "comment.txt", content: "c" }],
      manager,
    );
    const doc = await f.doc(pid, "Secret doc", manager, { private: true });
    const onDocComment = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>d</p>", commentable_type: "file", commentable_id: doc.id },
      [{ name: "doc-comment.txt", content: "d" }],
      manager,
    );
    expect(onDocComment.status).toBe(201);
    const mine = (await f.list(pid, manager)).body.data.filter((i: { type: string }) => i.type === "file");
    expect(mine.map((i: { title: string }) => i.title).sort()).toEqual([
      "board.txt",
      "comment.txt",
      "doc-comment.txt",
      "task.txt",
    ]);
    const theirs = await f.list(pid, client);
    expect(theirs.body.data).toEqual([]);
    expect(theirs.body.meta.pagination.total).toBe(0);
    for (const item of mine) {
      expect((await download(t, item.download_url, client)).status).toBe(404);
      expect((await f.one(pid, item.id, client)).status).toBe(404);
    }
    expect(board.id && comment.status).toBe(201);
  });
});
