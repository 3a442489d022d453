/**
 * Issue 20 point 5: a project's Gantt chart with 2,000 tasks (10 lists, sub-tasks among them) and 1,000 links
 * loads in ONE call of p95 ≤ 50 ms. Seeds its own database on a PostgreSQL server (DATABASE_URL, its
 * `postgres` database as the admin connection), starts the built server (npm run build -w server first) and
 * measures the call with `measure` (load.ts), read cache on and off. Prints one line per pass.
 *
 *   DATABASE_URL=postgres://cairn:cairn@127.0.0.1:5432/postgres npx tsx bench/gantt-chart.ts
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "../server/src/core/net/free-port";
import { measure } from "./load";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const admin = process.env.DATABASE_URL;
if (!admin) throw new Error("Set DATABASE_URL to a PostgreSQL server");
const DB = "cairn_gantt_bench";
const url = new URL(admin);
url.pathname = `/${DB}`;
const EMAIL = "gantt-bench@example.test";
const PASSWORD = "gantt-bench-password";

async function startServer(extra: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...extra,
      PORT: String(port),
      HOST: "127.0.0.1",
      CAIRN_LOG_LEVEL: "warn",
      DATABASE_URL: url.href,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}

/** 10 lists of 200 tasks (every tenth a sub-task of the task before it), 1,000 finish-to-start links in chains. */
async function seed(base: string, cookie: string): Promise<number> {
  const post = async (p: string, body: unknown): Promise<{ id: number }> => {
    const res = await fetch(`${base}/api/${p}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const project = await post("pm/v2/projects", { title: "Gantt bench" });
  for (let l = 0; l < 10; l++) await post(`pm/v2/projects/${project.id}/task-lists`, { title: `List ${l + 1}` });
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  await db.query(
    `insert into tasks (project_id, task_list_id, title, start_at, due_date, created_by, "order")
     select $1, l.id, 'Task ' || l.id || '.' || g, current_date + (g % 60), current_date + (g % 60) + (g % 5), p.created_by, g
     from task_lists l join projects p on p.id = l.project_id cross join generate_series(1, 200) g
     where l.project_id = $1 and not l.is_inbox`,
    [project.id],
  );
  await db.query(
    `update tasks t set parent_id = t.id - 1 where t.project_id = $1 and t."order" % 10 = 0 and t."order" > 1`,
    [project.id],
  );
  await db.query(
    `insert into gantt_links (project_id, source, target, type, created_by)
     select $1, t.id, t.id + 1, 0, t.created_by from tasks t
     where t.project_id = $1 and t."order" % 2 = 1 and t."order" < 200`,
    [project.id],
  );
  const counts = await db.query(
    "select (select count(*) from tasks where project_id = $1) as tasks, (select count(*) from gantt_links where project_id = $1) as links",
    [project.id],
  );
  console.log(`seeded: ${JSON.stringify(counts.rows[0])}`);
  // As autovacuum would within a minute: without statistics the planner takes the 2,000 visible tasks for a
  // handful and joins the links to them by nested loops (measured: 190 ms instead of 4 ms).
  await db.query("analyze");
  await db.end();
  return project.id;
}

const server0 = new pg.Client({ connectionString: admin });
await server0.connect();
await server0.query(`drop database if exists ${DB} with (force)`);
await server0.query(`create database ${DB}`);
await server0.end();

let projectId = 0;
for (const [pass, extra] of [
  ["read cache on", {}],
  ["read cache off", { CAIRN_READ_CACHE: "off" }],
] as const) {
  const { child, base } = await startServer({ ...extra, CAIRN_ADMIN_EMAIL: EMAIL, CAIRN_ADMIN_PASSWORD: PASSWORD });
  try {
    const cookie = await signIn(base);
    if (!projectId) projectId = await seed(base, cookie);
    const route = {
      name: "gantt chart (2,000 tasks, 1,000 links)",
      method: "GET" as const,
      path: `/api/pm-pro/v2/projects/${projectId}/gantt`,
      as: "manager" as const,
    };
    const bytes = (await (await fetch(base + route.path, { headers: { cookie } })).text()).length;
    for (const connections of [1, 16]) {
      const r = await measure(base, route, cookie, {
        connections,
        warmup: 2,
        seconds: 8,
        pass,
        side: "this",
        pid: child.pid as number,
        databasePids: async () => [],
      });
      console.log(
        `${pass}, ${connections} client(s): status ${r.status}, ${bytes} bytes, queries ${r.queries}, p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps?.toFixed(0)} req/s ${r.note ?? ""}`,
      );
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}
