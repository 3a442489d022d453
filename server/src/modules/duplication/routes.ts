import { DONE, listDuplicatedAnswer, projectDuplicatedAnswer, zId } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { accessedItem, declareUnplacedItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { loadProjectAccess } from "../../core/policy/project-access";
import { creates, globalManager } from "../../core/policy/route-access";
import { presentProject } from "../projects/present";
import { membersOf } from "../projects/queries";
import { presentLists } from "../task-lists/routes";
import { duplicateTaskList } from "./copy-list";
import { duplicateProject } from "./copy-project";
import { duplicatedListLoader } from "./load";

const params = z.object({ id: zId });

export async function duplicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.post(
    "/pm-pro/v2/duplicate/project/:id",
    { config: globalManager({ ofProject: true }), schema: { params, response: { 201: projectDuplicatedAnswer } } },
    async (req, reply) => {
      const me = requireUser(req);
      const original = projectAccessOf(req);
      const { project, activity } = await duplicateProject(db, me, original);
      const access = await loadProjectAccess(db, me, project.id);
      const members = await membersOf(db, [project.id]);
      const data = presentProject(project, { members: members.get(project.id), access });
      return reply.status(201).send(written(DONE.projectDuplicated, data, presentActivity(activity)));
    },
  );

  // The list's address has no project: its loader reads it, and the declared rule judges the copy.
  declareUnplacedItemLoader(app, "list", duplicatedListLoader);
  const duplicateList = async (req: FastifyRequest) => {
    const access = projectAccessOf(req);
    const { list, activity } = await duplicateTaskList(db, requireUser(req), access, accessedItem(req, "list"));
    const [data] = await presentLists(db, access, [list], {});
    return written(DONE.listDuplicated, data, presentActivity(activity));
  };
  r.post(
    "/pm-pro/v2/duplicate/list/:id",
    { config: creates("list", "list"), schema: { params, response: { 201: listDuplicatedAnswer } } },
    async (req, reply) => reply.status(201).send(await duplicateList(req)),
  );
  // The spec's client duplicates a list with GET. A GET that writes, answered on a session cookie, would let
  // any web page make copies behind a user's back: taken from API tokens only.
  r.get(
    "/pm-pro/v2/duplicate/list/:id",
    {
      config: creates("list", "list", { tokenOnly: true }),
      schema: { params, response: { 201: listDuplicatedAnswer } },
    },
    // Refused to a session cookie (405) by its declared rule (core/policy/enforce-access).
    async (req, reply) => reply.status(201).send(await duplicateList(req)),
  );
}
