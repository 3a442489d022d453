import {
  licenseActivationBody,
  licenseCheckAnswer,
  licenseDeletedAnswer,
  licenseWrittenAnswer,
  SETTINGS_DONE,
} from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { presentActivity } from "../../core/activity/record";
import { requireUser } from "../../core/auth/plugin";
import { item, written } from "../../core/http/envelope";
import { publicKeyFrom } from "../../core/license/license-key";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager } from "../../core/policy/route-access";
import { activateLicense, deleteLicense, licenseStatus } from "./service";

/** The licence screen, for global managers. The app works the same without a licence. */
export async function licenseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  // Parsed once; config already refused a malformed key at start.
  const publicKey = publicKeyFrom(app.deps.config.licensePublicKey);

  r.get(
    "/pm-pro/v2/license/check",
    { config: globalManager(), schema: { response: { 200: licenseCheckAnswer } } },
    async (req) => {
      authorize(hasGlobalManage(requireUser(req)));
      return item(await licenseStatus(db, publicKey));
    },
  );

  const activation = { response: { 200: licenseWrittenAnswer } };
  r.post("/pm-pro/v2/license/activation", { config: globalManager(), schema: activation }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const body = licenseActivationBody.parse(req.body ?? {});
    const { status, activity } = await activateLicense(db, me, publicKey, body);
    return written(SETTINGS_DONE.licenseActivated, status, presentActivity(activity));
  });

  const deletion = { response: { 200: licenseDeletedAnswer } };
  r.post("/pm-pro/v2/license/delete", { config: globalManager(), schema: deletion }, async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const activity = await deleteLicense(db, me);
    return { message: SETTINGS_DONE.licenseDeleted, ...(activity ? { activity: presentActivity(activity) } : {}) };
  });
}
