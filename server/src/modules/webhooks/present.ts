import type { Webhook, WebhookDelivery } from "@cairn/shared";
import { presentTimestamp } from "../../core/http/dates";
import type { DeliveryRow, ListedWebhook } from "./load";

/** An endpoint as it leaves the server: never its secret (answered once, by creation and rotation). */
export function presentWebhook({ hook, creatorName, lastStatus }: ListedWebhook): Webhook {
  return {
    id: hook.id,
    project_id: hook.projectId,
    url: hook.url,
    events: hook.events,
    active: hook.active,
    description: hook.description,
    created_by: hook.createdBy,
    creator: { data: creatorName === null ? null : { id: hook.createdBy, display_name: creatorName } },
    created_at: presentTimestamp(hook.createdAt),
    updated_at: presentTimestamp(hook.updatedAt),
    last_status: lastStatus,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.endpointId,
    message_id: row.messageId,
    event: row.event,
    attempt: row.attempt,
    state: row.state === "delivered" ? "delivered" : "failed",
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    error: row.error,
    created_at: presentTimestamp(row.createdAt),
  };
}
