import { moduleListsAnswer, moduleUpdateBody, moduleWrittenAnswer, SETTINGS_DONE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager, signedIn } from "../../core/policy/route-access";
import { listModules, updateModule } from "./service";

/** The Modules screen: every signed-in user reads (menus hide switched-off modules), global managers switch. */
export async function moduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    "/pm-pro/v2/module-lists",
    { config: signedIn(), schema: { response: { 200: moduleListsAnswer } } },
    async (req) => {
      requireUser(req);
      return item(await listModules(db, app.featureModules));
    },
  );

  const update = { body: moduleUpdateBody, response: { 200: moduleWrittenAnswer } };
  r.post("/pm-pro/v2/module-update", { config: globalManager(), schema: update }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const { module, activity } = await updateModule(db, me, app.featureModules, req.body);
    const message = module.enabled ? SETTINGS_DONE.moduleActivated : SETTINGS_DONE.moduleDeactivated;
    return written(message, module, activity ? presentActivity(activity) : undefined);
  });
}
