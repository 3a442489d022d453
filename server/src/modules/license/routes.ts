import { licenseActivationBody, SETTINGS_DONE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../core/auth/plugin";
import { item } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { publicKeyFrom } from "./license-key";
import { activateLicense, deleteLicense, licenseStatus } from "./service";

/** The licence screen, for global managers. The app works the same without a licence. */
export async function licenseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  // Parsed once; config already refused a malformed key at start.
  const publicKey = publicKeyFrom(app.deps.config.licensePublicKey);

  r.get("/pm-pro/v2/license/check", async (req) => {
    authorize(hasGlobalManage(requireUser(req)));
    return item(await licenseStatus(db, publicKey));
  });

  r.post("/pm-pro/v2/license/activation", async (req) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    const body = licenseActivationBody.parse(req.body ?? {});
    const data = await activateLicense(db, me, publicKey, body);
    return { message: SETTINGS_DONE.licenseActivated, data };
  });

  r.post("/pm-pro/v2/license/delete", async (req) => {
    authorize(hasGlobalManage(requireUser(req)));
    await deleteLicense(db);
    return { message: SETTINGS_DONE.licenseDeleted };
  });
}
