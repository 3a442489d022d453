import { z } from "zod";
import { WEBHOOK_MESSAGES as M, WEBHOOK_EVENTS, type WebhookEvent } from "../webhook-events";
import { pagingFields, zBool, zId } from "./primitives";

/** Where deliveries go: judged by the server's outgoing-request policy too (a 422 when refused). */
const zWebhookUrl = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(2000, "Must be at most 2000 characters.")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), M.urlInvalid);

const zWebhookEvents = z
  .array(
    z
      .string({ error: M.eventUnknown })
      .refine((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e), M.eventUnknown),
    { error: M.eventsRequired },
  )
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENTS.length * 2)
  // Each event once, in the list's own order.
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)) as WebhookEvent[]);

export const createWebhookBody = z.object({
  url: zWebhookUrl,
  events: zWebhookEvents,
  active: zBool.default(true),
  description: z.string({ error: "Must be text." }).trim().max(500, M.descriptionTooLong).default(""),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

/** Fields left out stay as they are. */
export const updateWebhookBody = z.object({
  url: zWebhookUrl.optional(),
  events: zWebhookEvents.optional(),
  active: zBool.optional(),
  description: z.string({ error: "Must be text." }).trim().max(500, M.descriptionTooLong).optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const workspaceWebhookParams = z.object({ hook_id: zId });
export const projectWebhookParams = z.object({ id: zId, hook_id: zId });
export const workspaceDeliveryParams = workspaceWebhookParams.extend({ delivery_id: zId });
export const projectDeliveryParams = projectWebhookParams.extend({ delivery_id: zId });
export const webhookDeliveriesQuery = z.object(pagingFields);
