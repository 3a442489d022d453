import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auditColumns, createdAt } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/** Task labels, defined per project in its settings. */
export const labels = pgTable(
  "labels",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** #rrggbb */
    color: text("color").notNull(),
    ...auditColumns(),
  },
  (t) => [index("labels_project_idx").on(t.projectId, t.id)],
);

/** A task's labels; deleting a label or a task removes its rows. */
export const taskLabels = pgTable(
  "task_labels",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    labelId: integer("label_id")
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.labelId] }), index("task_labels_label_idx").on(t.labelId)],
);

/** Add-on modules switched on or off; a module without a row is on. */
export const moduleStates = pgTable("module_states", {
  path: text("path").primaryKey(),
  enabled: boolean("enabled").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The activated licence: at most one row (id 1). Kept apart from settings, which members may read. */
export const licenses = pgTable("licenses", {
  id: integer("id").primaryKey(),
  email: text("email").notNull(),
  licenseKey: text("license_key").notNull(),
  plan: text("plan").notNull(),
  activatedBy: integer("activated_by").references(() => users.id, { onDelete: "set null" }),
  activatedAt: timestamp("activated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The media library: images uploaded for branding (the logo). */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  storageKey: text("storage_key").notNull().unique(),
  name: text("name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  /** A webp thumbnail stored beside the image (none for types sharp cannot decode, such as bmp). */
  thumbKey: text("thumb_key"),
  thumbSize: integer("thumb_size"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Departments (the ERP's, kept in Cairn): a lead and members, assignable to projects. */
export const departments = pgTable(
  "departments",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    leadId: integer("lead_id").references(() => users.id, { onDelete: "set null" }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("departments_title_key").on(sql`lower(${t.title})`)],
);

export const departmentMembers = pgTable(
  "department_members",
  {
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);

/** The department a project was given on its form. */
export const projectDepartments = pgTable("project_departments", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  departmentId: integer("department_id")
    .notNull()
    .references(() => departments.id, { onDelete: "cascade" }),
});

/** Project members who joined because of the project's department, so changing it removes them again. */
export const projectDepartmentMembers = pgTable(
  "project_department_members",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
