import type { Example } from "./catalogue";

const WORKSPACE = "/api/pm-pro/v2/webhooks";
const PROJECT = "/api/pm-pro/v2/projects/:id/webhooks";
/** A public address given as a literal (no DNS in tests); nothing is sent, the matrix runs no jobs. */
export const MATRIX_WEBHOOK_URL = "https://93.184.215.14/cairn-hook";
const hook = () => ({ url: MATRIX_WEBHOOK_URL, events: ["task.created"] });

/**
 * The permission matrix's example calls for outgoing webhooks. The workspace's are global managers' only, one
 * permitted call each, run in registration order on a fresh database: the endpoint made by the create (id 1)
 * is edited, pinged and read before it is deleted. A project's are its managers', each on an endpoint made
 * for the call. No delivery exists, so a permitted resend answers the missing delivery's 404.
 */
export const WEBHOOK_CALLS: Record<string, Example> = {
  [`GET ${WORKSPACE}`]: {},
  [`POST ${WORKSPACE}`]: { body: hook },
  [`POST ${WORKSPACE}/:hook_id/update`]: { params: { hook_id: "1" }, body: () => ({ active: false }) },
  [`POST ${WORKSPACE}/:hook_id/rotate-secret`]: { params: { hook_id: "1" } },
  [`POST ${WORKSPACE}/:hook_id/test`]: { params: { hook_id: "1" }, okStatus: 422 },
  [`GET ${WORKSPACE}/:hook_id/deliveries`]: { params: { hook_id: "1" } },
  [`POST ${WORKSPACE}/:hook_id/deliveries/:delivery_id/resend`]: {
    params: { hook_id: "1", delivery_id: "1" },
    okStatus: 404,
  },
  [`POST ${WORKSPACE}/:hook_id/delete`]: { params: { hook_id: "1" } },
  [`GET ${PROJECT}`]: {},
  [`POST ${PROJECT}`]: { body: hook },
  [`POST ${PROJECT}/:hook_id/update`]: { body: () => ({ description: "Changed" }) },
  [`POST ${PROJECT}/:hook_id/rotate-secret`]: {},
  [`POST ${PROJECT}/:hook_id/test`]: {},
  [`GET ${PROJECT}/:hook_id/deliveries`]: {},
  [`POST ${PROJECT}/:hook_id/deliveries/:delivery_id/resend`]: { params: { delivery_id: "1" }, okStatus: 404 },
  [`POST ${PROJECT}/:hook_id/delete`]: {},
};
