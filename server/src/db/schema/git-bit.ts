import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { projects } from "./projects";

/**
 * GitHub / Bitbucket issue sync (module git-bit). A project's webhook address carries a random token; the
 * optional shared secret signs deliveries. Both stay here, never in the settings members may read.
 */
export const gitBitHooks = pgTable("git_bit_hooks", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  secret: text("secret"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Remote issue or comment ↔ local task or comment, per project and provider. */
export const gitBitLinks = pgTable(
  "git_bit_links",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    /** issue → a task id; comment → a comment id. */
    kind: text("kind").notNull(),
    remoteId: text("remote_id").notNull(),
    localId: integer("local_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.source, t.kind, t.remoteId] })],
);

/** Each delivery handled, by the provider's delivery id: a redelivery changes nothing. */
export const gitBitDeliveries = pgTable(
  "git_bit_deliveries",
  {
    source: text("source").notNull(),
    deliveryId: text("delivery_id").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.deliveryId] })],
);

/** A project member's GitHub and Bitbucket logins (the card's user map): the actor of what his login does. */
export const gitBitLogins = pgTable(
  "git_bit_logins",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    github: text("github"),
    bitbucket: text("bitbucket"),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("git_bit_logins_project_idx").on(t.projectId)],
);
