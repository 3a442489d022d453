import { MODULE, storeOrderPayload } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { registerJobHandler } from "../../core/jobs/kinds";
import { addOnModule } from "../../core/modules/guard";
import { ORDER_JOB } from "./intake";
import { makeOrderProjects } from "./order-projects";
import { storeWebhookRoutes } from "./receive";
import { storeLinkRoutes } from "./routes";

/** An order accepted while the module was on is finished even if it is switched off meanwhile. */
async function storeLinkRules(_app: FastifyInstance) {
  registerJobHandler(ORDER_JOB, async (payload, ctx) => {
    await makeOrderProjects(ctx.db, storeOrderPayload.parse(payload), ctx.config.publicUrl);
  });
}

/**
 * The store link (issue 22): a shop's products linked to template projects; a paid order makes a copy of each
 * linked template for its customer. An add-on module: switched off, every call (the webhook too) answers 404
 * module_disabled and the settings tab goes; products, links and made projects stay.
 */
export const storeLinkModule = addOnModule(
  {
    path: MODULE.storeLink,
    name: "Store link",
    description:
      "Link your shop's products to template projects: each paid order gets its own copy, with your team and the customer as a client.",
    thumbnail: null,
  },
  storeLinkRules,
  storeWebhookRoutes,
  storeLinkRoutes,
);
