import {
  createFileItemBody,
  FILES_DONE,
  FILES_MESSAGES,
  FILES_PER_PAGE,
  fileDeletedAnswer,
  fileItemItemAnswer,
  fileItemsCreatedAnswer,
  fileItemWrittenAnswer,
  filesOnlyBody,
  folderPageAnswer,
  foldersAnswer,
  foldersFoundAnswer,
  type ListFileItemsQuery,
  listFileItemsQuery,
  MESSAGES,
  searchFoldersQuery,
  sortFileItemsBody,
  updateFileItemBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { notFound, unprocessable } from "../../core/http/errors";
import { readBody, withUploads } from "../../core/http/multipart";
import { sendCached } from "../../core/http/read-cache";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import { creates, member } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { chainVisible } from "../attachments/chain";
import { fileItemLoader, loadVisibleFile } from "../attachments/load";
import { deleteFileHandler } from "../attachments/routes";
import { sendStored } from "../attachments/send-stored";
import { createEntries } from "./create";
import { extrasOf } from "./extras";
import { moveEntry } from "./move";
import { presentFileItem } from "./present";
import { itemsWithCreators, listFolderItems, visibleFolders } from "./queries";
import { restoreRevision, takesVersions } from "./revisions";
import { updateEntry } from "./update";
import { loadRevisionBytes, uploadVersion } from "./versions";

const projectParams = z.object({ id: zId });
const fileParams = z.object({ id: zId, file_id: zId });
const revisionParams = z.object({ id: zId, file_id: zId, revision_id: zId });
const itemQuery = z.object({ with: z.string().max(200).optional() });

/** Items by id, presented as every read and write answers them. */
async function presentItems(db: Db, access: ProjectAccess, ids: number[], want: ReadonlySet<string>) {
  const rows = await itemsWithCreators(db, ids);
  const extras = await extrasOf(
    db,
    access,
    rows.map((r) => r.row),
    want,
  );
  return rows.map(({ row, creator }) => presentFileItem(row, creator, access, extras(row.id)));
}

/**
 * The files area (spec §2 "Files area", §7 "Files"): docs/api.md has the contract. Every route here belongs
 * to the files module (./module.ts), so each answers 404 module_disabled while it is off.
 */
export async function filesAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage, config } = app.deps;
  const bodyOptions = { storage, maxBytes: config.uploadMaxBytes };
  const base = "/pm-pro/v2/projects/:id/files";
  declareItemLoader(app, "file", fileItemLoader);

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listFileItemsQuery, response: { 200: folderPageAnswer } },
    },
    async (req, reply) => {
      const access = projectAccessOf(req);
      return sendCached(req, reply, access.cacheVersion, () => listFolder(access, req.query));
    },
  );

  async function listFolder(access: ProjectAccess, query: ListFileItemsQuery) {
    const folderId = query.folder_id ?? 0;
    const p = paging(query.page, query.per_page, FILES_PER_PAGE);
    // The page is read with its folder's chain (one statement); nothing of it is shown unless that is visible.
    const { rows, total, chain } = await listFolderItems(db, access, folderId, p);
    if (folderId !== 0 && (chain[0]?.type !== "folder" || !chainVisible(access, chain))) {
      throw notFound(FILES_MESSAGES.folderNotFound);
    }
    const extras = await extrasOf(
      db,
      access,
      rows.map((x) => x.row),
      includes(query.with),
      new Map(rows.map((x) => [x.row.id, x])),
    );
    const page = collection(
      rows.map(({ row, creator }) => presentFileItem(row, creator, access, extras(row.id))),
      total,
      p,
    );
    const folder = chain[0] ? { id: chain[0].id, title: chain[0].name, parent: chain[0].parentId } : null;
    const breadcrumb = [...chain].reverse().map((link) => ({ id: link.id, title: link.name }));
    return { ...page, meta: { ...page.meta, folder, breadcrumb } };
  }

  r.get(
    `${base}/folders`,
    { config: member("see"), schema: { params: projectParams, response: { 200: foldersAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      return item(await visibleFolders(db, access));
    },
  );

  r.get(
    `${base}/searchfolder`,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: searchFoldersQuery, response: { 200: foldersFoundAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const title = (req.query.title ?? "").trim();
      if (title === "") return item([]);
      const found = await visibleFolders(db, access, title);
      return item(found.map(({ id, title }) => ({ id, title })));
    },
  );

  r.post(
    base,
    { config: creates("file"), schema: { params: projectParams, response: { 201: fileItemsCreatedAnswer } } },
    async (req, reply) => {
      const access = projectAccessOf(req);
      // Refuse before any byte is stored.
      const { fields, uploads } = await readBody(req, createFileItemBody, bodyOptions);
      const { created, activity } = await withUploads(storage, uploads, () =>
        createEntries(db, access, fields, uploads),
      );
      const data = await presentItems(
        db,
        access,
        created.map((c) => c.id),
        new Set(),
      );
      const message = {
        folder: FILES_DONE.folderCreated,
        doc: FILES_DONE.docCreated,
        link: FILES_DONE.linkCreated,
        pro_file: data.length > 1 ? FILES_DONE.filesUploaded : FILES_DONE.fileUploaded,
      }[fields.type];
      const answer = fields.type === "pro_file" ? data : data[0];
      return reply.status(201).send(written(message, answer, activity ? presentActivity(activity) : undefined));
    },
  );

  r.post(
    `${base}/sorting`,
    {
      config: member("edit", "file"),
      schema: { params: projectParams, body: sortFileItemsBody, response: { 200: fileItemWrittenAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const source = await loadVisibleFile(db, access, req.body.source);
      const { activity } = await moveEntry(db, access, source, req.body);
      const [data] = await presentItems(db, access, [source.row.id], new Set());
      return written(FILES_DONE.fileMoved, data, presentActivity(activity));
    },
  );

  r.get(
    `${base}/:file_id`,
    {
      config: member("see", "file"),
      schema: { params: fileParams, querystring: itemQuery, response: { 200: fileItemItemAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const file = accessedItem(req, "file");
      const [data] = await presentItems(db, access, [file.row.id], includes(req.query.with));
      return item(data);
    },
  );

  // The spec's client updates with POST to the item itself (also with ?with=); /update is the API.md shape.
  const update = async (
    req: FastifyRequest<{ Params: z.infer<typeof fileParams>; Querystring: { with?: string } }>,
  ) => {
    const access = projectAccessOf(req);
    // Loaded and judged by the route's rule before any byte is stored.
    const file = accessedItem(req, "file");
    if (file.kind !== "entry") throw unprocessable(FILES_MESSAGES.attachmentFixed);
    const { fields, uploads } = await readBody(req, updateFileItemBody, bodyOptions);
    const { activity } = await withUploads(storage, uploads, () =>
      updateEntry(db, access, file.row, file.chain, fields, uploads),
    );
    const [data] = await presentItems(db, access, [file.row.id], includes(req.query.with));
    return written(FILES_DONE.fileUpdated, data, activity ? presentActivity(activity) : undefined);
  };
  const updated = {
    config: member("edit", "file"),
    schema: { params: fileParams, querystring: itemQuery, response: { 200: fileItemWrittenAnswer } },
  };
  r.post(`${base}/:file_id`, updated, update);
  r.post(`${base}/:file_id/update`, updated, update);

  r.post(
    `${base}/:file_id/revisions/:revision_id/restore`,
    { config: member("edit", "file"), schema: { params: revisionParams, response: { 200: fileItemWrittenAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const file = accessedItem(req, "file");
      if (file.kind !== "entry") throw notFound(MESSAGES.fileNotFound);
      const { activity } = await restoreRevision(db, access, file.row, file.chain, req.params.revision_id);
      const [data] = await presentItems(db, access, [file.row.id], new Set(["revisions"]));
      return written(FILES_DONE.revisionRestored, data, presentActivity(activity));
    },
  );

  r.post(
    `${base}/:file_id/versions`,
    { config: member("edit", "file"), schema: { params: fileParams, response: { 200: fileItemWrittenAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const file = accessedItem(req, "file");
      // Refused before any byte is stored.
      if (file.kind !== "entry" || !takesVersions(file.row.type)) {
        throw unprocessable(FILES_MESSAGES.versionOfUploadsOnly);
      }
      const { uploads } = await readBody(req, filesOnlyBody, bodyOptions);
      const { activity } = await withUploads(storage, uploads, () =>
        uploadVersion(db, access, file.row, file.chain, uploads),
      );
      const [data] = await presentItems(db, access, [file.row.id], new Set(["revisions"]));
      return written(FILES_DONE.versionUploaded, data, presentActivity(activity));
    },
  );

  r.get(
    `${base}/:file_id/revisions/:revision_id/download`,
    // An earlier version's bytes, served as the file's own are (sendStored): visible as the file is.
    {
      config: { ...member("see", "file"), rawAnswer: "application/octet-stream" },
      schema: { params: revisionParams },
    },
    async (req, reply) => {
      const file = accessedItem(req, "file");
      if (file.kind !== "entry") throw notFound(FILES_MESSAGES.revisionNotFound);
      const bytes = await loadRevisionBytes(db, file.row.id, req.params.revision_id);
      return sendStored(req, reply, storage, bytes);
    },
  );

  r.post(
    `${base}/:file_id/delete`,
    { config: member("remove", "file"), schema: { params: fileParams, response: { 200: fileDeletedAnswer } } },
    deleteFileHandler(app, "file"),
  );
}
