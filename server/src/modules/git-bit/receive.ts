import { deliveryAnswer, GIT_BIT_SETTING_KEY, gitBitSettingValue, zId } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { item } from "../../core/http/envelope";
import { forbidden, invalidField, notFound, unauthorized } from "../../core/http/errors";
import { keepRawBodies, rawBodyOf } from "../../core/http/raw-body";
import { bodyDigest, claimInbound, registerInboundSweep, releaseInbound } from "../../core/inbound/claims";
import { anyone } from "../../core/policy/route-access";
import type { Db } from "../../db/client";
import { gitBitDeliveries, settings } from "../../db/schema";
import { applyDelivery } from "./apply";
import { type Delivery, readBitbucket, readGithub, type Source, senderLogin } from "./events";
import { loadHook, sameSecret, signatureMatches } from "./hook";

const WRONG_URL = "Wrong Url";

type Claim = { source: Source; deliveryId: string; projectId: number; raw: Buffer };

/**
 * A body is remembered by its digest, per project (a repository's two hooks send one body to two projects):
 * the signature covers the body only, so a captured delivery resent under a new delivery id is the same body.
 */
const bodyKey = (c: Claim) => `${c.projectId}:${bodyDigest(c.raw)}`;

/**
 * Claims a delivery by its id and by its body's digest, both or neither: true when neither was seen (act on
 * it). Two at once: the second waits on the first's keys, then finds them taken.
 */
async function claimDelivery(db: Db, c: Claim): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimInbound(tx, c.source, bodyKey(c)))) return false;
    const byId = await tx
      .insert(gitBitDeliveries)
      .values({ source: c.source, deliveryId: c.deliveryId, projectId: c.projectId })
      .onConflictDoNothing()
      .returning();
    if (byId.length > 0) return true;
    await releaseInbound(tx, c.source, bodyKey(c));
    return false;
  });
}

/** Handling failed: the provider's retry of this delivery (same id, same body) is heard again. */
async function releaseDelivery(db: Db, c: Claim): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseInbound(tx, c.source, bodyKey(c));
    await tx
      .delete(gitBitDeliveries)
      .where(and(eq(gitBitDeliveries.source, c.source), eq(gitBitDeliveries.deliveryId, c.deliveryId)));
  });
}
const NOT_ENABLED = "Settings is not enabled";

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * `POST pm-pro/v2/integrations/{project_id}?token=…`: GitHub's and Bitbucket's issue webhooks. The token in the
 * address is the credential (compared in constant time); a shared secret, when set, must sign the body. A
 * delivery is handled once: its id and its body's digest are claimed first and released if handling fails, so
 * the provider's retry works and a replay, under its own id or a new one, changes nothing.
 */
export async function gitBitReceiveRoutes(app: FastifyInstance) {
  // This plugin's own parsers: JSON and GitHub's form encoding (payload=…), each keeping the raw body.
  keepRawBodies(app, { formPayload: "payload" });
  registerInboundSweep();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.post(
    "/pm-pro/v2/integrations/:project_id",
    {
      config: { ...anyone(), formBody: true },
      schema: {
        params: z.object({ project_id: zId }),
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: deliveryAnswer },
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
      const claim: Claim = { source, deliveryId: delivery.deliveryId.slice(0, 200), projectId, raw: rawBodyOf(req) };
      if (!(await claimDelivery(db, claim))) return item({ result: "already handled" });
      try {
        return item(await applyDelivery(db, projectId, delivery));
      } catch (err) {
        await releaseDelivery(db, claim);
        throw err;
      }
    },
  );
}
