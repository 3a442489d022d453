import type { CustomFieldType, CustomFieldValue } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auditColumns } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/**
 * A project's custom field (issue 22; the original kept them as meta rows): its type (@cairn/shared
 * CUSTOM_FIELD_TYPES), the options of a dropdown or multi-select, and the default new tasks take.
 */
export const customFields = pgTable(
  "custom_fields",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").$type<CustomFieldType>().notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    /** In the form task answers carry (a string, number, boolean, list of options or user id); null: none. */
    defaultValue: jsonb("default_value").$type<CustomFieldValue>(),
    showOnCard: boolean("show_on_card").notNull().default(false),
    order: integer("order").notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index("custom_fields_project_idx").on(t.projectId, t.order, t.id)],
);

/**
 * A task's value of a field, in the one column its type uses: text, long text and URL in `text_value`,
 * numbers, dates, checkboxes and users in theirs, a dropdown's choice and a multi-select's choices in
 * `options`. No row: no value. The migration adds a generated `search_vector` over `text_value` (searched).
 */
export const taskCustomValues = pgTable(
  "task_custom_values",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => customFields.id, { onDelete: "cascade" }),
    /** The task's project: the data-version triggers note it (0009_ordered_version_bumps). */
    projectId: integer("project_id").notNull(),
    textValue: text("text_value"),
    numberValue: numeric("number_value"),
    dateValue: date("date_value", { mode: "string" }),
    boolValue: boolean("bool_value"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    options: text("options").array(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.fieldId] }),
    index("task_custom_values_field_idx").on(t.fieldId, t.taskId),
    index("task_custom_values_number_idx").on(t.fieldId, t.numberValue).where(sql`${t.numberValue} is not null`),
    index("task_custom_values_date_idx").on(t.fieldId, t.dateValue).where(sql`${t.dateValue} is not null`),
    index("task_custom_values_user_idx").on(t.userId, t.fieldId).where(sql`${t.userId} is not null`),
    index("task_custom_values_options_idx").using("gin", t.options).where(sql`${t.options} is not null`),
  ],
);
