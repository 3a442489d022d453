import mysql from "mysql2/promise";
import { BatchWriter, type Table } from "./batch";
import { seededRandom } from "./fake";
import { addStaff } from "./people-rows";
import { addProject, type ProjectPlan } from "./project-rows";
import { addTask } from "./task-rows";
import { type Counts, Ids, noCounts, type Workspace } from "./workspace";

/**
 * A big, believable WP Project Manager workspace for measuring the importer (issue 47 point 5): added to a
 * database that already holds the plugin's tables (the fixture, loaded with loadWpFixture), ids continuing
 * after its rows. By default 100,000 tasks over 50 projects of ~10 lists, each project with members and a
 * client in two of three, about one comment and three activity rows per task, assignees on half the tasks,
 * some private, some sub-tasks, a third completed. Written in multi-row INSERTs of a few thousand rows.
 */
export type GenerateOptions = {
  tasks?: number;
  projects?: number;
  listsPerProject?: number;
  /** WordPress users on the team (clients come on top: one per three projects). */
  staff?: number;
  prefix?: string;
  seed?: number;
  batchRows?: number;
};

export type GeneratedWorkspace = {
  /** What the import of these rows should report (on top of the fixture's own). */
  counts: Counts;
  /** Rows written per table (prefixed names). */
  rows: Record<string, number>;
  seconds: number;
};

export async function generateWpWorkspace(
  databaseUrl: string,
  options: GenerateOptions = {},
): Promise<GeneratedWorkspace> {
  const began = performance.now();
  const tasks = options.tasks ?? 100_000;
  const projects = Math.max(1, Math.min(options.projects ?? 50, tasks));
  const prefix = options.prefix ?? "wp_";
  const conn = await mysql.createConnection({ uri: databaseUrl, charset: "utf8mb4" });
  try {
    // Rows come in id order into empty-ish tables: no uniqueness to check beyond the primary keys.
    await conn.query("set session unique_checks = 0, foreign_key_checks = 0");
    const [types] = await conn.query(`select min(id) as id from \`${prefix}pm_task_types\``);
    const typeId = (types as { id: number | null }[])[0]?.id ?? null;
    const ws: Workspace = {
      writer: new BatchWriter(conn, prefix, options.batchRows ?? 2000),
      ids: await Ids.read(conn, prefix),
      random: seededRandom(options.seed ?? 47),
      counts: noCounts(),
      prefix,
      taskTypeId: typeId === null ? null : Number(typeId),
    };
    const staff = await addStaff(ws, options.staff ?? 60, Math.ceil(projects / 3));
    const plans: ProjectPlan[] = [];
    const quotas = split(ws, tasks, projects);
    for (let n = 0; n < projects; n++)
      plans.push(await addProject(ws, n, staff, options.listsPerProject ?? 10, quotas[n]));
    await addTasksInterleaved(ws, plans, tasks);
    await ws.writer.finish();
    ws.counts.users = referencedUsers(plans, staff.managers);
    // Statistics as a live install has them, so the importer's queries are planned as they would be there.
    const tables = Object.keys(ws.writer.written).map((t) => `\`${prefix}${t}\``);
    await conn.query(`analyze table ${tables.join(", ")}`);
    const rows = Object.fromEntries(
      Object.entries(ws.writer.written).map(([table, n]) => [prefix + (table as Table), n as number]),
    );
    return { counts: ws.counts, rows, seconds: (performance.now() - began) / 1000 };
  } finally {
    await conn.end();
  }
}

/** Uneven project sizes (some three times others), adding up to exactly `tasks`. */
function split(ws: Workspace, tasks: number, projects: number): number[] {
  const weights = Array.from({ length: projects }, () => 0.5 + ws.random.next() * 1.5);
  const total = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => Math.floor((tasks * w) / total));
  for (let i = 0, left = tasks - quotas.reduce((a, b) => a + b, 0); left > 0; i = (i + 1) % projects, left--)
    quotas[i]++;
  return quotas.map((q) => Math.max(q, 0));
}

/** Tasks in creation order across projects (a live install's ids interleave), each project drawn by what it has left. */
async function addTasksInterleaved(ws: Workspace, plans: ProjectPlan[], tasks: number) {
  let left = tasks;
  while (left > 0) {
    let pick = Math.floor(ws.random.next() * left);
    const plan = plans.find((p) => {
      pick -= p.quota - p.made;
      return pick < 0;
    }) as ProjectPlan;
    await addTask(ws, plan);
    left--;
  }
}

/** The users the importer will bring: everyone the rows name (here: the members) and the pm_manager holders. */
function referencedUsers(plans: ProjectPlan[], managers: number[]): number {
  const ids = new Set<number>(managers);
  for (const p of plans) for (const u of [...p.managers, ...p.workers, ...(p.client ? [p.client] : [])]) ids.add(u);
  // User 1 (the fixture's admin) creates projects and is already counted with the fixture.
  ids.delete(1);
  return ids.size;
}
