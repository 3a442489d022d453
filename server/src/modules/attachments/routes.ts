import { DONE, fileDeletedAnswer, MESSAGES, zId } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { written } from "../../core/http/envelope";
import { notFound } from "../../core/http/errors";
import { removeStored } from "../../core/http/multipart";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { deleteFileItem } from "./delete-file";
import { fileItemLoader } from "./load";
import { sendStored } from "./send-stored";

const fileParams = z.object({ id: zId, file_id: zId });

/**
 * Deletes any file item: a manager or its creator (the route's rule). The files area serves it under pm-pro/v2
 * too, where the item's kind is `file`.
 */
export function deleteFileHandler(app: FastifyInstance, kind: "attachment" | "file") {
  const { db } = app.deps.database;
  return async (req: FastifyRequest) => {
    const file = accessedItem(req, kind);
    const { activity, removed } = await deleteFileItem(db, projectAccessOf(req), file);
    await removeStored(app.deps.storage, removed);
    return written(DONE.fileDeleted, { id: file.row.id }, presentActivity(activity));
  };
}

/**
 * Download, thumbnail and delete of any file item: an attachment of a task, list, discussion,
 * milestone or comment, or an entry of the files area. One visibility rule for all (fileItemLoader).
 */
export async function attachmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.deps;
  declareItemLoader(app, "attachment", fileItemLoader);

  r.get(
    "/pm/v2/projects/:id/files/:file_id/download",
    // Any stored file: its own media type goes in the headers (downloadHeaders).
    {
      config: { ...member("see", "attachment"), rawAnswer: "application/octet-stream" },
      schema: { params: fileParams },
    },
    async (req, reply) => {
      const { row } = accessedItem(req, "attachment");
      if (row.storageKey === null || row.mimeType === null || row.size === null) throw notFound(MESSAGES.fileNotFound);
      const { name, mimeType, size, storageKey } = row;
      return sendStored(req, reply, storage, { name, mimeType, size, storageKey });
    },
  );

  r.get(
    "/pm/v2/projects/:id/files/:file_id/thumb",
    { config: { ...member("see", "attachment"), rawAnswer: "image/webp" }, schema: { params: fileParams } },
    async (req, reply) => {
      const { row } = accessedItem(req, "attachment");
      if (row.thumbKey === null) throw notFound(MESSAGES.fileNotFound);
      const bytes = await storage.open(row.thumbKey);
      return reply
        .headers({
          "content-type": "image/webp",
          "content-disposition": "inline",
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cache-control": "private, no-cache",
        })
        .send(bytes);
    },
  );

  r.post(
    "/pm/v2/projects/:id/files/:file_id/delete",
    { config: member("remove", "attachment"), schema: { params: fileParams, response: { 200: fileDeletedAnswer } } },
    deleteFileHandler(app, "attachment"),
  );
}
