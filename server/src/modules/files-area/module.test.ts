import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, moduleStates } from "../../db/schema";
import { download, postForm } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);
const DISABLED = { code: "module_disabled", message: ["This module is switched off."], data: { status: 404 } };

const switchFiles = async (type: "activate" | "deactivate", as: TestUser) => {
  const res = await t.post("/api/pm-pro/v2/module-update", { module: "files", type }, { as });
  expect(res.status).toBe(200);
};

/** A project with one of everything the files area holds, and a discussion's attachment beside it. */
async function stocked() {
  const team = await f.team();
  const { worker, pid } = team;
  const folder = await f.folder(pid, "Plans", worker);
  const doc = await f.doc(pid, "Brief", worker, { parent: folder.id });
  await f.update(pid, doc.id, { title: "Brief v2" }, worker);
  const revision = (await f.one(pid, doc.id, worker, { with: "revisions" })).body.data.revisions.data[0];
  const photo = await pngOf(32, 32);
  const uploaded = await f.upload(pid, { type: "pro_file" }, [{ name: "photo.png", content: photo }], worker);
  expect(uploaded.status).toBe(201);
  const image = uploaded.body.data[0];
  const commented = await postForm(
    t,
    `/api/pm/v2/projects/${pid}/comments`,
    { content: "<p>See attached</p>", commentable_type: "file", commentable_id: doc.id },
    [{ name: "note.txt", content: "a note" }],
    worker,
  );
  expect(commented.status).toBe(201);
  const comment = commented.body.data;
  const board = await postForm(
    t,
    `/api/pm/v2/projects/${pid}/discussion-boards`,
    { title: "Kick-off" },
    [{ name: "agenda.txt", content: "agenda" }],
    worker,
  );
  expect(board.status).toBe(201);
  return {
    ...team,
    folder,
    doc,
    revision,
    image,
    photo,
    comment,
    commentFile: comment.files.data[0],
    board: board.body.data,
  };
}

describe("the files area as a module", () => {
  it("every route of the files area answers 404 module_disabled while it is off, storing and changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const s = await stocked();
    const { worker, manager, pid } = s;
    const api = (rest = "") => f.api(pid, rest);
    const base = (rest = "") => f.base(pid, rest);
    const commentsUrl = `/api/pm/v2/projects/${pid}/comments`;
    const before = await f.snapshot();
    const [commentCount] = await t.database.db.select({ n: count() }).from(comments);
    await switchFiles("deactivate", boss);

    const calls: [string, string, unknown?][] = [
      ["GET", api()],
      ["GET", `${api()}?folder_id=${s.folder.id}`],
      ["GET", api("/folders")],
      ["GET", `${api("/searchfolder")}?title=Pla`],
      ["POST", api(), { type: "folder", title: "New" }],
      ["POST", api("/sorting"), { source: s.doc.id, destination: 0 }],
      ["GET", api(`/${s.doc.id}`)],
      ["POST", api(`/${s.doc.id}`), { title: "Renamed" }],
      ["POST", api(`/${s.doc.id}/update`), { title: "Renamed" }],
      ["POST", api(`/${s.doc.id}/revisions/${s.revision.id}/restore`), {}],
      ["POST", api(`/${s.doc.id}/delete`), {}],
      // The base namespace's file routes, for an entry of the files area.
      ["GET", base(`/${s.image.id}/download`)],
      ["GET", base(`/${s.image.id}/thumb`)],
      ["POST", base(`/${s.image.id}/delete`), {}],
      // A file's comments, and a comment's file, are the files area's too.
      ["GET", `${commentsUrl}?commentable_type=file&commentable_id=${s.doc.id}`],
      ["POST", commentsUrl, { content: "<p>x</p>", commentable_type: "file", commentable_id: s.doc.id }],
      ["GET", `${commentsUrl}/${s.comment.id}`],
      ["POST", `${commentsUrl}/${s.comment.id}`, { content: "<p>edited</p>" }],
      ["POST", `${commentsUrl}/${s.comment.id}/update`, { content: "<p>edited</p>" }],
      ["POST", `${commentsUrl}/${s.comment.id}/delete`, {}],
      ["GET", base(`/${s.commentFile.id}/download`)],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [worker, manager, boss]) {
        const res = await t.request(method, url, { as: who, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body, `${method} ${url}`).toEqual(DISABLED);
      }
    }
    // An upload is refused before a byte of it is stored.
    const upload = await f.upload(pid, { type: "pro_file" }, [{ name: "late.png", content: s.photo }], worker);
    expect(upload.status).toBe(404);
    expect(upload.body).toEqual(DISABLED);
    expect(await f.snapshot()).toEqual(before);
    expect(await t.database.db.select({ n: count() }).from(comments)).toEqual([commentCount]);

    // The discussion's attachment belongs to the discussion, which stays.
    const agenda = await download(t, s.board.files.data[0].url, worker);
    expect(agenda.status).toBe(200);
    expect(agenda.bytes.toString()).toBe("agenda");
    expect((await t.get(`/api/pm/v2/projects/${pid}/discussion-boards/${s.board.id}`, { as: worker })).status).toBe(
      200,
    );
    await switchFiles("activate", boss);
  });

  it("switched on again, the files area has everything it had", async () => {
    const boss = await t.user({ manager: true });
    const s = await stocked();
    const { worker, client, pid } = s;
    const listed = async () => (await f.list(pid, worker)).body.data.map((i: { id: number }) => i.id);
    const top = await listed();
    await switchFiles("deactivate", boss);
    expect((await f.list(pid, worker)).body).toEqual(DISABLED);
    await switchFiles("activate", boss);

    expect(await listed()).toEqual(top);
    const inFolder = await f.list(pid, worker, { folder_id: String(s.folder.id) });
    expect(inFolder.body.data.map((i: { title: string }) => i.title)).toEqual(["Brief v2"]);
    const doc = await f.one(pid, s.doc.id, client, { with: "revisions,comments" });
    expect(doc.status).toBe(200);
    expect(doc.body.data.revisions.data).toHaveLength(1);
    expect(doc.body.data.comments.data[0]).toMatchObject({ content: "<p>See attached</p>" });
    const bytes = await download(t, s.image.download_url, worker);
    expect(bytes.status).toBe(200);
    expect(bytes.bytes).toEqual(s.photo);
    expect((await download(t, s.image.thumb, worker)).status).toBe(200);
    expect((await download(t, s.commentFile.url, worker)).bytes.toString()).toBe("a note");
    // Writes work again too.
    expect((await f.create(pid, { type: "folder", title: "After" }, worker)).status).toBe(201);
  });

  it("lets only global managers switch it: a project's manager, co-worker or client gets 403 and it stays on", async () => {
    const s = await stocked();
    for (const who of [s.manager, s.worker, s.client]) {
      const res = await t.post("/api/pm-pro/v2/module-update", { module: "files", type: "deactivate" }, { as: who });
      expect(res.status).toBe(403);
      expect((await f.list(s.pid, who)).status).toBe(200);
    }
    const rows = await t.database.db.select().from(moduleStates).where(eq(moduleStates.path, "files"));
    expect(rows.every((r) => r.enabled)).toBe(true);
  });
});
