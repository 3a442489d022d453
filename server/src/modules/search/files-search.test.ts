import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../db/schema";
import { postForm } from "../../test/forms";
import { type TestUser, useTestApp } from "../../test/harness";
import { filesArea } from "../files-area/test-support";

const t = useTestApp();
const f = filesArea(t);

type Hit = {
  type: string;
  id: number;
  title: string;
  project_id: number;
  project_title: string;
  parent_id: number;
  snippet: string;
};
type Listed = { id: number; type: string; title: string };
const FILE_TYPES = ["doc", "link", "file"];

const searchAs = (who: TestUser, query: Record<string, string>) =>
  t.get("/api/pm/v2/search", { as: who, query: { per_group: "50", ...query } });
const fileHits = (body: { data: Hit[] }) => body.data.filter((h) => FILE_TYPES.includes(h.type));
const keysOf = (hits: { type: string; id: number }[]) =>
  hits.map((h) => `${h.type === "pro_file" ? "file" : h.type} ${h.id}`).sort();

/**
 * Everything the files area shows the caller, folder by folder from the top (its own listing, the rule search
 * must follow): docs, links, uploads and the attachments it lists, as search types them.
 */
async function filesAreaShows(pid: number, who: TestUser): Promise<Listed[]> {
  const shown: Listed[] = [];
  const folders = [0];
  while (folders.length > 0) {
    const folder = folders.shift() as number;
    const page = await f.list(pid, who, { folder_id: String(folder), per_page: "100" });
    expect(page.status).toBe(200);
    for (const item of page.body.data as Listed[]) {
      if (item.type === "folder") folders.push(item.id);
      else shown.push(item);
    }
  }
  return shown;
}

/**
 * Docs, links and files in search (issue 46): found by their names, text, address and comments, each hit naming
 * its project; seen by exactly whom the files area shows them to (private entries, private folders, the
 * attachments of private items, clients' flags); nothing outside the reader's projects; nothing while the files
 * module is off.
 */
describe("search: docs, links and files", () => {
  let s: Awaited<ReturnType<typeof f.team>>;
  let outsider: TestUser;
  let boss: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await f.team();
    outsider = await t.user();
    boss = await t.user({ manager: true });
    const { manager, worker, pid } = s;
    await t.database.db.update(projects).set({ title: "Zephyr works" }).where(eq(projects.id, pid));
    const open = await f.folder(pid, "Open", manager);
    const secret = await f.folder(pid, "Secret plans", manager, { private: true });
    ids.handbook = (
      await f.doc(pid, "Zephyr handbook", manager, { description: "<p>Play the <b>xylophone</b></p>" })
    ).id;
    ids.nested = (await f.doc(pid, "Zephyr notes in open", manager, { parent: open.id })).id;
    ids.inSecret = (await f.doc(pid, "Zephyr inside the secret", manager, { parent: secret.id })).id;
    // Two folders down, under a public folder inside the private one: hidden with it.
    const deep = await f.folder(pid, "Deep", manager, { parent: secret.id });
    ids.deep = (await f.doc(pid, "Zephyr deep down", manager, { parent: deep.id })).id;
    ids.privateDoc = (await f.doc(pid, "Zephyr private doc", manager, { private: true })).id;
    ids.workersOwn = (await f.doc(pid, "Zephyr worker's own", worker, { private: true })).id;
    const link = await f.create(
      pid,
      { type: "link", title: "Handy bookmark", url: "https://zephyr.example.org/start", description: "<p>read</p>" },
      manager,
    );
    ids.link = link.body.data.id;
    const upload = await f.upload(pid, {}, [{ name: "Zephyr_2024-final.txt", content: "x" }], manager);
    ids.upload = upload.body.data[0].id;
    const privUpload = await f.upload(pid, { private: "1" }, [{ name: "zephyr-secret.txt", content: "x" }], manager);
    ids.privUpload = privUpload.body.data[0].id;
    const board = async (title: string, privacy: string, name: string) =>
      (
        await postForm(
          t,
          `/api/pm/v2/projects/${pid}/discussion-boards`,
          { title, privacy },
          [{ name, content: "b" }],
          manager,
        )
      ).body.data.files.data[0].id as number;
    ids.openAttachment = await board("Kick-off", "0", "zephyr-agenda.txt");
    ids.hiddenAttachment = await board("Hush", "1", "zephyr-hush.txt");
    // A doc found through a comment only.
    ids.commented = (await f.doc(pid, "Meeting minutes", manager)).id;
    await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { content: "<p>zephyr again</p>", commentable_type: "file", commentable_id: ids.commented },
      { as: manager },
    );
  });

  it("finds docs, links and files by name, text, address and comment, each hit with its project and folder", async () => {
    const res = await searchAs(s.manager, { query: "zephyr" });
    expect(res.status).toBe(200);
    const hits = fileHits(res.body);
    expect(keysOf(hits)).toEqual(
      keysOf([
        ...["handbook", "nested", "inSecret", "deep", "privateDoc", "workersOwn", "commented"].map((k) => ({
          type: "doc",
          id: ids[k],
        })),
        { type: "link", id: ids.link },
        ...["upload", "privUpload", "openAttachment", "hiddenAttachment"].map((k) => ({ type: "file", id: ids[k] })),
      ]),
    );
    // Groups come in order: docs, links, files, then projects.
    const order = res.body.data.map((h: Hit) => h.type).filter((x: string, i: number, a: string[]) => a[i - 1] !== x);
    expect(order).toEqual(["doc", "link", "file", "project"]);
    const nested = hits.find((h) => h.id === ids.nested);
    expect(nested).toMatchObject({ title: "Zephyr notes in open", project_id: s.pid, project_title: "Zephyr works" });
    expect(nested?.parent_id).toBeGreaterThan(0);
    expect(hits.find((h) => h.id === ids.openAttachment)?.parent_id).toBe(0);
    expect(hits.find((h) => h.id === ids.link)?.snippet).toContain("zephyr");
    // A file's name is found by each of its words, and as written.
    for (const query of ["final", "2024", "Zephyr_2024-final.txt"]) {
      const found = fileHits((await searchAs(s.manager, { query, model: "file" })).body);
      expect(
        found.map((h) => h.id),
        query,
      ).toEqual([ids.upload]);
    }
    const body = await searchAs(s.manager, { query: "xylophone", model: "doc" });
    expect(fileHits(body.body).map((h) => h.id)).toEqual([ids.handbook]);
    expect(body.body.meta.groups).toEqual({ doc: { count: 1, has_more: false } });
  });

  it("shows each caller exactly what the files area shows him, flags on and off", async () => {
    const check = async (who: TestUser, label: string) => {
      const shown = (await filesAreaShows(s.pid, who)).filter((i) => /zephyr/i.test(i.title));
      const found = fileHits((await searchAs(who, { query: "zephyr", project_id: String(s.pid) })).body).filter((h) =>
        /zephyr/i.test(h.title),
      );
      expect(keysOf(found), label).toEqual(keysOf(shown));
      return found.map((h) => h.id);
    };
    const clientSees = await check(s.client, "client");
    expect(clientSees).not.toContain(ids.inSecret);
    expect(clientSees).not.toContain(ids.deep);
    expect(clientSees).not.toContain(ids.privateDoc);
    expect(clientSees).not.toContain(ids.privUpload);
    expect(clientSees).not.toContain(ids.hiddenAttachment);
    expect(clientSees).toContain(ids.handbook);
    expect(clientSees).toContain(ids.openAttachment);
    expect(await check(s.worker, "co-worker")).toContain(ids.inSecret);
    await check(s.manager, "manager");
    await check(boss, "global manager");
    await f.setFlags(s.pid, { co_worker: { view_private_file: false, view_private_message: false } });
    const workerSees = await check(s.other, "co-worker without the flags");
    expect(workerSees).not.toContain(ids.inSecret);
    expect(workerSees).not.toContain(ids.deep);
    expect(workerSees).not.toContain(ids.hiddenAttachment);
    const ownSees = await check(s.worker, "co-worker, his own private doc");
    expect(ownSees).toContain(ids.workersOwn);
  });

  it("finds nothing of a project the caller is not in, and nothing while the files module is off", async () => {
    const stranger = await searchAs(outsider, { query: "zephyr" });
    expect(stranger.status).toBe(200);
    expect(stranger.body.data).toEqual([]);
    const named = await searchAs(outsider, { query: "zephyr", project_id: String(s.pid), model: "doc,link,file" });
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual([]);
    const switchFiles = async (type: string) =>
      expect((await t.post("/api/pm-pro/v2/module-update", { module: "files", type }, { as: boss })).status).toBe(200);
    await switchFiles("deactivate");
    try {
      const off = await searchAs(s.manager, { query: "zephyr" });
      expect(off.status).toBe(200);
      expect(fileHits(off.body)).toEqual([]);
      expect(off.body.meta.groups.doc).toEqual({ count: 0, has_more: false });
      expect(off.body.meta.groups.file).toEqual({ count: 0, has_more: false });
      // The rest of the search stays: the project itself is still found.
      expect(off.body.data.map((h: Hit) => h.type)).toEqual(["project"]);
      const only = await searchAs(s.manager, { query: "zephyr", model: "doc" });
      expect(only.body).toEqual({ data: [], meta: { per_group: 50, groups: { doc: { count: 0, has_more: false } } } });
    } finally {
      await switchFiles("activate");
    }
    expect(fileHits((await searchAs(s.manager, { query: "zephyr", model: "doc" })).body).length).toBeGreaterThan(0);
  });

  it("refuses an unknown group, naming the new ones", async () => {
    const res = await searchAs(s.manager, { query: "zephyr", model: "folder" });
    expect(res.status).toBe(400);
    expect(res.body.data.params["model.0"]).toEqual([
      "Model must be one of tasks, task_list, discussion_board, milestone, doc, link, file, project.",
    ]);
  });
});
