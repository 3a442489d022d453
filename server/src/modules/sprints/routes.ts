import {
  addSprintTasksBody,
  completeSprintBody,
  createSprintBody,
  SPRINT_DONE,
  SPRINTS_PER_PAGE,
  sprintCompletedAnswer,
  sprintDeletedAnswer,
  sprintItemAnswer,
  sprintListQuery,
  sprintParams,
  sprintQuery,
  sprintsPageAnswer,
  sprintTaskParams,
  sprintTaskRemovedAnswer,
  sprintWrittenAnswer,
  updateSprintBody,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, includes, item, paging, written } from "../../core/http/envelope";
import { accessedItem, declareUnplacedItemLoader } from "../../core/policy/addressed-items";
import { member, signedIn } from "../../core/policy/route-access";
import { sprintLoader } from "./access";
import { presentSprint } from "./present";
import { listSprints } from "./read";
import { addSprintTasks, removeSprintTask } from "./sprint-tasks";
import { presentedSprint, presentLoadedSprint } from "./view";
import { completeSprint, createSprint, deleteSprint, updateSprint } from "./write-sprint";

const BASE = "/pm-pro/v2/sprints";

/**
 * Sprints (issue 20): global, not per project. Who may do what is the sprint policy (access.ts); the route
 * declarations say it in the permission matrix's words: reading the list is for everyone signed in (each sees
 * the sprints of his projects), creating asks for manage rights, the rest for the sprint's editors.
 */
export async function sprintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  declareUnplacedItemLoader(app, "sprint", sprintLoader);

  const list = async (me: ReturnType<typeof requireUser>, q: typeof sprintListQuery._output) => {
    const p = paging(q.page, q.per_page, SPRINTS_PER_PAGE);
    const want = includes(q.with);
    const { entries, total } = await listSprints(db, me, q, p);
    const data = entries.map((e) =>
      presentSprint(e.sprint, e.canEdit, {
        counts: e.counts,
        projects: want.has("projects") ? e.projects : undefined,
        creator: want.has("creator") ? e.creator : undefined,
      }),
    );
    const page = collection(data, total, p);
    // The spec's Sprint carries found_rows beside per_page and total_pages.
    return { ...page, meta: { pagination: { ...page.meta.pagination, found_rows: total } } };
  };

  const listed = { querystring: sprintListQuery, response: { 200: sprintsPageAnswer } };
  r.get(BASE, { config: signedIn(), schema: listed }, async (req) => list(requireUser(req), req.query));

  // The original's client asks again after a change and ignores a failure; same answer as the list.
  r.get(`${BASE}/refresh`, { config: signedIn(), schema: listed }, async (req) => list(requireUser(req), req.query));

  const created = { body: createSprintBody, response: { 201: sprintWrittenAnswer } };
  r.post(BASE, { config: member("manage"), schema: created }, async (req, reply) => {
    const me = requireUser(req);
    const sprint = await createSprint(db, me, req.body);
    const data = await presentedSprint(db, me, sprint.id, new Set(["projects", "creator"]));
    return reply.status(201).send(written(SPRINT_DONE.created, data));
  });

  r.get(
    `${BASE}/:id`,
    {
      config: member("see", "sprint"),
      schema: { params: sprintParams, querystring: sprintQuery, response: { 200: sprintItemAnswer } },
    },
    async (req) =>
      item(await presentLoadedSprint(db, requireUser(req), accessedItem(req, "sprint"), includes(req.query.with))),
  );

  r.post(
    `${BASE}/:id/update`,
    {
      config: member("edit", "sprint"),
      schema: { params: sprintParams, body: updateSprintBody, response: { 200: sprintWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      await updateSprint(db, me, req.params.id, req.body);
      const data = await presentedSprint(db, me, req.params.id, new Set(["projects", "creator"]));
      return written(SPRINT_DONE.updated, data);
    },
  );

  r.post(
    `${BASE}/:id/delete`,
    {
      config: member("remove", "sprint"),
      schema: { params: sprintParams, response: { 200: sprintDeletedAnswer } },
    },
    async (req) => {
      await deleteSprint(db, req.params.id);
      return written(SPRINT_DONE.deleted, { id: req.params.id });
    },
  );

  r.post(
    `${BASE}/:id/tasks`,
    {
      config: member("edit", "sprint"),
      schema: { params: sprintParams, body: addSprintTasksBody, response: { 200: sprintWrittenAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      await addSprintTasks(db, me, req.params.id, req.body.task_ids);
      return written(SPRINT_DONE.tasksAdded, await presentedSprint(db, me, req.params.id, new Set(["tasks"])));
    },
  );

  r.post(
    `${BASE}/:id/tasks/:task_id/delete`,
    {
      config: member("edit", "sprint"),
      schema: { params: sprintTaskParams, response: { 200: sprintTaskRemovedAnswer } },
    },
    async (req) => {
      await removeSprintTask(db, requireUser(req), req.params.id, req.params.task_id);
      return written(SPRINT_DONE.taskRemoved, { id: req.params.task_id, sprint_id: req.params.id });
    },
  );

  r.post(
    `${BASE}/:id/complete`,
    {
      config: member("edit", "sprint"),
      schema: { params: sprintParams, body: completeSprintBody, response: { 200: sprintCompletedAnswer } },
    },
    async (req) => {
      const me = requireUser(req);
      const { moved, moveTo } = await completeSprint(db, me, req.params.id, req.body);
      const data = await presentedSprint(db, me, req.params.id, new Set(["projects", "creator"]));
      return written(SPRINT_DONE.completed, { ...data, moved_tasks: moved, moved_to_sprint_id: moveTo });
    },
  );
}
