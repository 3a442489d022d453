import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/**
 * The time tracker's logs (spec 001 "Time tracker"): a timer runs from `start` until `stop`; `total` is
 * written when it stops (seconds), so a running log has neither. A custom log is a duration typed in for a
 * day. A log goes with its task (and so with its list and project).
 */
export const timeLogs = pgTable(
  "time_logs",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    /** Whose time it is: the person who started or typed it (`created_by` on the wire). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true, mode: "date" }).notNull(),
    stop: timestamp("stop", { withTimezone: true, mode: "date" }),
    /** Seconds; null while the timer runs. */
    total: integer("total"),
    isCustom: boolean("is_custom").notNull().default(false),
    /** Billable time (issue 46 point 5): its task's `payable` when tracked, then the log's own; unbilled time is the payable logs'. */
    payable: boolean("payable").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("time_logs_task_idx").on(t.taskId, t.userId),
    // A task's logs newest first (others-time pages them): the page is read off the index, never sorted.
    index("time_logs_task_start_idx").on(t.taskId, t.start.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("time_logs_user_idx").on(t.userId),
    // At most one running timer per person, whatever races to start one (service/start.ts).
    uniqueIndex("time_logs_one_running_key").on(t.userId).where(sql`${t.stop} is null`),
  ],
);
