/**
 * Outgoing webhooks' events, listed once: the server maps activity rows to them, the web app offers them as
 * checkboxes (grouped by item) and docs/api.md names the same list. Kept free of zod so any screen may import it.
 * Most come from an activity row the app already records (server/src/modules/webhooks/events.ts); time logs
 * and invoices record none, so their events come from triggers on their tables (migration 0047).
 */
export const WEBHOOK_EVENT_GROUPS = {
  project: ["project.created", "project.updated", "project.deleted"],
  list: ["list.created", "list.updated", "list.deleted"],
  task: ["task.created", "task.updated", "task.completed", "task.deleted"],
  comment: ["comment.created"],
  milestone: ["milestone.created", "milestone.updated", "milestone.deleted"],
  file: ["file.created"],
  time: ["time.logged"],
  invoice: ["invoice.paid"],
} as const;

export type WebhookEventGroup = keyof typeof WEBHOOK_EVENT_GROUPS;
export type WebhookEvent = (typeof WEBHOOK_EVENT_GROUPS)[WebhookEventGroup][number];

export const WEBHOOK_EVENTS = Object.values(WEBHOOK_EVENT_GROUPS).flat() as readonly WebhookEvent[];

/** The test delivery ("Send test event"): never subscribed to, sent on request only. */
export const WEBHOOK_PING = "ping";

/** Log rows (each attempt of each delivery) are kept this long, then purged. */
export const WEBHOOK_LOG_DAYS = 30;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the URL that receives the deliveries.",
  urlInvalid: "Enter a full URL starting with https://.",
  /** Followed by the reason (`127.0.0.1 is a loopback address`); the operator may allow a host. */
  urlNotAllowed: "Cairn only calls public addresses over https",
  eventsRequired: "Choose at least one event.",
  eventUnknown: "Unknown event.",
  descriptionTooLong: "The description is at most 500 characters.",
  notFound: "The webhook was not found.",
  deliveryNotFound: "The delivery was not found.",
  paused: "The webhook is paused: activate it first.",
} as const;

export const WEBHOOK_DONE = {
  created: "The webhook has been created. Copy its secret now: it is shown only once.",
  updated: "The webhook has been updated.",
  deleted: "The webhook has been deleted.",
  rotated: "A new secret has been made. Copy it now: it is shown only once.",
  pinged: "A test event is on its way.",
  resent: "The delivery has been queued again.",
} as const;
