import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id"),
    /** e.g. create_task, update_task_title, create_comment_on_task. */
    action: text("action").notNull(),
    /** create, update, delete, duplicate. */
    actionType: text("action_type").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: integer("resource_id").notNull(),
    projectId: integer("project_id"),
    meta: jsonb("meta").notNull().default(sql`'{}'::jsonb`),
    /**
     * The private kinds (task, list, milestone, message, file) whose view_private flags a reader
     * needs; empty when public. Kept in step with the item's privacy so reads filter in SQL.
     */
    privateKinds: text("private_kinds").array().notNull().default(sql`'{}'::text[]`),
    /** The item's creator, who always sees its activity. */
    ownerId: integer("owner_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("activities_project_idx").on(t.projectId, t.id),
    index("activities_resource_idx").on(t.resourceType, t.resourceId),
    // A person's activity newest first (the user activities report), counted and paged off the index.
    index("activities_actor_idx").on(t.actorId, t.createdAt, t.id),
    // Feeds read newest first, per project or across all of them.
    index("activities_project_created_idx").on(t.projectId, t.createdAt, t.id),
    index("activities_created_idx").on(t.createdAt, t.id),
  ],
);
