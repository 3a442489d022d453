import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { auditColumns } from "./columns";
import { projects } from "./projects";

const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

export const milestones = pgTable(
  "milestones",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    achieveDate: date("achieve_date", { mode: "string" }),
    /** 0 incomplete, 1 complete; "late" is derived from achieve_date. */
    status: smallint("status").notNull().default(0),
    order: integer("order").notNull().default(0),
    isPrivate: boolean("is_private").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    ...auditColumns(),
  },
  (t) => [
    index("milestones_project_idx").on(t.projectId, t.order),
    index("milestones_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const taskLists = pgTable(
  "task_lists",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** 1 current, 0 archived. */
    status: smallint("status").notNull().default(1),
    isPrivate: boolean("is_private").notNull().default(false),
    isInbox: boolean("is_inbox").notNull().default(false),
    order: integer("order").notNull().default(0),
    milestoneId: integer("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    ...auditColumns(),
  },
  (t) => [
    index("task_lists_project_idx").on(t.projectId, t.status, t.order),
    index("task_lists_project_order_idx").on(t.projectId, t.order, t.id),
    index("task_lists_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/** The workspace's task types (name, colour), kept by global managers; reports group tasks by them. */
export const taskTypes = pgTable("task_types", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  /** #rrggbb */
  color: text("color").notNull(),
  ...auditColumns(),
});

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    taskListId: integer("task_list_id")
      .notNull()
      .references(() => taskLists.id, { onDelete: "cascade" }),
    /** Above 0 for a sub-task (the add-on's sub-tasks). */
    parentId: integer("parent_id").notNull().default(0),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Minutes. */
    estimation: integer("estimation").notNull().default(0),
    startAt: date("start_at", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    complexity: smallint("complexity").notNull().default(0),
    priority: smallint("priority").notNull().default(1),
    payable: boolean("payable").notNull().default(false),
    recurrent: smallint("recurrent").notNull().default(0),
    /** 0 incomplete, 1 complete, 2 pending. */
    status: smallint("status").notNull().default(0),
    isPrivate: boolean("is_private").notNull().default(false),
    order: integer("order").notNull().default(0),
    milestoneId: integer("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    /** The workspace's task type (Settings → Task types); deleting a type leaves its tasks untyped. */
    typeId: integer("type_id").references(() => taskTypes.id, { onDelete: "set null" }),
    completedBy: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    /**
     * Who is assigned, as sorted user ids: a copy of the task's task_assignees rows, set by the insert that
     * makes the task with its people, else kept by the assignments' triggers (migration 0031). Read where a
     * task's people are needed without their names (calendar, the unassigned report's index).
     */
    assigneeIds: integer("assignee_ids").array().notNull().default(sql`'{}'::integer[]`),
    ...auditColumns(),
  },
  (t) => [
    index("tasks_list_idx").on(t.taskListId, t.status, t.order, t.id),
    // A new task goes after the list's last: max(order) is then one index probe, not a scan of the list.
    index("tasks_list_order_idx").on(t.taskListId, t.order),
    // A list's page of incomplete or complete top-level tasks, read in order (task-lists?with=…_tasks);
    // the trailing status lets the per-list counts be an index-only scan.
    index("tasks_list_page_idx")
      .on(t.taskListId, sql`(${t.status} = 1)`, t.order, t.id, t.status)
      .where(sql`${t.parentId} = 0`),
    index("tasks_project_idx").on(t.projectId, t.status),
    // The project cards' task counts: an index-only scan, no heap visit for parent_id.
    index("tasks_project_top_idx").on(t.projectId, t.status).where(sql`${t.parentId} = 0`),
    // Sub-tasks by parent (counts on every task read): nearly every task has parent 0, so the index stays small.
    index("tasks_parent_idx").on(t.parentId, t.status).where(sql`${t.parentId} > 0`),
    index("tasks_due_idx").on(t.projectId, t.dueDate),
    index("tasks_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const taskAssignees = pgTable(
  "task_assignees",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    /** 0 not started, 1 working, 2 accomplished. */
    status: smallint("status").notNull().default(0),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index("task_assignees_user_idx").on(t.userId, t.taskId)],
);

export const discussionBoards = pgTable(
  "discussion_boards",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    milestoneId: integer("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    isPrivate: boolean("is_private").notNull().default(false),
    order: integer("order").notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index("discussion_boards_project_idx").on(t.projectId, t.id),
    index("discussion_boards_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    /** task, task_list, discussion_board, milestone, project, file, or comment (a reply). */
    commentableType: text("commentable_type").notNull(),
    commentableId: integer("commentable_id").notNull(),
    content: text("content").notNull(),
    mentionedUsers: integer("mentioned_users").array().notNull().default(sql`'{}'::integer[]`),
    notifyUsers: integer("notify_users").array().notNull().default(sql`'{}'::integer[]`),
    ...auditColumns(),
  },
  // created_at before id: threads page newest first on (created_at, id) (comments/queries newestComments).
  (t) => [index("comments_thread_idx").on(t.commentableType, t.commentableId, t.createdAt, t.id)],
);
