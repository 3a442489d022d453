import {
  createTaskTypeBody,
  DEFAULT_TASK_TYPE_COLOR,
  TASK_TYPE_DONE,
  taskTypeDeletedAnswer,
  taskTypeParams,
  taskTypesAnswer,
  taskTypeWrittenAnswer,
  updateTaskTypeBody,
} from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, signedIn } from "../../core/policy/route-access";
import { taskTypes } from "../../db/schema";
import { listTaskTypes, loadTaskType, presentTaskType } from "./load";

/**
 * The workspace's task types (Settings → Task types): everyone signed in reads them (the task form's
 * picker), global managers keep them. Deleting one leaves its tasks without a type (the foreign key).
 */
export async function taskTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm/v2/task-types";

  r.get(base, { config: signedIn(), schema: { response: { 200: taskTypesAnswer } } }, async (req) => {
    requireUser(req);
    return item((await listTaskTypes(db)).map(presentTaskType));
  });

  r.post(
    base,
    { config: globalManager(), schema: { response: { 201: taskTypeWrittenAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      // Refused before the body is judged: someone without the right learns nothing from its messages.
      authorize(hasGlobalManage(me));
      const body = createTaskTypeBody.parse(req.body ?? {});
      const [row] = await db
        .insert(taskTypes)
        .values({
          title: body.title,
          description: body.description ?? "",
          color: body.color ?? DEFAULT_TASK_TYPE_COLOR,
          createdBy: me.id,
          updatedBy: me.id,
        })
        .returning();
      return reply.status(201).send(written(TASK_TYPE_DONE.created, presentTaskType(row)));
    },
  );

  const updated = { params: taskTypeParams, response: { 200: taskTypeWrittenAnswer } };
  r.post(`${base}/:id/update`, { config: globalManager(), schema: updated }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const old = await loadTaskType(db, req.params.id);
    const body = updateTaskTypeBody.parse(req.body ?? {});
    const [row] = await db
      .update(taskTypes)
      .set({
        title: body.title ?? old.title,
        description: body.description ?? old.description,
        color: body.color ?? old.color,
        updatedBy: me.id,
        updatedAt: new Date(),
      })
      .where(eq(taskTypes.id, old.id))
      .returning();
    return written(TASK_TYPE_DONE.updated, presentTaskType(row));
  });

  const deleted = { params: taskTypeParams, response: { 200: taskTypeDeletedAnswer } };
  r.post(`${base}/:id/delete`, { config: globalManager(), schema: deleted }, async (req) => {
    authorize(hasGlobalManage(requireUser(req)));
    const old = await loadTaskType(db, req.params.id);
    await db.delete(taskTypes).where(eq(taskTypes.id, old.id));
    return written(TASK_TYPE_DONE.deleted, { id: old.id });
  });
}
