import type { Webhook, WebhookDelivery, WebhookWithSecret } from "@cairn/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";

// Declared once with the answers (packages/shared/src/answers/webhooks.ts).
export type { Webhook, WebhookDelivery, WebhookWithSecret } from "@cairn/shared";
export type WebhookInput = { url: string; events: string[]; active: boolean; description: string };

/** Whose endpoints a screen keeps: the workspace's (global settings) or one project's (its settings). */
export type WebhookScope = { projectId: number | null };

const basePath = (scope: WebhookScope) =>
  scope.projectId === null ? "pm-pro/v2/webhooks" : `pm-pro/v2/projects/${scope.projectId}/webhooks`;
const webhooksKey = (scope: WebhookScope) => ["webhooks", scope.projectId ?? "workspace"] as const;

/** What the form shows under its inputs; anything else is toasted. */
export const WEBHOOK_FORM_FIELDS = ["url", "events", "events.*", "active", "description"] as const;

export function useWebhooks(scope: WebhookScope) {
  return useQuery({
    queryKey: webhooksKey(scope),
    queryFn: async ({ signal }) => (await get<{ data: Webhook[] }>(basePath(scope), {}, signal)).data,
  });
}

export const DELIVERIES_PER_PAGE = 20;

export function useDeliveries(scope: WebhookScope, hookId: number, page: number) {
  return useQuery({
    queryKey: [...webhooksKey(scope), hookId, "deliveries", page],
    queryFn: ({ signal }) =>
      get<Collection<WebhookDelivery>>(
        `${basePath(scope)}/${hookId}/deliveries`,
        { page, per_page: DELIVERIES_PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
    // Deliveries are sent by the server's worker a moment after the change: the log follows them.
    refetchInterval: 3_000,
  });
}

export function useWebhookWrites(scope: WebhookScope) {
  const qc = useQueryClient();
  const base = basePath(scope);
  const onSuccess = () => qc.invalidateQueries({ queryKey: webhooksKey(scope) });
  const create = useMutation({
    mutationFn: (input: WebhookInput) => post<Written<WebhookWithSecret>>(base, input),
    meta: { inlineFields: WEBHOOK_FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<WebhookInput> }) =>
      post<Written<Webhook>>(`${base}/${id}/update`, input),
    meta: { inlineFields: WEBHOOK_FORM_FIELDS },
    onSuccess,
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      post<Written<Webhook>>(`${base}/${id}/update`, { active }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: number) => post<Written<unknown>>(`${base}/${id}/delete`), onSuccess });
  const rotate = useMutation({
    mutationFn: (id: number) => post<Written<WebhookWithSecret>>(`${base}/${id}/rotate-secret`),
    onSuccess,
  });
  const ping = useMutation({ mutationFn: (id: number) => post<Written<Webhook>>(`${base}/${id}/test`), onSuccess });
  const resend = useMutation({
    mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      post<Written<WebhookDelivery>>(`${base}/${id}/deliveries/${deliveryId}/resend`),
    onSuccess,
  });
  return { create, update, toggle, remove, rotate, ping, resend };
}
