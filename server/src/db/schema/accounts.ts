import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The global "manage" capability: creates projects and sees every project. */
    isManager: boolean("is_manager").notNull().default(false),
    timezone: text("timezone"),
    weekStart: smallint("week_start").notNull().default(1),
    locale: text("locale"),
    /** The web app's language (`en`, `de`); null follows the browser's. */
    language: text("language"),
    /** The clock of shown times (`12h`, `24h`); null follows the locale's. */
    timeFormat: text("time_format"),
    createdAt: createdAt(),
    /** Set while an administrator has deactivated the account: no sign-in, no credential works. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true, mode: "date" }),
    /** Set once the account is deleted: the row stays so authorship survives, its personal data wiped. */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`), index("users_name_idx").on(t.displayName)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie value: a stolen database does not yield live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    /** Chosen at creation; unset: the token lives until it is revoked. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

/** Failed sign-ins per key (e-mail or address) in the current window; shared by every process. */
export const authAttempts = pgTable("auth_attempts", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  failures: integer("failures").notNull().default(0),
  /** The earliest moment the next attempt for this key is looked at (growing delays after failures). */
  blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
});

/**
 * Notifications from outside already acted on (a payment provider's notification id, a digest of a code
 * host's signed body), so a replay or a retry answers without acting again.
 */
export const inboundNotifications = pgTable(
  "inbound_notifications",
  {
    source: text("source").notNull(),
    key: text("key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.key], name: "inbound_notifications_pkey" })],
);

/**
 * One-time tokens that let a person set his password (an invitation; a reset later): sha256 of the token only,
 * so a stolen database yields no usable link. Using one deletes it; it expires unused.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("password_tokens_user_idx").on(t.userId)],
);
