import { z } from "zod";
import { apiDateAnswer, itemAnswer, listAnswer, pageAnswer, writtenAnswer } from "./common";

/** An outgoing webhook endpoint (pm-pro/v2/webhooks, pm-pro/v2/projects/{id}/webhooks); its secret never. */
export const webhookAnswer = z.object({
  id: z.number().int(),
  /** null: the workspace's (a global manager's, every project he sees). */
  project_id: z.number().int().nullable(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  description: z.string(),
  created_by: z.number().int(),
  creator: z.object({ data: z.object({ id: z.number().int(), display_name: z.string() }).nullable() }),
  created_at: apiDateAnswer.nullable(),
  updated_at: apiDateAnswer.nullable(),
  /** The newest delivery attempt's status code (null: none yet, or no answer). */
  last_status: z.number().int().nullable(),
});
export type Webhook = z.infer<typeof webhookAnswer>;

/** A webhook with its signing secret: the answer of its creation and of a rotation, the only times it is shown. */
export const webhookWithSecretAnswer = webhookAnswer.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretAnswer>;

/** One attempt of one delivery. `message_id` is the webhook-id header, the same on every attempt. */
export const webhookDeliveryAnswer = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  message_id: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  /** delivered: a 2xx; failed: anything else (retried while `error` says the far end may recover). */
  state: z.enum(["delivered", "failed"]),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: apiDateAnswer.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryAnswer>;

export const webhooksAnswer = listAnswer(webhookAnswer);
export const webhookItemAnswer = itemAnswer(webhookAnswer);
export const webhookWrittenAnswer = writtenAnswer(webhookAnswer);
export const webhookSecretWrittenAnswer = writtenAnswer(webhookWithSecretAnswer);
export const webhookDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
export const webhookDeliveriesAnswer = pageAnswer(webhookDeliveryAnswer);
export const webhookDeliveryWrittenAnswer = writtenAnswer(webhookDeliveryAnswer);
