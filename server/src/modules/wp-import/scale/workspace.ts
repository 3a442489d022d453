import type mysql from "mysql2/promise";
import { serialize } from "php-serialize";
import type { BatchWriter } from "./batch";
import { mysqlTime, type Random } from "./fake";

/**
 * What the generator's parts share: the writer, the next id of each table (after the rows already there, the
 * fixture's), the random source, the counts the import should report, and the two row kinds every part
 * writes (activity, comments) in the shapes the plugin's observers write them.
 */
export const DAY = 86_400_000;
/** The generated history: two years before the fixture's own rows (dated 2026-12-01). */
export const START = Date.UTC(2024, 11, 1);
export const END = Date.UTC(2026, 10, 30);

const ID_COLUMN = {
  users: "ID",
  pm_projects: "id",
  pm_boards: "id",
  pm_boardables: "id",
  pm_meta: "id",
  pm_tasks: "id",
  pm_assignees: "id",
  pm_comments: "id",
  pm_activities: "id",
  pm_role_user: "id",
  pm_role_project: "id",
} as const;

export type IdTable = keyof typeof ID_COLUMN;

export class Ids {
  private constructor(private readonly next: Map<IdTable, number>) {}

  static async read(conn: mysql.Connection, prefix: string): Promise<Ids> {
    const next = new Map<IdTable, number>();
    for (const [table, column] of Object.entries(ID_COLUMN) as [IdTable, string][]) {
      const [rows] = await conn.query(`select coalesce(max(\`${column}\`), 0) as n from \`${prefix}${table}\``);
      next.set(table, Number((rows as { n: number | string }[])[0].n) + 1);
    }
    return new Ids(next);
  }

  take(table: IdTable): number {
    const id = this.next.get(table) as number;
    this.next.set(table, id + 1);
    return id;
  }
}

/** What the import of the generated rows should count (report kinds), and a few facts the test checks. */
export type Counts = {
  users: number;
  projects: number;
  members: number;
  task_lists: number;
  milestones: number;
  discussions: number;
  tasks: number;
  assignees: number;
  /** Comments Cairn keeps (the plugin's "Task marked as done" notes are counted apart). */
  comments: number;
  taskActivityNotes: number;
  activities: number;
  privateTasks: number;
  subTasks: number;
  completedTasks: number;
};

export const noCounts = (): Counts => ({
  users: 0,
  projects: 0,
  members: 0,
  task_lists: 0,
  milestones: 0,
  discussions: 0,
  tasks: 0,
  assignees: 0,
  comments: 0,
  taskActivityNotes: 0,
  activities: 0,
  privateTasks: 0,
  subTasks: 0,
  completedTasks: 0,
});

export type Workspace = {
  writer: BatchWriter;
  ids: Ids;
  random: Random;
  counts: Counts;
  prefix: string;
  /** The install's task type (the fixture's "Bug"), given to some tasks; null when it has none. */
  taskTypeId: number | null;
};

export type ActivityRow = {
  actor: number;
  action: string;
  type: "create" | "update" | "delete";
  resourceId: number;
  resourceType: string;
  /** The observer's meta array, PHP-serialized as the plugin stores it. */
  meta: Record<string, string | number | null>;
  projectId: number;
  at: number;
};

export async function addActivity(ws: Workspace, a: ActivityRow): Promise<void> {
  const at = mysqlTime(a.at);
  ws.counts.activities++;
  await ws.writer.add("pm_activities", [
    ws.ids.take("pm_activities"),
    a.actor,
    a.action,
    a.type,
    a.resourceId,
    a.resourceType,
    serialize(a.meta),
    a.projectId,
    at,
    at,
  ]);
}

export type CommentRow = { content: string; onType: string; onId: number; projectId: number; by: number; at: number };

/** A comment row; its activity is the caller's (the plugin logs it on the item, under the item's title). */
export async function addComment(ws: Workspace, c: CommentRow): Promise<number> {
  const id = ws.ids.take("pm_comments");
  const at = mysqlTime(c.at);
  if (c.onType === "task_activity") ws.counts.taskActivityNotes++;
  else ws.counts.comments++;
  await ws.writer.add("pm_comments", [id, c.content, null, c.onId, c.onType, c.projectId, c.by, c.by, at, at]);
  return id;
}

/** A time between `from` and `to` (never past the end of the history). */
export const between = (r: Random, from: number, to: number) => {
  const end = Math.min(to, END);
  return end <= from ? from : Math.floor(from + r.next() * (end - from));
};
