import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { auditColumns, createdAt } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/**
 * A sprint (issue 20): a time box over tasks of one or more projects. `status` is "active" or "completed"
 * (@cairn/shared SPRINT_STATUSES). The unique (id, status) pair exists to be referenced by sprint_tasks, so
 * each sprint task carries its sprint's status and the database alone can hold "one active sprint per task".
 */
export const sprints = pgTable(
  "sprints",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    goal: text("goal").notNull().default(""),
    startAt: date("start_at", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status").notNull().default("active"),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    ...auditColumns(),
  },
  (t) => [
    unique("sprints_id_status_key").on(t.id, t.status),
    check("sprints_status_check", sql`${t.status} in ('active', 'completed')`),
    // The list: one status, newest first.
    index("sprints_status_idx").on(t.status, t.id),
  ],
);

/** The projects a sprint draws its tasks from. */
export const sprintProjects = pgTable(
  "sprint_projects",
  {
    sprintId: integer("sprint_id")
      .notNull()
      .references(() => sprints.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.sprintId, t.projectId] }), index("sprint_projects_project_idx").on(t.projectId)],
);

/**
 * A task in a sprint. `sprint_status` follows the sprint's own through the composite key (ON UPDATE CASCADE),
 * so completing a sprint frees its tasks in the same statement, and the partial unique index refuses a task in
 * two active sprints even when two requests race. `(sprint_id, project_id)` references the sprint's projects:
 * a project dropped from the sprint takes its tasks out; a deleted task leaves by its own key.
 */
export const sprintTasks = pgTable(
  "sprint_tasks",
  {
    sprintId: integer("sprint_id").notNull(),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    projectId: integer("project_id").notNull(),
    sprintStatus: text("sprint_status").notNull().default("active"),
    addedBy: integer("added_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sprintId, t.taskId] }),
    foreignKey({
      name: "sprint_tasks_sprint_fk",
      columns: [t.sprintId, t.sprintStatus],
      foreignColumns: [sprints.id, sprints.status],
    })
      .onUpdate("cascade")
      .onDelete("cascade"),
    foreignKey({
      name: "sprint_tasks_project_fk",
      columns: [t.sprintId, t.projectId],
      foreignColumns: [sprintProjects.sprintId, sprintProjects.projectId],
    }).onDelete("cascade"),
    // A deleted task's rows, found by its key (the partial index below holds the active ones only).
    index("sprint_tasks_task_idx").on(t.taskId),
    uniqueIndex("sprint_tasks_one_active_idx").on(t.taskId).where(sql`${t.sprintStatus} = 'active'`),
  ],
);
