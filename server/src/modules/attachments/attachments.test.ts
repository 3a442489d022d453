import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blobs, files } from "../../db/schema";
import { download, postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";
import { pngOf } from "../files-area/test-support";
import { downloadHeaders } from "./download";

const t = useTestApp();

async function setup() {
  const manager = await t.user();
  const worker = await t.user();
  const other = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager, coWorkers: [worker, other], clients: [client] });
  return { manager, worker, other, client, pid };
}

const boards = (pid: number) => `/api/pm/v2/projects/${pid}/discussion-boards`;

describe("attachments", () => {
  it("serves downloads as attachments with nosniff; only plain images, video and PDF inline", async () => {
    const { worker, pid } = await setup();
    const picture = await pngOf(8, 8);
    const res = await postForm(
      t,
      boards(pid),
      { title: "Kinds" },
      [
        { name: "pic.png", content: picture, type: "text/html" },
        {
          name: "draw.svg",
          content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          type: "image/svg+xml",
        },
        { name: "page.html", content: "<script>alert(1)</script>", type: "text/html" },
        { name: "Résumé final.pdf", content: "%PDF", type: "application/pdf" },
        { name: "../../etc/passwd", content: "root", type: "text/plain; charset=utf-8" },
      ],
      worker,
    );
    expect(res.status).toBe(201);
    const [png, svg, html, pdf, passwd] = res.body.data.files.data;

    const p = await download(t, png.url, worker);
    expect(p.status).toBe(200);
    expect(p.headers["content-type"]).toBe("image/png");
    expect(p.headers["content-disposition"]).toMatch(/^inline; /);
    expect(p.headers["x-content-type-options"]).toBe("nosniff");
    expect(p.bytes).toEqual(picture);
    expect(png).toMatchObject({ mime_type: "image/png", thumb: `/api/pm/v2/projects/${pid}/files/${png.id}/thumb` });
    expect(svg.mime_type).toBe("image/svg+xml");
    expect(html.mime_type).toBe("text/html");

    for (const active of [svg, html]) {
      const d = await download(t, active.url, worker);
      expect(d.status).toBe(200);
      expect(d.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(d.headers["content-type"]).toBe("application/octet-stream");
      expect(d.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(d.headers["content-security-policy"])).toContain("sandbox");
    }
    // A PDF is shown in the file modal (issue 46): inline, as itself.
    const named = await download(t, pdf.url, worker);
    expect(named.headers["content-type"]).toBe("application/pdf");
    expect(named.headers["content-disposition"]).toBe(
      `inline; filename="R_sum_ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf`,
    );
    const quoted = downloadHeaders({ name: 'a"b\\c%.txt', mimeType: "text/plain", size: 1 });
    expect(quoted["content-disposition"]).toBe(`attachment; filename="a_b_c_.txt"; filename*=UTF-8''a%22b%5Cc%25.txt`);
    expect(passwd.name).toBe("passwd");
    expect(passwd.mime_type).toBe("text/plain");
  });

  it("records size, checksum and the type sniffed from the bytes, and stores under generated keys", async () => {
    const { manager, pid } = await setup();
    const res = await postForm(
      t,
      boards(pid),
      { title: "Sums" },
      [{ name: "hello.txt", content: "hello", type: "application/zip" }],
      manager,
    );
    const file = res.body.data.files.data[0];
    const [row] = await t.database.db
      .select({ key: blobs.storageKey, sha: blobs.sha256, size: blobs.size, mime: blobs.mimeType })
      .from(files)
      .innerJoin(blobs, eq(blobs.id, files.blobId))
      .where(eq(files.id, file.id));
    expect(row).toMatchObject({
      size: 5,
      mime: "text/plain",
      sha: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
    });
    expect(row.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row.key).not.toContain("hello");
  });

  it("lets the uploader or a manager delete an attachment, and removes its bytes", async () => {
    const { manager, worker, other, client, pid } = await setup();
    const objects = storedObjects(t).length;
    const res = await postForm(
      t,
      boards(pid),
      { title: "Shared" },
      [
        { name: "a.txt", content: "a" },
        { name: "b.txt", content: "b" },
      ],
      worker,
    );
    const [a, b] = res.body.data.files.data;
    const del = (id: number) => `/api/pm/v2/projects/${pid}/files/${id}/delete`;
    expect((await t.post(del(a.id), {}, { as: other })).status).toBe(403);
    expect((await t.post(del(a.id), {}, { as: client })).status).toBe(403);
    const own = await t.post(del(a.id), {}, { as: worker });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ message: "The file has been deleted successfully.", data: { id: a.id } });
    expect(own.body.activity.action).toBe("delete_file");
    expect((await t.post(del(b.id), {}, { as: manager })).status).toBe(200);
    expect(storedObjects(t).length).toBe(objects);
    expect((await download(t, a.url, worker)).status).toBe(404);
    const after = await t.get(`${boards(pid)}/${res.body.data.id}`, { as: worker });
    expect(after.body.data.files.data).toEqual([]);
  });

  it("answers 404 to outsiders and for another project's file id", async () => {
    const { manager, pid } = await setup();
    const outsider = await t.user();
    const other = await t.project({ manager });
    const res = await postForm(t, boards(pid), { title: "Mine" }, [{ name: "a.txt", content: "a" }], manager);
    const file = res.body.data.files.data[0];
    expect((await download(t, file.url, outsider)).status).toBe(404);
    const crossed = await download(t, `/api/pm/v2/projects/${other}/files/${file.id}/download`, manager);
    expect(crossed.status).toBe(404);
    expect((await t.post(`/api/pm/v2/projects/${other}/files/${file.id}/delete`, {}, { as: manager })).status).toBe(
      404,
    );
  });

  it("hides a comment's attachment when the comment's item is private", async () => {
    const { manager, client, pid } = await setup();
    const board = (await t.post(boards(pid), { title: "Private", privacy: true }, { as: manager })).body.data;
    const c = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>x</p>", commentable_type: "discussion_board", commentable_id: board.id },
      [{ name: "c.txt", content: "c" }],
      manager,
    );
    const url = c.body.data.files.data[0].url;
    expect((await download(t, url, manager)).status).toBe(200);
    expect((await download(t, url, client)).status).toBe(404);
  });

  it("refuses a file sent under another field name, keeping nothing", async () => {
    const { manager, pid } = await setup();
    const objects = storedObjects(t).length;
    const res = await postForm(
      t,
      boards(pid),
      { title: "Odd" },
      [
        { name: "ok.txt", content: "ok" },
        { name: "x.txt", content: "x", field: "upload" },
      ],
      manager,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.params.upload).toEqual(["Send files as files[]."]);
    expect(storedObjects(t).length).toBe(objects);
  });

  it("refuses a file over the limit with 413 on a comment too, keeping no rows and no bytes", async () => {
    const { manager, pid } = await setup();
    const board = (await t.post(boards(pid), { title: "Big" }, { as: manager })).body.data;
    const objects = storedObjects(t).length;
    const before = await t.database.db.select({ id: files.id }).from(files);
    const res = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>x</p>", commentable_type: "discussion_board", commentable_id: board.id },
      [{ name: "big.bin", content: Buffer.alloc(3 * 1024 * 1024, 7) }],
      manager,
    );
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("rest_too_large");
    expect(storedObjects(t).length).toBe(objects);
    expect(await t.database.db.select({ id: files.id }).from(files)).toEqual(before);
  });
});

describe("broken multipart bodies", () => {
  it("answers a body cut off mid-file with 400 and keeps nothing", async () => {
    const { manager, pid } = await setup();
    const objects = storedObjects(t).length;
    const { formPayload } = await import("../../test/forms");
    const { payload, contentType } = formPayload({ title: "Cut" }, [
      { name: "a.bin", content: Buffer.alloc(200_000, 3) },
    ]);
    const { SESSION_COOKIE } = await import("../../core/auth/current-user");
    const res = await t.app.inject({
      method: "POST",
      url: boards(pid),
      payload: payload.subarray(0, 100_000),
      headers: { "content-type": contentType, cookie: `${SESSION_COOKIE}=${manager.cookie}` },
    });
    expect(res.statusCode).toBe(400);
    expect(storedObjects(t).length).toBe(objects);
  });
});
