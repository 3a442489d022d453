import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileRevisions, files } from "../../db/schema";
import { download, type FormFile, postForm, storedObjects } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { filesArea, pngOf } from "./test-support";

const t = useTestApp();
const f = filesArea(t);

/**
 * Issue 46 point 8: a new version of an uploaded file. The file keeps its id, comments and place; the bytes it
 * had become a revision, downloadable as the file is; deleting the file removes every version's bytes.
 */
describe("files area: versions of an uploaded file", () => {
  const uploadOne = async (pid: number, name: string, content: string | Buffer, as: TestUser) => {
    const res = await f.upload(pid, { type: "pro_file" }, [{ name, content }], as);
    if (res.status !== 201) throw new Error(`upload: ${JSON.stringify(res.body)}`);
    return res.body.data[0] as { id: number; download_url: string };
  };
  const newVersion = (pid: number, id: number, uploads: FormFile[], as: TestUser) =>
    postForm(t, f.api(pid, `/${id}/versions`), {}, uploads, as);

  it("makes the upload the file's bytes and keeps the previous ones as a downloadable revision", async () => {
    const { worker, other, pid } = await f.team();
    const first = await uploadOne(pid, "plan-v1.txt", "first bytes", worker);
    const comment = await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>on v1</p>", commentable_type: "file", commentable_id: first.id },
      { as: other },
    );
    expect(comment.status).toBe(201);

    const res = await newVersion(pid, first.id, [{ name: "plan-v2.txt", content: "second, longer bytes" }], worker);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The new version has been uploaded successfully.");
    expect(res.body.activity).toMatchObject({
      action: "update_file_version",
      meta: { old: "plan-v1.txt", new: "plan-v2.txt" },
    });
    const item = res.body.data;
    expect(item).toMatchObject({ id: first.id, title: "plan-v2.txt", name: "plan-v2.txt", size: 20, comment_count: 1 });
    expect(item.download_url).toBe(first.download_url);
    expect(item.revisions.data).toHaveLength(1);
    const [revision] = item.revisions.data;
    expect(revision).toMatchObject({
      title: "plan-v1.txt",
      mime_type: "text/plain",
      size: 11,
      is_image: false,
      is_pdf: false,
      creator: { data: { display_name: "Walt Worker" } },
    });
    expect(revision.download_url).toBe(
      `/api/pm-pro/v2/projects/${pid}/files/${first.id}/revisions/${revision.id}/download`,
    );

    expect((await download(t, item.download_url, other)).bytes.toString()).toBe("second, longer bytes");
    const old = await download(t, revision.download_url, other);
    expect(old.status).toBe(200);
    expect(old.bytes.toString()).toBe("first bytes");
    expect(old.headers["content-disposition"]).toMatch(/^attachment; filename="plan-v1.txt"/);
    expect(old.headers["x-content-type-options"]).toBe("nosniff");

    // A third version keeps both earlier ones, newest first; restoring one swaps it back, losing nothing.
    await newVersion(pid, first.id, [{ name: "plan-v3.txt", content: "third" }], worker);
    const listed = await f.one(pid, first.id, worker, { with: "revisions" });
    expect(listed.body.data.revisions.data.map((r: { title: string }) => r.title)).toEqual([
      "plan-v2.txt",
      "plan-v1.txt",
    ]);
    const restored = await t.post(f.api(pid, `/${first.id}/revisions/${revision.id}/restore`), {}, { as: worker });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: "plan-v1.txt", size: 11 });
    expect(restored.body.data.revisions.data).toHaveLength(3);
    expect((await download(t, item.download_url, worker)).bytes.toString()).toBe("first bytes");
  });

  it("removes the bytes of every version when the file is deleted, and of none while they are shared", async () => {
    const { worker, pid } = await f.team();
    const before = storedObjects(t).length;
    const file = await uploadOne(pid, "a.txt", "one", worker);
    await newVersion(pid, file.id, [{ name: "b.txt", content: "two" }], worker);
    await newVersion(pid, file.id, [{ name: "c.txt", content: "three" }], worker);
    expect(storedObjects(t).length).toBe(before + 3);
    // Restoring shares a blob between the file and a revision: it stays while either holds it.
    const revs = await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, file.id));
    await t.post(f.api(pid, `/${file.id}/revisions/${revs[0].id}/restore`), {}, { as: worker });
    expect(storedObjects(t).length).toBe(before + 3);

    const gone = await t.post(f.base(pid, `/${file.id}/delete`), {}, { as: worker });
    expect(gone.status).toBe(200);
    expect(storedObjects(t).length).toBe(before);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(fileRevisions)
      .where(eq(fileRevisions.fileId, file.id));
    expect(left.n).toBe(0);
  });

  it("removes the bytes of earlier versions with the project", async () => {
    const { manager, worker, pid } = await f.team();
    const before = storedObjects(t).length;
    const file = await uploadOne(pid, "a.png", await pngOf(40, 40), worker);
    await newVersion(pid, file.id, [{ name: "b.png", content: await pngOf(30, 30) }], worker);
    // Two images and their two thumbnails.
    expect(storedObjects(t).length).toBe(before + 4);
    const res = await t.post(`/api/pm/v2/projects/${pid}/delete`, {}, { as: manager });
    expect(res.status).toBe(200);
    expect(storedObjects(t).length).toBe(before);
  });

  it("refuses what is no uploaded file, a missing or second file, and bytes over the limit, keeping nothing", async () => {
    const { worker, pid } = await f.team();
    const file = await uploadOne(pid, "a.txt", "one", worker);
    const doc = await f.doc(pid, "A doc", worker);
    const before = await f.snapshot();

    const onDoc = await newVersion(pid, doc.id, [{ name: "x.txt", content: "x" }], worker);
    expect(onDoc.status).toBe(422);
    expect(onDoc.body.message).toEqual(["Only an uploaded file takes a new version."]);
    const none = await newVersion(pid, file.id, [], worker);
    expect(none.status).toBe(400);
    expect(none.body.data.params).toEqual({ files: ["Please attach a file."] });
    const two = await newVersion(
      pid,
      file.id,
      [
        { name: "x.txt", content: "x" },
        { name: "y.txt", content: "y" },
      ],
      worker,
    );
    expect(two.status).toBe(400);
    expect(two.body.data.params).toEqual({ files: ["Upload one file as the new version."] });
    const big = await newVersion(
      pid,
      file.id,
      [{ name: "big.bin", content: Buffer.alloc(3 * 1024 * 1024, 1) }],
      worker,
    );
    expect(big.status).toBe(413);
    expect(big.body.data.params).toEqual({ "files[0]": ["Each file must be at most 2 MB."] });

    expect(await f.snapshot()).toEqual(before);
    const still = await f.one(pid, file.id, worker, { with: "revisions" });
    expect(still.body.data).toMatchObject({ title: "a.txt", size: 3, revisions: { data: [] } });
  });

  it("refuses a user who may not edit the file, a client on a private file and another project's file id", async () => {
    const { manager, worker, other, client, pid } = await f.team();
    const elsewhere = await t.project({ manager, coWorkers: [worker] });
    const mine = await uploadOne(pid, "mine.txt", "one", worker);
    await newVersion(pid, mine.id, [{ name: "mine-2.txt", content: "two" }], worker);
    const hidden = await f.upload(
      pid,
      { type: "pro_file", private: 1 },
      [{ name: "secret.txt", content: "s" }],
      worker,
    );
    const secret = hidden.body.data[0].id;
    await newVersion(pid, secret, [{ name: "secret-2.txt", content: "s2" }], worker);
    const revisionOf = async (id: number) =>
      (await t.database.db.select().from(fileRevisions).where(eq(fileRevisions.fileId, id)))[0].id;
    const before = await f.snapshot();

    // A co-worker who did not upload it: 403, before any byte is stored.
    const notHis = await newVersion(pid, mine.id, [{ name: "x.txt", content: "x" }], other);
    expect(notHis.status).toBe(403);
    // A client without view_private_file does not see the private file: 404 for its versions and revisions.
    const blind = await newVersion(pid, secret, [{ name: "x.txt", content: "x" }], client);
    expect(blind.status).toBe(404);
    expect(blind.body.message).toEqual(["The file was not found."]);
    const blindRevision = await download(
      t,
      f.api(pid, `/${secret}/revisions/${await revisionOf(secret)}/download`),
      client,
    );
    expect(blindRevision.status).toBe(404);
    expect(blindRevision.bytes.toString()).not.toContain('"s"');
    // The file addressed under another project of the same people is no file of that project.
    const wrongProject = await newVersion(elsewhere, mine.id, [{ name: "x.txt", content: "x" }], worker);
    expect(wrongProject.status).toBe(404);
    const wrongDownload = await download(
      t,
      f.api(elsewhere, `/${mine.id}/revisions/${await revisionOf(mine.id)}/download`),
      worker,
    );
    expect(wrongDownload.status).toBe(404);
    // A revision of another file, or an unknown one, is no revision of this file.
    const crossed = await download(t, f.api(pid, `/${mine.id}/revisions/${await revisionOf(secret)}/download`), worker);
    expect(crossed.status).toBe(404);
    expect(JSON.parse(crossed.bytes.toString()).message).toEqual(["The revision was not found."]);
    expect((await download(t, f.api(pid, `/${mine.id}/revisions/999999/download`), worker)).status).toBe(404);

    expect(await f.snapshot()).toEqual(before);
    const [row] = await t.database.db.select({ name: files.name }).from(files).where(eq(files.id, mine.id));
    expect(row.name).toBe("mine-2.txt");
    // The client does see a public file's revisions, as he sees the file.
    const seen = await download(t, f.api(pid, `/${mine.id}/revisions/${await revisionOf(mine.id)}/download`), client);
    expect(seen.status).toBe(200);
    expect(seen.bytes.toString()).toBe("one");
  });

  it("holds no bytes for a doc's revisions: their download is 404", async () => {
    const { worker, pid } = await f.team();
    const doc = await f.doc(pid, "Notes", worker);
    await f.update(pid, doc.id, { description: "<p>Second</p>" }, worker);
    const listed = await f.one(pid, doc.id, worker, { with: "revisions" });
    const [revision] = listed.body.data.revisions.data;
    expect(revision).toMatchObject({ mime_type: null, size: null, download_url: null, is_pdf: false });
    const res = await download(t, f.api(pid, `/${doc.id}/revisions/${revision.id}/download`), worker);
    expect(res.status).toBe(404);
    expect(res.headers["content-disposition"]).toBeUndefined();
  });
});
