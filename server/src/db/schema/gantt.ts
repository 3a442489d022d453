import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { projects } from "./projects";
import { tasks } from "./work";

/**
 * A dependency between two tasks of one project (issue 20; the original's pm_gantt_chart_links): `type` is
 * @cairn/shared GANTT_LINK_TYPE. Deleting either task (or the project) takes the link with it. The project id
 * is kept on the row so a chart reads its links by one index, and so a change notes the project's data version.
 */
export const ganttLinks = pgTable(
  "gantt_links",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    source: integer("source")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    target: integer("target")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    type: smallint("type").notNull().default(0),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The same dependency twice is refused by the service with a message; the index holds it under races.
    uniqueIndex("gantt_links_unique_idx").on(t.source, t.target, t.type),
    index("gantt_links_project_idx").on(t.projectId),
    // The source side is served by the unique index; a task's links (?with=gantt_links) need the target side too.
    index("gantt_links_target_idx").on(t.target),
    check("gantt_links_type_check", sql`${t.type} between 0 and 3`),
    check("gantt_links_not_self_check", sql`${t.source} <> ${t.target}`),
  ],
);
