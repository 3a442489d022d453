import {
  createMilestoneBody,
  DONE,
  listMilestonesQuery,
  milestoneDeletedAnswer,
  milestoneItemAnswer,
  milestoneItemQuery,
  milestonesPageAnswer,
  milestoneWrittenAnswer,
  updateMilestoneBody,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { removeStored } from "../../core/http/multipart";
import { viewerToday } from "../../core/http/viewer-day";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { creates, member } from "../../core/policy/route-access";
import { milestoneLoader } from "./load";
import { presentMilestone } from "./present";
import { extrasOf, listMilestones } from "./queries";
import { createMilestone, deleteMilestone, updateMilestone } from "./service";

const projectParams = z.object({ id: zId });
const milestoneParams = z.object({ id: zId, milestone_id: zId });

export async function milestoneRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const base = "/pm/v2/projects/:id/milestones";
  declareItemLoader(app, "milestone", milestoneLoader);

  r.get(
    base,
    {
      config: member("see"),
      schema: { params: projectParams, querystring: listMilestonesQuery, response: { 200: milestonesPageAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const today = viewerToday(req, me);
      const access = projectAccessOf(req);
      const p = paging(req.query.page, req.query.per_page);
      const { rows, total, groups } = await listMilestones(db, access, req.query.status ?? "all", p, today);
      const extras = await extrasOf(db, access, rows, includes(req.query.with));
      const page = collection(
        rows.map((m) => presentMilestone(m, access, today, extras(m.id))),
        total,
        p,
      );
      return {
        ...page,
        meta: {
          ...page.meta,
          total_upcoming: groups.upcoming,
          total_late: groups.late,
          total_completed: groups.completed,
        },
      };
    },
  );

  r.post(
    base,
    {
      config: creates("milestone"),
      schema: { params: projectParams, body: createMilestoneBody, response: { 201: milestoneWrittenAnswer } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const today = viewerToday(req, me);
      const access = projectAccessOf(req);
      const { milestone, activity } = await createMilestone(db, access, req.body);
      const extras = await extrasOf(db, access, [milestone], new Set());
      const data = presentMilestone(milestone, access, today, extras(milestone.id));
      return reply.status(201).send(written(DONE.milestoneCreated, data, presentActivity(activity)));
    },
  );

  r.get(
    `${base}/:milestone_id`,
    {
      config: member("see", "milestone"),
      schema: { params: milestoneParams, querystring: milestoneItemQuery, response: { 200: milestoneItemAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const today = viewerToday(req, me);
      const access = projectAccessOf(req);
      const milestone = accessedItem(req, "milestone");
      const extras = await extrasOf(db, access, [milestone], includes(req.query.with));
      return item(presentMilestone(milestone, access, today, extras(milestone.id)));
    },
  );

  r.post(
    `${base}/:milestone_id/update`,
    {
      config: member("edit", "milestone"),
      schema: { params: milestoneParams, body: updateMilestoneBody, response: { 200: milestoneWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const today = viewerToday(req, me);
      const access = projectAccessOf(req);
      const old = accessedItem(req, "milestone");
      const { milestone, activity } = await updateMilestone(db, access, old, req.body);
      const extras = await extrasOf(db, access, [milestone], new Set());
      const data = presentMilestone(milestone, access, today, extras(milestone.id));
      return written(DONE.milestoneUpdated, data, activity ? presentActivity(activity) : undefined);
    },
  );

  r.post(
    `${base}/:milestone_id/delete`,
    {
      config: member("remove", "milestone"),
      schema: { params: milestoneParams, response: { 200: milestoneDeletedAnswer } },
    },
    async (req) => {
      const access = projectAccessOf(req);
      const milestone = accessedItem(req, "milestone");
      const { activity, removed } = await deleteMilestone(db, access, milestone);
      await removeStored(app.deps.storage, removed);
      return written(DONE.milestoneDeleted, { id: milestone.id }, presentActivity(activity));
    },
  );
}
