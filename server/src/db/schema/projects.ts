import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auditColumns } from "./columns";

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** 0 incomplete (current), 1 complete, 2 pending, 3 archived. */
    status: smallint("status").notNull().default(0),
    budget: numeric("budget", { precision: 14, scale: 2 }),
    payRate: numeric("pay_rate", { precision: 14, scale: 2 }),
    estCompletionDate: date("est_completion_date", { mode: "string" }),
    colorCode: text("color_code"),
    order: integer("order").notNull().default(0),
    inboxListId: integer("inbox_list_id"),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex("projects_title_key").on(sql`lower(${t.title})`),
    index("projects_status_idx").on(t.status, t.id),
    index("projects_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const projectMembers = pgTable(
  "project_members",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 manager, 2 co_worker, 3 client. */
    roleId: smallint("role_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index("project_members_user_idx").on(t.userId, t.projectId),
  ],
);

/** Key/value settings: global when project_id is null, else per project (capabilities live here). */
export const settings = pgTable(
  "settings",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("settings_scope_key").on(sql`coalesce(${t.projectId}, 0)`, t.key)],
);
