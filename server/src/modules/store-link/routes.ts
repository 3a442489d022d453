import {
  STORE_LINK_MESSAGES,
  storeLinkBody,
  storeLinkDeletedAnswer,
  storeLinksAnswer,
  storeLinksQuery,
  storeLinkWrittenAnswer,
  storeProductBody,
  storeProductsPageAnswer,
  storeProductsQuery,
  storeProductWrittenAnswer,
  storeSettingsBody,
  storeSettingsItemAnswer,
  storeSettingsWrittenAnswer,
  zId,
} from "@cairn/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/auth/plugin";
import { collection, item, paging, written } from "../../core/http/envelope";
import { authorize } from "../../core/policy/policy";
import { hasGlobalManage } from "../../core/policy/project-access";
import { globalManager } from "../../core/policy/route-access";
import { createLink, deleteLink, listLinks, loadLink, presentLink, updateLink } from "./links";
import { listProducts, presentProduct, saveProduct } from "./products";
import { loadStoreSettings, presentStoreSettings, saveStoreSettings } from "./settings";

const linkParams = z.object({ link_id: zId });

/**
 * The store link's settings screen: products, links and the webhook's setup, for global managers only (the
 * links decide who joins projects made for strangers). Refused before anything is looked up.
 */
export async function storeLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const base = "/pm-pro/v2/woo-project";
  const manager = (req: FastifyRequest) => {
    const me = requireUser(req);
    authorize(hasGlobalManage(me));
    return me;
  };

  const products = { querystring: storeProductsQuery, response: { 200: storeProductsPageAnswer } };
  r.get(`${base}/products`, { config: globalManager(), schema: products }, async (req) => {
    manager(req);
    const p = paging(req.query.page, req.query.per_page, 100);
    const { rows, total } = await listProducts(db, req.query.search, p);
    return collection(rows.map(presentProduct), total, p);
  });

  // 201 for a product Cairn did not know, 200 for one it renamed.
  const product = {
    body: storeProductBody,
    response: { 200: storeProductWrittenAnswer, 201: storeProductWrittenAnswer },
  };
  r.post(`${base}/products`, { config: globalManager(), schema: product }, async (req, reply) => {
    manager(req);
    const { product, created } = await saveProduct(db, req.body);
    return reply.status(created ? 201 : 200).send(written(STORE_LINK_MESSAGES.productSaved, presentProduct(product)));
  });

  const links = { querystring: storeLinksQuery, response: { 200: storeLinksAnswer } };
  r.get(`${base}/project`, { config: globalManager(), schema: links }, async (req) => {
    manager(req);
    return item((await listLinks(db, req.query.ids)).map(presentLink));
  });

  const created = { body: storeLinkBody, response: { 201: storeLinkWrittenAnswer } };
  r.post(`${base}/project`, { config: globalManager(), schema: created }, async (req, reply) => {
    const me = manager(req);
    const link = await createLink(db, req.body, me.id);
    return reply.status(201).send(written(STORE_LINK_MESSAGES.linkCreated, presentLink(await loadLink(db, link.id))));
  });

  r.post(
    `${base}/project/:link_id`,
    {
      config: globalManager(),
      schema: { params: linkParams, body: storeLinkBody, response: { 200: storeLinkWrittenAnswer } },
    },
    async (req) => {
      const me = manager(req);
      await updateLink(db, req.params.link_id, req.body, me.id);
      return written(STORE_LINK_MESSAGES.linkUpdated, presentLink(await loadLink(db, req.params.link_id)));
    },
  );

  r.post(
    `${base}/project/:link_id/delete`,
    { config: globalManager(), schema: { params: linkParams, response: { 200: storeLinkDeletedAnswer } } },
    async (req) => {
      manager(req);
      await deleteLink(db, req.params.link_id);
      return written(STORE_LINK_MESSAGES.linkDeleted, null);
    },
  );

  r.get(
    `${base}/settings`,
    { config: globalManager(), schema: { response: { 200: storeSettingsItemAnswer } } },
    async (req) => {
      manager(req);
      return item(presentStoreSettings(await loadStoreSettings(db), app.deps.config.publicUrl));
    },
  );

  const settings = { body: storeSettingsBody, response: { 200: storeSettingsWrittenAnswer } };
  r.post(`${base}/settings`, { config: globalManager(), schema: settings }, async (req) => {
    const me = manager(req);
    const row = await saveStoreSettings(db, req.body, me.id);
    return written(STORE_LINK_MESSAGES.settingsSaved, presentStoreSettings(row, app.deps.config.publicUrl));
  });
}
