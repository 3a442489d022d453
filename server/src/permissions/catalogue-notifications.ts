import type { Example } from "./catalogue";

/**
 * The permission matrix's example calls for mail, its settings and the job queue (modules/notifications,
 * modules/mail-settings). Retrying names a
 * job that is not failed: a permitted caller gets 404 for it, and the others their refusal first.
 */
export const NOTIFICATION_CALLS: Record<string, Example> = {
  "GET /api/pm/v2/profile/notifications": {},
  "POST /api/pm/v2/profile/notifications": { body: () => ({ update_task: true }) },
  "GET /api/pm/v2/mail": {},
  "GET /api/pm/v2/jobs": { query: () => ({ status: "failed" }) },
  "POST /api/pm/v2/jobs/:id/retry": { params: { id: "999999999" }, okStatus: 404 },
  "POST /api/pm-pro/v2/daily-digest/run": {},
  // The matrix's workspace has no SMTP server: a permitted caller's test is refused as mail off.
  "GET /api/pm/v2/settings/mail": {},
  "POST /api/pm/v2/settings/mail": { body: () => ({ from: "matrix@example.test" }) },
  "POST /api/pm/v2/settings/mail/test": { okStatus: 422 },
};
