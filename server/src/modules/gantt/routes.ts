import {
  createGanttLinkBody,
  GANTT_DONE,
  ganttChartAnswer,
  ganttLinkParams,
  ganttLinkWrittenAnswer,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { sendCached } from "../../core/http/read-cache";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { member } from "../../core/policy/route-access";
import { readChartJson } from "./chart";
import { createLink, deleteLink, ganttLinkLoader } from "./links";
import { presentLink } from "./present";

const projectParams = z.object({ id: zId });

/** The chart and its dependency links (issue 20 points 1 and 3), at the spec's pm-pro/v2 paths. */
export async function ganttRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/projects/:id/gantt";
  declareItemLoader(app, "gantt_link", ganttLinkLoader);

  // The whole chart in one answer, kept by the read cache under the project's data version (a link, a
  // task, a list or the auto-schedule setting changing gives a new version). PostgreSQL writes the JSON;
  // sendCached holds it against the declared answer in the test apps.
  const chart = { params: projectParams, response: { 200: ganttChartAnswer } };
  r.get(base, { config: member("see"), schema: chart }, async (req, reply) => {
    const access = projectAccessOf(req);
    return sendCached(req, reply, access.cacheVersion, () => readChartJson(db, access));
  });

  r.post(
    base,
    {
      config: member("edit", "gantt_link"),
      schema: { params: projectParams, body: createGanttLinkBody, response: { 201: ganttLinkWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const access = projectAccessOf(req);
      const link = await createLink(db, me, access, req.body);
      return reply.status(201).send(written(GANTT_DONE.linkCreated, presentLink(link)));
    },
  );

  r.post(
    `${base}/:link_id/delete`,
    {
      config: member("edit", "gantt_link"),
      schema: { params: ganttLinkParams, response: { 200: ganttLinkWrittenAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const link = await deleteLink(db, access, accessedItem(req, "gantt_link").link);
      return written(GANTT_DONE.linkDeleted, presentLink(link));
    },
  );
}
