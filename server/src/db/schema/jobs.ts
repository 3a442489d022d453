import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The durable job queue (core/jobs): work done after a request, outside it (mail, Slack, digests). A job is
 * written in the transaction of the change that causes it; workers claim due jobs with FOR UPDATE SKIP
 * LOCKED, so several processes share the queue without handing one job to two of them.
 * Activity rows enqueue their own `activity` job through a trigger (migration 0023): the change, its log
 * and its follow-up work commit together, whatever service made the change.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    /** pending → running → done; pending again after a failed attempt; failed once attempts run out. */
    status: text("status").notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** A running job whose worker died is claimed again after this. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index("jobs_status_idx").on(t.status, t.id),
  ],
);

/**
 * What the activity trigger asks before queuing a job (migration 0033): `notification_mail` is on while the
 * server can send mail (each server writes it as it starts). No row means off.
 */
export const jobSwitches = pgTable("job_switches", {
  name: text("name").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
});

/** A member's mail switches (profile → notifications); no row means every switch on. */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  master: boolean("master").notNull().default(true),
  newProject: boolean("new_project").notNull().default(true),
  updateProject: boolean("update_project").notNull().default(true),
  newMessage: boolean("new_message").notNull().default(true),
  newComment: boolean("new_comment").notNull().default(true),
  updateComment: boolean("update_comment").notNull().default(true),
  newTask: boolean("new_task").notNull().default(true),
  updateTask: boolean("update_task").notNull().default(true),
  completeTask: boolean("complete_task").notNull().default(true),
  dailyDigest: boolean("daily_digest").notNull().default(true),
});

/** One row per user and local day a digest went out: the primary key is the "at most once a day" rule. */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
