import type { KanboardAutomation } from "@cairn/shared";
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auditColumns } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/**
 * A column of a project's kanboard (issue 15; the original's `boards` of type kanboard, its automation and
 * header colour were meta rows). `automation` is @cairn/shared KanboardAutomation.
 */
export const kanboardColumns = pgTable(
  "kanboard_columns",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    order: integer("order").notNull().default(0),
    /** #rrggbb, or null for the theme's own. */
    headerBackground: text("header_background"),
    automation: jsonb("automation").$type<KanboardAutomation>().notNull().default({ type: "none" }),
    /** How many cards the column holds, kept by the cards' triggers (migration 0032) so a board read need not count. */
    cardCount: integer("card_count").notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index("kanboard_columns_project_idx").on(t.projectId, t.order, t.id)],
);

/**
 * A task's card: the column it sits in and its place there. A task sits in at most one column, which the
 * primary key on task_id enforces (the original checked it in PHP only). Deleting the column or the task
 * takes the card with it; the task itself stays in the project.
 */
export const kanboardCards = pgTable(
  "kanboard_cards",
  {
    taskId: integer("task_id")
      .primaryKey()
      .references(() => tasks.id, { onDelete: "cascade" }),
    columnId: integer("column_id")
      .notNull()
      .references(() => kanboardColumns.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    // A column's page of cards in order; counting them for a reader who may not see them all.
    index("kanboard_cards_column_idx").on(t.columnId, t.order, t.taskId),
  ],
);

/** How each person shows a project's tasks: as lists or as the kanboard (the original's `list_view_type` meta). */
export const projectViewTypes = pgTable(
  "project_view_types",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "list" or "kanboard" (@cairn/shared LIST_VIEW_TYPES). */
    viewType: text("view_type").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
