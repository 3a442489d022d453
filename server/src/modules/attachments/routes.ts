import { DONE, MESSAGES, zId } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import { removeStored } from "../../core/http/multipart";
import { loadProjectAccess } from "../../core/policy/project-access";
import { deleteFileItem } from "../files-area/delete";
import { downloadHeaders, parseRange } from "./download";
import { loadVisibleFile } from "./load";

const fileParams = z.object({ id: zId, file_id: zId });
type FileRequest = FastifyRequest<{ Params: z.infer<typeof fileParams> }>;

/**
 * Download, thumbnail and delete of any file item: an attachment of a task, list, discussion,
 * milestone or comment, or an entry of the files area. One visibility rule for all (loadVisibleFile).
 */
export async function attachmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage } = app.deps;

  r.get("/pm/v2/projects/:id/files/:file_id/download", { schema: { params: fileParams } }, async (req, reply) => {
    const access = await loadProjectAccess(db, requireUser(req), req.params.id);
    const { row } = await loadVisibleFile(db, access, req.params.file_id);
    if (row.storageKey === null || row.mimeType === null || row.size === null) throw notFound(MESSAGES.fileNotFound);
    const headers = downloadHeaders({ name: row.name, mimeType: row.mimeType, size: row.size });
    const range = parseRange(req.headers.range, row.size);
    if (range === "unsatisfiable") {
      return reply
        .status(416)
        .headers({ ...headers, "content-length": "0", "content-range": `bytes */${row.size}` })
        .send();
    }
    if (range) {
      return reply
        .status(206)
        .headers({
          ...headers,
          "content-length": String(range.end - range.start + 1),
          "content-range": `bytes ${range.start}-${range.end}/${row.size}`,
        })
        .send(storage.get(row.storageKey, range));
    }
    return reply.headers(headers).send(storage.get(row.storageKey));
  });

  r.get("/pm/v2/projects/:id/files/:file_id/thumb", { schema: { params: fileParams } }, async (req, reply) => {
    const access = await loadProjectAccess(db, requireUser(req), req.params.id);
    const { row } = await loadVisibleFile(db, access, req.params.file_id);
    if (row.thumbKey === null) throw notFound(MESSAGES.fileNotFound);
    return reply
      .headers({
        "content-type": "image/webp",
        "content-disposition": "inline",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "cache-control": "private, no-cache",
      })
      .send(storage.get(row.thumbKey));
  });

  /** Deletes any file item: a manager or its creator. The files area calls it under pm-pro/v2 too. */
  const remove = async (req: FileRequest) => {
    const access = await loadProjectAccess(db, requireUser(req), req.params.id);
    const file = await loadVisibleFile(db, access, req.params.file_id);
    const { activity, removed } = await deleteFileItem(db, access, file);
    await removeStored(storage, removed);
    return written(DONE.fileDeleted, { id: file.row.id }, presentActivity(activity));
  };
  r.post("/pm/v2/projects/:id/files/:file_id/delete", { schema: { params: fileParams } }, remove);
  r.post("/pm-pro/v2/projects/:id/files/:file_id/delete", { schema: { params: fileParams } }, remove);
}
