import {
  GIT_BIT_MESSAGES,
  hookRegeneratedAnswer,
  saveUsersMapBody,
  userMapAnswer,
  userMapWrittenAnswer,
  zId,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { projectAccessOf } from "../../core/policy/addressed-items";
import { authorize, policy } from "../../core/policy/policy";
import { loadProjectAccess } from "../../core/policy/project-access";
import { member } from "../../core/policy/route-access";
import { regenerateHookToken, webhookUrl } from "./hook";
import { readUserMap, saveUserMap } from "./user-map";

const params = z.object({ id: zId });

/** The card's user map and the webhook address, for the project's managers. */
export async function gitBitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  const map = { params, response: { 200: userMapAnswer } };
  r.get("/pm/v2/projects/:id/users_map_name", { config: member("manage"), schema: map }, async (req) => {
    const access = projectAccessOf(req);
    return item(await readUserMap(db, access.project.id));
  });

  r.post(
    "/pm/v2/save_users_map_name",
    { config: member("manage"), schema: { body: saveUsersMapBody, response: { 200: userMapWrittenAnswer } } },
    async (req) => {
      const access = await loadProjectAccess(db, requireUser(req), req.body.project_id);
      authorize(policy.manageProject(access));
      return written(GIT_BIT_MESSAGES.mapped, await saveUserMap(db, req.body));
    },
  );

  r.post(
    "/pm-pro/v2/projects/:id/integrations/git-bit/regenerate",
    { config: member("manage"), schema: { params, response: { 200: hookRegeneratedAnswer } } },
    async (req) => {
      const access = projectAccessOf(req);
      const hook = await regenerateHookToken(db, access.project.id);
      return written(GIT_BIT_MESSAGES.regenerated, {
        webhook_url: webhookUrl(app.deps.config.publicUrl, hook.projectId, hook.token),
      });
    },
  );
}
