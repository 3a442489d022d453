import { genericOrderBody, STORE_LINK_MESSAGES, storeWebhookAnswer, wooOrderBody } from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { item } from "../../core/http/envelope";
import { notFound, unauthorized } from "../../core/http/errors";
import { keepRawBodies, rawBodyOf } from "../../core/http/raw-body";
import { anyone } from "../../core/policy/route-access";
import { acceptOrder } from "./intake";
import { loadStoreSettings, signatureMatches, tokenMatches } from "./settings";

/** The WooCommerce topics that carry an order; any other topic is acknowledged and ignored. */
const ORDER_TOPICS = new Set(["order.created", "order.updated"]);

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** WooCommerce's ping when a webhook is saved: a form body `webhook_id=…`, unsigned; it must get a 2xx. */
const isPing = (req: FastifyRequest) =>
  Boolean(req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) &&
  typeof (req.body as { webhook_id?: unknown } | undefined)?.webhook_id === "string";

/**
 * `POST pm-pro/v2/woo-project/webhook?token=…[&format=generic]`: the shop's order webhooks. The token in the
 * address is the first credential (a wrong one: 404, as if the address did not exist); the signature of the
 * raw body with the shared secret is the second (401). Nothing is written before both pass.
 */
export async function storeWebhookRoutes(app: FastifyInstance) {
  // This plugin's own parsers: JSON and WooCommerce's form-encoded ping, each keeping the raw body.
  keepRawBodies(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.post(
    "/pm-pro/v2/woo-project/webhook",
    {
      config: { ...anyone(), formBody: true },
      schema: {
        querystring: z.object({
          token: z.string().max(200).optional(),
          format: z.enum(["woocommerce", "generic"], { error: "Format is woocommerce or generic." }).optional(),
        }),
        response: { 200: storeWebhookAnswer },
      },
    },
    async (req) => {
      const settings = await loadStoreSettings(db);
      if (!settings || !tokenMatches(settings, req.query.token)) throw notFound(STORE_LINK_MESSAGES.wrongUrl);
      if (isPing(req)) return item({ result: "pong" });
      if (!settings.secret) throw unauthorized(STORE_LINK_MESSAGES.noSecret);
      const signature = header(req, "x-wc-webhook-signature") ?? header(req, "x-cairn-signature");
      if (!signatureMatches(rawBodyOf(req), settings.secret, signature)) {
        throw unauthorized(STORE_LINK_MESSAGES.badSignature);
      }
      const generic = req.query.format === "generic";
      const topic = header(req, "x-wc-webhook-topic");
      if (!generic && topic !== undefined && !ORDER_TOPICS.has(topic)) return item({ result: "ignored", products: [] });
      // A refusal here is a 400 with the fields (the thrown ZodError); the shop's log shows it.
      const order = (generic ? genericOrderBody : wooOrderBody).parse(req.body ?? {});
      return item(await acceptOrder(db, order));
    },
  );
}
