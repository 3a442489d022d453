import {
  assignedUsersAnswer,
  createUserBody,
  DONE,
  listUsersQuery,
  PEOPLE_MESSAGES,
  usersPageAnswer,
  userWrittenAnswer,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { forbidden } from "../../core/http/errors";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, signedIn } from "../../core/policy/route-access";
import { presentUser } from "./present";
import { createUser, listAssignedUsers, listUsers } from "./service";

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  const list = { querystring: listUsersQuery, response: { 200: usersPageAnswer } };
  r.get("/pm/v2/users", { config: signedIn(), schema: list }, async (req) => {
    const me = requireUser(req);
    const p = paging(req.query.page, req.query.per_page, 50);
    const viewer = { id: me.id, everyone: hasGlobalManage(me) };
    const { rows, total } = await listUsers(db, viewer, req.query.query, p, req.query.status);
    return collection(rows.map(presentUser), total, p);
  });

  const create = { body: createUserBody, response: { 201: userWrittenAnswer } };
  r.post("/pm/v2/users", { config: globalManager(), schema: create }, async (req, reply) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    // Only the administrator may hand out the global manager capability.
    if (req.body.manager && !me.isAdmin) throw forbidden(PEOPLE_MESSAGES.onlyAdminSetsManagers);
    const row = await createUser(db, {
      email: req.body.email,
      displayName: req.body.display_name,
      password: req.body.password,
      isManager: req.body.manager ?? false,
    });
    return reply.status(201).send(written(DONE.userCreated, presentUser(row)));
  });

  r.get(
    "/pm/v2/assigned_users",
    { config: signedIn(), schema: { response: { 200: assignedUsersAnswer } } },
    async (req) => {
      const me = requireUser(req);
      const rows = await listAssignedUsers(db, me.id, hasGlobalManage(me));
      return item(rows.map(presentUser));
    },
  );
}
