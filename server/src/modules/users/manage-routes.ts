import { PEOPLE_MESSAGES as M, updateUserBody, userWrittenAnswer, zId } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { written } from "../../core/http/envelope";
import { globalManager } from "../../core/policy/route-access";
import { deactivateUser, deleteUser, reactivateUser, revokeSessions, sendPasswordReset, updateUser } from "./manage";
import { presentUser } from "./present";

const params = z.object({ id: zId });

/**
 * Administrators manage people (issue 42, point 6): global managers only; other global managers and the flag
 * itself are the administrator's (users/manage-rules.ts). Each answers the user as he now is, and the
 * workspace activity it wrote.
 */
export async function userManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const response = { 200: userWrittenAnswer };
  const route = { config: globalManager(), schema: { params, response } };

  r.post(
    "/pm/v2/users/:id",
    { config: globalManager(), schema: { params, body: updateUserBody, response } },
    async (req) => {
      const { user, activity } = await updateUser(db, requireUser(req), req.params.id, req.body);
      return written(M.userUpdated, presentUser(user), activity && presentActivity(activity));
    },
  );

  r.post("/pm/v2/users/:id/deactivate", route, async (req) => {
    const { user, activity } = await deactivateUser(db, requireUser(req), req.params.id);
    return written(M.userDeactivated, presentUser(user), presentActivity(activity));
  });

  r.post("/pm/v2/users/:id/reactivate", route, async (req) => {
    const { user, activity } = await reactivateUser(db, requireUser(req), req.params.id);
    return written(M.userReactivated, presentUser(user), presentActivity(activity));
  });

  r.post("/pm/v2/users/:id/delete", route, async (req) => {
    const { user, activity } = await deleteUser(db, requireUser(req), req.params.id);
    return written(M.userDeleted, presentUser(user), presentActivity(activity));
  });

  r.post("/pm/v2/users/:id/password-reset", route, async (req) => {
    const { user, activity } = await sendPasswordReset(db, requireUser(req), req.params.id, app.deps.config.publicUrl);
    return written(M.resetSent.replace("{email}", user.email), presentUser(user), presentActivity(activity));
  });

  r.post("/pm/v2/users/:id/sessions/revoke", route, async (req) => {
    const { user, activity } = await revokeSessions(db, requireUser(req), req.params.id, req.auth?.sessionHash);
    return written(M.sessionsRevoked, presentUser(user), presentActivity(activity));
  });
}
