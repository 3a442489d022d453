import {
  brandingAnswer,
  listMediaQuery,
  mediaDeletedAnswer,
  mediaPageAnswer,
  mediaUploadedAnswer,
  SETTINGS_DONE,
  SETTINGS_MESSAGES,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import { readBody, removeStored, withUploads } from "../../core/http/multipart";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { anyone, globalManager, signedIn } from "../../core/policy/route-access";
import { downloadHeaders } from "../attachments/download";
import { currentLogoId, listMedia, loadLogo, loadMedia, type MediaRow } from "./load";
import { logoUrl, presentMedia } from "./present";
import { addMedia, deleteMedia } from "./service";

const params = z.object({ id: zId });

/**
 * The media library (images for the logo): global managers upload, list and delete. An image is served
 * inline only for raster types, with nosniff; the current logo is readable by everyone signed in, and by
 * the sign-in page through /api/branding.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { storage, config } = app.deps;

  // Opened before the headers are set: bytes this process does not hold answer file_missing.
  const send = async (reply: FastifyReply, row: MediaRow, thumb = false) => {
    if (thumb && row.thumbKey !== null && row.thumbSize !== null) {
      const headers = downloadHeaders({ name: `${row.name}.webp`, mimeType: "image/webp", size: row.thumbSize });
      const thumbBytes = await storage.open(row.thumbKey);
      return reply.headers(headers).send(thumbBytes);
    }
    const bytes = await storage.open(row.storageKey);
    return reply.headers(downloadHeaders({ name: row.name, mimeType: row.mimeType, size: row.size })).send(bytes);
  };

  const list = { querystring: listMediaQuery, response: { 200: mediaPageAnswer } };
  r.get("/pm/v2/media", { config: globalManager(), schema: list }, async (req) => {
    authorize(hasGlobalManage(requireUser(req)));
    const p = paging(req.query.page, req.query.per_page);
    const { rows, total } = await listMedia(db, p);
    return collection(
      rows.map((row) => presentMedia(row, config.publicUrl)),
      total,
      p,
    );
  });

  const uploaded = { response: { 201: mediaUploadedAnswer } };
  r.post("/pm/v2/media", { config: globalManager(), schema: uploaded }, async (req, reply) => {
    const me = requireUser(req);
    // Refused before any byte is stored.
    authorize(hasGlobalManage(me));
    const { uploads } = await readBody(req, z.looseObject({}), { storage, maxBytes: config.uploadMaxBytes });
    const { rows } = await withUploads(storage, uploads, async () => ({
      rows: await addMedia(db, me, uploads),
      removed: [] as string[],
    }));
    const data = rows.map((row) => presentMedia(row, config.publicUrl));
    return reply.status(201).send(written(SETTINGS_DONE.mediaUploaded, data));
  });

  const image = (thumb: boolean) => async (req: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const me = requireUser(req);
    // Others see only the logo, so the library itself stays private.
    if (!hasGlobalManage(me) && (await currentLogoId(db)) !== req.params.id) {
      throw notFound(SETTINGS_MESSAGES.mediaNotFound);
    }
    return send(reply, await loadMedia(db, req.params.id), thumb);
  };
  // A stored image: its own type, or webp for a thumbnail.
  const bytes = { ...signedIn("media"), rawAnswer: "application/octet-stream" };
  r.get("/pm/v2/media/:id", { config: bytes, schema: { params } }, image(false));
  r.get("/pm/v2/media/:id/thumb", { config: bytes, schema: { params } }, image(true));

  const deleted = { params, response: { 200: mediaDeletedAnswer } };
  r.post("/pm/v2/media/:id/delete", { config: globalManager(), schema: deleted }, async (req) => {
    authorize(hasGlobalManage(requireUser(req)));
    const row = await loadMedia(db, req.params.id);
    await removeStored(storage, await deleteMedia(db, row));
    return written(SETTINGS_DONE.mediaDeleted, { id: row.id });
  });

  // Without sign-in: the sign-in page shows the logo too.
  r.get("/branding", { config: anyone(), schema: { response: { 200: brandingAnswer } } }, async () => {
    const id = await currentLogoId(db);
    return item({ logo_url: id === null ? null : logoUrl(id) });
  });
  const logo = { ...anyone(), rawAnswer: "application/octet-stream" };
  r.get("/branding/logo", { config: logo }, async (_req, reply) => send(reply, await loadLogo(db)));
}
