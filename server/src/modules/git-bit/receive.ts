import { GIT_BIT_SETTING_KEY, gitBitSettingValue, zId } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { item } from "../../core/http/envelope";
import { forbidden, invalidField, notFound, unauthorized } from "../../core/http/errors";
import { keepRawBodies, rawBodyOf } from "../../core/http/raw-body";
import { anyone } from "../../core/policy/route-access";
import { gitBitDeliveries, settings } from "../../db/schema";
import { applyDelivery } from "./apply";
import { type Delivery, readBitbucket, readGithub, senderLogin } from "./events";
import { loadHook, sameSecret, signatureMatches } from "./hook";

const WRONG_URL = "Wrong Url";
const NOT_ENABLED = "Settings is not enabled";

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * `POST pm-pro/v2/integrations/{project_id}?token=…`: GitHub's and Bitbucket's issue webhooks. The token in the
 * address is the credential (compared in constant time); a shared secret, when set, must sign the body. A
 * delivery is handled once: its id is claimed first and released if handling fails, so the provider's retry
 * works and a replay changes nothing.
 */
export async function gitBitReceiveRoutes(app: FastifyInstance) {
  // This plugin's own parsers: JSON and GitHub's form encoding (payload=…), each keeping the raw body.
  keepRawBodies(app, { formPayload: "payload" });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.post(
    "/pm-pro/v2/integrations/:project_id",
    {
      config: { ...anyone(), formBody: true },
      schema: {
        params: z.object({ project_id: zId }),
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (req) => {
      const projectId = req.params.project_id;
      const hook = await loadHook(db, projectId);
      if (!hook || !req.query.token || !sameSecret(req.query.token, hook.token)) throw notFound(WRONG_URL);
      const [stored] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(and(eq(settings.projectId, projectId), eq(settings.key, GIT_BIT_SETTING_KEY)));
      const setting = gitBitSettingValue.safeParse(stored?.value ?? {});
      if (!setting.success || setting.data.status !== "enable") throw forbidden(NOT_ENABLED);

      const githubEvent = header(req, "x-github-event");
      const bitbucketEvent = header(req, "x-event-key");
      if (!githubEvent && !bitbucketEvent) throw invalidField("X-GitHub-Event", "Not a GitHub or Bitbucket delivery.");
      const source = githubEvent ? "github" : "bitbucket";
      if (hook.secret) {
        const signature = header(req, githubEvent ? "x-hub-signature-256" : "x-hub-signature");
        if (!signatureMatches(rawBodyOf(req), hook.secret, signature)) {
          throw unauthorized("The signature does not match the secret.");
        }
      }
      if (githubEvent === "ping") return item({ result: "pong" });
      const payload = (req.body ?? {}) as Record<string, unknown>;
      const delivery: Delivery = {
        source,
        deliveryId: (githubEvent ? header(req, "x-github-delivery") : header(req, "x-request-uuid")) ?? "",
        login: senderLogin(source, payload),
        event: githubEvent ? readGithub(githubEvent, payload) : readBitbucket(bitbucketEvent ?? "", payload),
      };
      if (!delivery.deliveryId) throw invalidField("X-GitHub-Delivery", "The delivery has no id.");
      const claimed = await db
        .insert(gitBitDeliveries)
        .values({ source, deliveryId: delivery.deliveryId.slice(0, 200), projectId })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return item({ result: "already handled" });
      try {
        return item(await applyDelivery(db, projectId, delivery));
      } catch (err) {
        await db
          .delete(gitBitDeliveries)
          .where(
            and(
              eq(gitBitDeliveries.source, source),
              eq(gitBitDeliveries.deliveryId, delivery.deliveryId.slice(0, 200)),
            ),
          );
        throw err;
      }
    },
  );
}
