import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { auditColumns } from "./columns";
import { projects } from "./projects";

/**
 * Outgoing webhook endpoints (module webhooks): a project's (its managers'), or the workspace's when
 * `project_id` is null (a global manager's: every project he sees). What is sent is what its creator may see.
 * The secret signs deliveries and so must be readable by the server: it is stored as it is (no key the
 * database does not also hold could protect it; see docs/decisions.md "Outgoing webhooks").
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    description: text("description").notNull().default(""),
    /** `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
    secret: text("secret").notNull(),
    ...auditColumns(),
  },
  (t) => [index("webhook_endpoints_project_idx").on(t.projectId)],
);

/**
 * The delivery log: one row per attempt of one delivery (`message_id`, the webhook-id header, shared by its
 * retries and resends), with the exact body sent so a resend sends the same bytes. Kept 30 days.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    attempt: integer("attempt").notNull(),
    /** delivered (a 2xx) or failed. */
    state: text("state").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("webhook_deliveries_message_idx").on(t.messageId),
    index("webhook_deliveries_created_idx").on(t.createdAt),
  ],
);
