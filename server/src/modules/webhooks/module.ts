import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { installWebhookEvents } from "./consumer";
import { installWebhookDelivery } from "./delivery";
import { webhookRoutes } from "./routes";

async function webhookRules() {
  installWebhookEvents();
  installWebhookDelivery();
}

/**
 * Outgoing webhooks (module `webhooks`): signed JSON deliveries of project changes to endpoints that global
 * managers (the workspace's) and project managers (their project's) register. While the module is off nothing
 * is queued and its routes answer module_disabled; endpoints and their logs stay.
 */
export const webhooksModule = addOnModule(
  {
    path: MODULE.webhooks,
    name: "Webhooks",
    description:
      "Send signed notices of project changes (tasks, lists, comments, milestones, files, time, invoices) to other services.",
    thumbnail: null,
  },
  webhookRules,
  webhookRoutes,
);
