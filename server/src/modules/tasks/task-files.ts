import { attachmentsAddedAnswer, FILES_DONE, FILES_MESSAGES, filesOnlyBody, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity, recordActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { invalidField } from "../../core/http/errors";
import { readBody, withUploads } from "../../core/http/multipart";
import { accessedItem, projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { presentFile } from "../attachments/present";
import { attachUploads } from "../attachments/store";
import { taskActivity } from "./activity";
import { assertListCurrent } from "./rules";

const taskParams = z.object({ id: zId, task_id: zId });

/**
 * Files attached to a task by themselves (issue 46: dropped or pasted on its description): whoever may edit the
 * task, while its list is current. The task's attachments are as private as the task, as syncAttachmentPrivacy
 * keeps them.
 */
export async function taskFileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { storage, config } = app.deps;

  r.post(
    "/pm/v2/projects/:id/tasks/:task_id/files",
    { config: member("edit", "task"), schema: { params: taskParams, response: { 201: attachmentsAddedAnswer } } },
    async (req, reply) => {
      const access = projectAccessOf(req);
      const { task, list } = accessedItem(req, "task");
      // Refused before any byte is stored.
      assertListCurrent(list);
      const { uploads } = await readBody(req, filesOnlyBody, { storage, maxBytes: config.uploadMaxBytes });
      const { added, activity } = await withUploads(storage, uploads, async () => {
        if (uploads.length === 0) throw invalidField("files", FILES_MESSAGES.attachFile);
        return db.transaction(async (tx) => {
          const rows = await attachUploads(tx, {
            projectId: access.project.id,
            fileableType: "task",
            fileableId: task.id,
            uploads,
            userId: access.userId,
            isPrivate: task.isPrivate,
          });
          const log = taskActivity(requireUser(req), task, list, "update_task", "update", {
            files_added: rows.map((f) => f.name),
          });
          return { added: rows, activity: await recordActivity(tx, log), removed: [] as string[] };
        });
      });
      const data = added.map(presentFile);
      return reply.status(201).send(written(FILES_DONE.filesAttached, data, presentActivity(activity)));
    },
  );
}
