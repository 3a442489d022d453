import {
  createWebhookBody,
  projectDeliveryParams,
  projectWebhookParams,
  updateWebhookBody,
  WEBHOOK_DONE,
  webhookDeletedAnswer,
  webhookDeliveriesAnswer,
  webhookDeliveriesQuery,
  webhookDeliveryWrittenAnswer,
  webhookSecretWrittenAnswer,
  webhooksAnswer,
  webhookWrittenAnswer,
  workspaceDeliveryParams,
  workspaceWebhookParams,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { accessedItem, declareItemLoader, projectAccessOf } from "../../core/policy/addressed-items";
import { globalManager, member, type RouteAccess } from "../../core/policy/route-access";
import {
  listDeliveries,
  listedWebhook,
  listWebhooks,
  loadDelivery,
  loadWebhook,
  type WebhookRow,
  type WebhookScope,
  webhookLoader,
} from "./load";
import { presentDelivery, presentWebhook } from "./present";
import {
  createWebhook,
  deleteWebhook,
  pingWebhook,
  resendDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./service";

/** How one set of routes finds its scope and its endpoint: the workspace's, or a project's. */
type ScopeRoutes = {
  base: string;
  params: z.ZodObject;
  hookParams: z.ZodObject;
  deliveryParams: z.ZodObject;
  /** Who may call the collection (list, create) and the routes naming one endpoint. */
  collectionAccess: { access: RouteAccess };
  hookAccess: { access: RouteAccess };
  scopeOf: (req: FastifyRequest) => WebhookScope;
  hookOf: (req: FastifyRequest) => Promise<WebhookRow>;
};

function scopeRoutes(app: FastifyInstance, s: ScopeRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const config = app.deps.config;
  const hookPath = `${s.base}/:hook_id`;
  const present = async (hook: WebhookRow) => presentWebhook(await listedWebhook(db, hook));

  r.get(
    s.base,
    { config: s.collectionAccess, schema: { params: s.params, response: { 200: webhooksAnswer } } },
    async (req) => item((await listWebhooks(db, s.scopeOf(req))).map(presentWebhook)),
  );

  r.post(
    s.base,
    { config: s.collectionAccess, schema: { params: s.params, response: { 201: webhookSecretWrittenAnswer } } },
    async (req, reply) => {
      const scope = s.scopeOf(req);
      // Judged after the caller: someone refused learns nothing from validation messages.
      const body = createWebhookBody.parse(req.body ?? {});
      const hook = await createWebhook(db, config, requireUser(req), scope, body);
      return reply.status(201).send(written(WEBHOOK_DONE.created, { ...(await present(hook)), secret: hook.secret }));
    },
  );

  r.post(
    `${hookPath}/update`,
    { config: s.hookAccess, schema: { params: s.hookParams, response: { 200: webhookWrittenAnswer } } },
    async (req) => {
      const hook = await s.hookOf(req);
      const body = updateWebhookBody.parse(req.body ?? {});
      return written(
        WEBHOOK_DONE.updated,
        await present(await updateWebhook(db, config, requireUser(req), hook, body)),
      );
    },
  );

  r.post(
    `${hookPath}/rotate-secret`,
    { config: s.hookAccess, schema: { params: s.hookParams, response: { 200: webhookSecretWrittenAnswer } } },
    async (req) => {
      const hook = await rotateWebhookSecret(db, requireUser(req), await s.hookOf(req));
      return written(WEBHOOK_DONE.rotated, { ...(await present(hook)), secret: hook.secret });
    },
  );

  r.post(
    `${hookPath}/test`,
    { config: s.hookAccess, schema: { params: s.hookParams, response: { 200: webhookWrittenAnswer } } },
    async (req) => {
      const hook = await s.hookOf(req);
      await pingWebhook(db, requireUser(req), hook);
      return written(WEBHOOK_DONE.pinged, await present(hook));
    },
  );

  r.get(
    `${hookPath}/deliveries`,
    {
      config: s.hookAccess,
      schema: { params: s.hookParams, querystring: webhookDeliveriesQuery, response: { 200: webhookDeliveriesAnswer } },
    },
    async (req) => {
      const hook = await s.hookOf(req);
      const p = paging(req.query.page, req.query.per_page);
      const { rows, total } = await listDeliveries(db, hook, p.perPage, p.offset);
      return collection(rows.map(presentDelivery), total, p);
    },
  );

  r.post(
    `${hookPath}/deliveries/:delivery_id/resend`,
    { config: s.hookAccess, schema: { params: s.deliveryParams, response: { 200: webhookDeliveryWrittenAnswer } } },
    async (req) => {
      const hook = await s.hookOf(req);
      // Validated by `deliveryParams` (either scope's): the shared builder cannot carry each scope's type.
      const delivery = await loadDelivery(db, hook, (req.params as { delivery_id: number }).delivery_id);
      await resendDelivery(db, hook, delivery);
      return written(WEBHOOK_DONE.resent, presentDelivery(delivery));
    },
  );

  r.post(
    `${hookPath}/delete`,
    { config: s.hookAccess, schema: { params: s.hookParams, response: { 200: webhookDeletedAnswer } } },
    async (req) => {
      const hook = await s.hookOf(req);
      await deleteWebhook(db, hook);
      return written(WEBHOOK_DONE.deleted, { id: hook.id });
    },
  );
}

/**
 * Outgoing webhooks: the workspace's (global managers: every project they see) and each project's (its
 * managers). The routes naming one endpoint are registered in the order the permission matrix calls them.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  declareItemLoader(app, "webhook", webhookLoader);
  const workspace = { projectId: null };
  scopeRoutes(app, {
    base: "/pm-pro/v2/webhooks",
    params: z.object({}),
    hookParams: workspaceWebhookParams,
    deliveryParams: workspaceDeliveryParams,
    collectionAccess: globalManager(),
    hookAccess: globalManager(),
    scopeOf: () => workspace,
    // Validated by `workspaceWebhookParams` before the handler runs.
    hookOf: (req) => loadWebhook(db, workspace, (req.params as { hook_id: number }).hook_id),
  });
  scopeRoutes(app, {
    base: "/pm-pro/v2/projects/:id/webhooks",
    params: z.object({ id: zId }),
    hookParams: projectWebhookParams,
    deliveryParams: projectDeliveryParams,
    collectionAccess: member("manage"),
    hookAccess: member("manage", "webhook"),
    scopeOf: (req) => ({ projectId: projectAccessOf(req).project.id }),
    hookOf: async (req) => accessedItem(req, "webhook"),
  });
}
