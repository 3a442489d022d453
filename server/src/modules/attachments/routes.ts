import { DONE, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity, recordActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { authorize, policy } from "../../core/policy/policy";
import { loadProjectAccess } from "../../core/policy/project-access";
import { purgeItems } from "../comments/cascade";
import { downloadHeaders } from "./download";
import { loadVisibleAttachment } from "./load";
import { detachFiles, type FileableType } from "./store";

const fileParams = z.object({ id: zId, file_id: zId });

export async function attachmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage } = app.deps;

  r.get("/pm/v2/projects/:id/files/:file_id/download", { schema: { params: fileParams } }, async (req, reply) => {
    const access = await loadProjectAccess(db, requireUser(req), req.params.id);
    const { file } = await loadVisibleAttachment(db, access, req.params.file_id);
    return reply.headers(downloadHeaders(file)).send(storage.get(file.storageKey));
  });

  /** Removes one attachment: a manager or the person who uploaded it. */
  r.post("/pm/v2/projects/:id/files/:file_id/delete", { schema: { params: fileParams } }, async (req) => {
    const access = await loadProjectAccess(db, requireUser(req), req.params.id);
    const { file, target } = await loadVisibleAttachment(db, access, req.params.file_id);
    authorize(policy.remove(access, file));
    // The target loaded, so the type is one of the known item types.
    const fileableType = file.fileableType as FileableType;
    const { activity, removed } = await db.transaction(async (tx) => {
      const removed = [
        ...(await purgeItems(tx, access.project.id, "file", [file.id])),
        ...(await detachFiles(tx, [file.id], fileableType, file.fileableId)),
      ];
      const activity = await recordActivity(tx, {
        actorId: access.userId,
        action: "delete_file",
        actionType: "delete",
        resourceType: "file",
        resourceId: file.id,
        projectId: access.project.id,
        meta: { file_name: file.name, fileable_type: file.fileableType, fileable_id: file.fileableId },
        privateKinds: target.privateKinds,
        ownerId: file.createdBy,
      });
      return { activity, removed };
    });
    await removeStored(storage, removed);
    return written(DONE.fileDeleted, { id: file.id }, presentActivity(activity));
  });
}
