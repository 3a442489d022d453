import { eq } from "drizzle-orm";
import sharp from "sharp";
import { blobs, files, settings } from "../../db/schema";
import { type FormFields, type FormFile, postForm, storedObjects } from "../../test/forms";
import type { TestContext, TestUser } from "../../test/harness";

/** Test support for the files area: people, calls and facts about what was stored. */
export function filesArea(t: TestContext) {
  const api = (pid: number, rest = "") => `/api/pm-pro/v2/projects/${pid}/files${rest}`;
  const base = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/files${rest}`;

  /** A manager, two co-workers (all flags by default) and a client (no view_private_file). */
  async function team() {
    const manager = await t.user({ name: "Mona Manager" });
    const worker = await t.user({ name: "Walt Worker" });
    const other = await t.user({ name: "Olga Other" });
    const client = await t.user({ name: "Cleo Client" });
    const pid = await t.project({ manager, coWorkers: [worker, other], clients: [client] });
    return { manager, worker, other, client, pid };
  }

  const create = (pid: number, body: Record<string, unknown>, as: TestUser) => t.post(api(pid), body, { as });
  const upload = (pid: number, fields: FormFields, uploads: FormFile[], as: TestUser) =>
    postForm(t, api(pid), fields, uploads, as);
  const list = (pid: number, as: TestUser, query: Record<string, string> = {}) => t.get(api(pid), { as, query });
  const update = (pid: number, id: number, body: Record<string, unknown>, as: TestUser) =>
    t.post(api(pid, `/${id}`), body, { as });
  const one = (pid: number, id: number, as: TestUser, query: Record<string, string> = {}) =>
    t.get(api(pid, `/${id}`), { as, query });

  async function folder(pid: number, title: string, as: TestUser, extra: Record<string, unknown> = {}) {
    const res = await create(pid, { type: "folder", title, ...extra }, as);
    if (res.status !== 201) throw new Error(`folder: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; title: string };
  }

  async function doc(pid: number, title: string, as: TestUser, extra: Record<string, unknown> = {}) {
    const res = await create(pid, { type: "doc", title, description: "<p>Body</p>", ...extra }, as);
    if (res.status !== 201) throw new Error(`doc: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; title: string };
  }

  /** Overrides some of the project's capability flags. */
  async function setFlags(pid: number, value: Record<string, Record<string, boolean>>) {
    await t.database.db.insert(settings).values({ projectId: pid, key: "capabilities", value });
  }

  /** Rows and stored objects, to prove that a refusal changed nothing. */
  async function snapshot() {
    const rows = await t.database.db.select({ id: files.id }).from(files);
    const blobRows = await t.database.db.select({ id: blobs.id }).from(blobs);
    return { files: rows.length, blobs: blobRows.length, objects: storedObjects(t).length };
  }

  async function blobOf(fileId: number) {
    const [row] = await t.database.db
      .select({ key: blobs.storageKey, mime: blobs.mimeType, blobId: files.blobId, thumbBlobId: files.thumbBlobId })
      .from(files)
      .innerJoin(blobs, eq(blobs.id, files.blobId))
      .where(eq(files.id, fileId));
    return row;
  }

  return { api, base, team, create, upload, list, one, update, folder, doc, setFlags, snapshot, blobOf };
}

/** A real PNG of the given size (a thumbnail can be made from it). */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
