import {
  KANBOARD_DONE,
  type ListViewType,
  listViewTypeBody,
  listViewTypeItemAnswer,
  listViewTypeWrittenAnswer,
  zId,
} from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { projectViewTypes } from "../../db/schema";

const projectParams = z.object({ id: zId });

/**
 * The original's per-user `list_view_type`: whether this person sees the project's tasks as lists or as the
 * kanboard. Kept on the server, so every browser and device agrees; "list" until chosen.
 */
export async function kanboardViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const path = "/pm-pro/v2/projects/:id/list-view-type";

  const read = { params: projectParams, response: { 200: listViewTypeItemAnswer } };
  r.get(path, { config: member("see"), schema: read }, async (req) => {
    const me = requireUser(req);
    const access = projectAccessOf(req);
    const [row] = await db
      .select({ viewType: projectViewTypes.viewType })
      .from(projectViewTypes)
      .where(and(eq(projectViewTypes.projectId, access.project.id), eq(projectViewTypes.userId, me.id)));
    return item({ list_view_type: (row?.viewType ?? "list") as ListViewType });
  });

  const save = { params: projectParams, body: listViewTypeBody, response: { 200: listViewTypeWrittenAnswer } };
  r.post(path, { config: member("see"), schema: save }, async (req) => {
    const me = requireUser(req);
    const access = projectAccessOf(req);
    const viewType = req.body.list_view_type;
    await db
      .insert(projectViewTypes)
      .values({ projectId: access.project.id, userId: me.id, viewType })
      .onConflictDoUpdate({ target: [projectViewTypes.projectId, projectViewTypes.userId], set: { viewType } });
    return written(KANBOARD_DONE.listViewSaved, { list_view_type: viewType });
  });
}
