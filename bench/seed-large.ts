import { sql } from "drizzle-orm";
import { hashPassword } from "../server/src/core/auth/password";
import type { Database } from "../server/src/db/client";

/** ARCHITECTURE.md's "large" dataset. */
export const LARGE = {
  users: 200,
  projects: 50,
  listsPerProject: 10,
  tasksPerList: 200,
  commentsPerTask: 2,
  activitiesPerTask: 2,
  milestonesPerProject: 5,
  discussionsPerProject: 5,
};

export const BENCH_PASSWORD = "bench-password-1";
export const MANAGER_EMAIL = "manager@bench.test";
export const WORKER_EMAIL = "worker@bench.test";
/** A client (users 171..200 are clients): of projects 1, 11, 21, 31 and 41. */
export const CLIENT_EMAIL = "user171@bench.test";

/** What the load phase needs to aim at: a project the co-worker belongs to, one of its lists and tasks. */
export type BenchTargets = {
  projectId: number;
  listId: number;
  taskId: number;
  /** Tasks of the project, other than taskId, that the edit bench spreads its writes over. */
  editTaskIds: number[];
  searchTerm: string;
  /** A project of the client (CLIENT_EMAIL), for the client's project search. */
  clientProjectId: number;
  /** Two open tasks of the project assigned to the co-worker: the first carries 500 time logs. */
  timerTaskIds: [number, number];
  /** The kanboard's project (KANBOARD_PROJECT: 10,000 tasks, the co-worker a member), its Open and Overdue columns and an open card. */
  kanboard: { projectId: number; open: number; overdue: number; taskId: number };
  /** An invoice of clientProjectId billed to the client (CLIENT_EMAIL). */
  clientInvoiceId: number;
};

/**
 * The kanboard bench's project: 10,000 tasks in 10 lists with the members of Project 2 (the co-worker among
 * them). Its tasks carry no comments, activities or time and no words the search bench looks for, so the other
 * benches' data stay as they were (ARCHITECTURE.md's 100,000 tasks are the other projects').
 */
const KANBOARD_PROJECT = "Project Kanboard";
const KANBOARD_TASKS_PER_LIST = 1000;

/** The timer bench's two tasks: open, visible to the co-worker, past the ones other benches write to. */
const TIMER_TASKS = `select t.id, t.project_id from tasks t join task_lists l on l.id = t.task_list_id
  where t.project_id = (select id from projects where title = 'Project 2') and t.status = 0 and not t.is_private
    and not l.is_private and not l.is_inbox
  order by t.id offset 200 limit 2`;

const WORDS_A = ["Design", "Review", "Deploy", "Write", "Fix", "Plan", "Test", "Refactor"];
const WORDS_B = ["homepage", "login flow", "invoice", "report", "API", "database", "onboarding", "kanban board"];
const WORDS_C = ["colours", "spacing", "copy", "errors", "timeouts", "permissions", "translations", "accessibility"];
const WORDS_D = ["changelog", "tests", "screenshots", "docs", "budget", "schedule", "roadmap", "checklist"];
const arrayLiteral = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(",")}]`;

/**
 * Fills an empty, migrated database with generate_series in a few set-based statements.
 * Membership: user u belongs to project p when u ≡ p (mod 10), so each project has 20 members and each user
 * 5 projects; users 3..22 manage theirs, 171..200 are clients, the rest co-workers. User 1 is a global manager,
 * user 2 (the benchmark's co-worker) belongs to projects 2, 12, 22, 32, 42.
 */
export async function seedLarge(database: Database, log: (s: string) => void): Promise<BenchTargets> {
  const run = async (label: string, statement: string) => {
    const started = performance.now();
    await database.db.execute(sql.raw(statement));
    log(`  ${label.padEnd(26)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const hash = await hashPassword(BENCH_PASSWORD);
  const L = LARGE;
  const residue = "(case when p.id % 10 = 0 then 10 else p.id % 10 end)";

  await run(
    "users",
    `insert into users (email, display_name, password_hash, is_manager)
     select case g when 1 then '${MANAGER_EMAIL}' when 2 then '${WORKER_EMAIL}' else 'user' || g || '@bench.test' end,
            case g when 1 then 'Bench Manager' when 2 then 'Bench Worker' else 'User ' || g end,
            '${hash}', g = 1
     from generate_series(1, ${L.users}) g order by g`,
  );
  await run(
    "projects",
    `insert into projects (title, description, created_by, updated_by)
     select 'Project ' || g, '<p>Project number ' || g || '</p>', 1, 1 from generate_series(1, ${L.projects}) g order by g`,
  );
  await run(
    "project_members",
    `insert into project_members (project_id, user_id, role_id)
     select p.id, u.id, case when u.id between 3 and 22 then 1 when u.id > 170 then 3 else 2 end
     from projects p join users u on u.id % 10 = p.id % 10`,
  );
  await run(
    "task_lists",
    `insert into task_lists (project_id, title, is_inbox, "order", is_private, created_by, updated_by)
     select p.id, case when k = 0 then 'Inbox' else 'List ' || k || ' of project ' || p.id end,
            k = 0, case when k = 0 then 999999 else k end, k = ${L.listsPerProject - 1},
            ${residue} + 10, ${residue} + 10
     from projects p, generate_series(0, ${L.listsPerProject - 1}) k order by p.id, k`,
  );
  await run(
    "inbox pointers",
    "update projects set inbox_list_id = l.id from task_lists l where l.project_id = projects.id and l.is_inbox",
  );
  await run(
    "milestones",
    `insert into milestones (project_id, title, achieve_date, is_private, created_by, updated_by)
     select p.id, 'Milestone ' || k || ' of project ' || p.id, current_date + (k * 14 - 20), k = 5,
            ${residue} + 10, ${residue} + 10
     from projects p, generate_series(1, ${L.milestonesPerProject}) k`,
  );
  await run(
    "discussion_boards",
    `insert into discussion_boards (project_id, title, description, is_private, created_by, updated_by)
     select p.id, 'Discussion ' || k || ' of project ' || p.id, '<p>Let us talk.</p>', k = 5,
            ${residue} + 10, ${residue} + 10
     from projects p, generate_series(1, ${L.discussionsPerProject}) k`,
  );
  // Creators and assignees are members: residue + 10·j is a member of project p for j = 0..19. Due dates
  // spread over a year (200 days back to 164 ahead), a third of the tasks starting up to two weeks before:
  // a project's 2,000 tasks over its year, not all due within 60 days (which put 1,530 of them in one month).
  await run(
    "tasks",
    `insert into tasks (project_id, task_list_id, title, description, status, start_at, due_date, "order", is_private,
                        priority, created_by, updated_by, completed_at, completed_by, created_at)
     select l.project_id, l.id,
            (${arrayLiteral(WORDS_A)})[1 + (l.id + g) % 8] || ' ' || (${arrayLiteral(WORDS_B)})[1 + (l.id * 3 + g / 8) % 8] || ' #' || (l.id * 1000 + g),
            '<p>Steps for the ' || (${arrayLiteral(WORDS_B)})[1 + (l.id * 5 + g) % 8] || ': check the '
              || (${arrayLiteral(WORDS_C)})[1 + (l.id + g * 7) % 8] || ' and update the '
              || (${arrayLiteral(WORDS_D)})[1 + (l.id * 11 + g) % 8] || ' before the release.</p>',
            case when g % 10 < 3 then 1 else 0 end,
            case when g % 3 = 0 then current_date + ((g * 37 + l.id) % 365 - 200) - g % 14 end,
            current_date + ((g * 37 + l.id) % 365 - 200), g, g % 25 = 0, g % 3,
            (case when l.project_id % 10 = 0 then 10 else l.project_id % 10 end) + 10 * (g % 20),
            (case when l.project_id % 10 = 0 then 10 else l.project_id % 10 end) + 10 * (g % 20),
            case when g % 10 < 3 then now() - (g % 30) * interval '1 day' end,
            case when g % 10 < 3 then (case when l.project_id % 10 = 0 then 10 else l.project_id % 10 end) + 10 * (g % 20) end,
            now() - interval '120 days' + (l.id * ${L.tasksPerList} + g) * interval '1 minute'
     from task_lists l, generate_series(1, ${L.tasksPerList}) g order by l.id, g`,
  );
  await run(
    "task_assignees",
    `insert into task_assignees (task_id, user_id, project_id)
     select t.id, (case when t.project_id % 10 = 0 then 10 else t.project_id % 10 end) + 10 * ((t.id * 7) % 20), t.project_id
     from tasks t`,
  );
  await run(
    "comments",
    `insert into comments (project_id, commentable_type, commentable_id, content, created_by, updated_by, created_at)
     select t.project_id, 'task', t.id, '<p>Comment ' || k || ' on task ' || t.id || '</p>', t.created_by, t.created_by,
            t.created_at + k * interval '1 hour'
     from tasks t, generate_series(1, ${L.commentsPerTask}) k`,
  );
  // Seeded history is not news: no notification or integration job for it (the trigger of migration 0023).
  await run("activities: no events", "alter table activities disable trigger activities_enqueue_jobs");
  await run(
    "activities",
    `insert into activities (actor_id, action, action_type, resource_type, resource_id, project_id, meta,
                             private_kinds, owner_id, created_at)
     select t.created_by, case k when 1 then 'create_task' else 'create_comment_on_task' end,
            'create', 'task', t.id, t.project_id,
            jsonb_build_object('task_title', t.title, 'project_title', 'Project ' || t.project_id),
            array_remove(array[case when t.is_private then 'task' end, case when l.is_private then 'list' end], null),
            t.created_by, t.created_at + (k - 1) * interval '1 hour'
     from tasks t join task_lists l on l.id = t.task_list_id, generate_series(1, ${L.activitiesPerTask}) k
     order by t.created_at + (k - 1) * interval '1 hour'`,
  );
  await run("activities: events again", "alter table activities enable trigger activities_enqueue_jobs");
  await run(
    "timer tasks",
    `insert into task_assignees (task_id, user_id, project_id)
     select t.id, (select id from users where email = '${WORKER_EMAIL}'), t.project_id from (${TIMER_TASKS}) t
     on conflict do nothing`,
  );
  // 500 stopped logs on the first timer task by the project's members, and one on every tenth task of the
  // co-worker's projects, so the lists show totals.
  await run(
    "time_logs",
    `insert into time_logs (project_id, task_id, user_id, start, stop, total, is_custom)
     select t.project_id, t.id, (case when t.project_id % 10 = 0 then 10 else t.project_id % 10 end) + 10 * (k % 20),
            now() - (k + 1) * interval '1 hour', now() - (k + 1) * interval '1 hour' + interval '25 minutes', 1500, k % 5 = 0
     from (select * from (${TIMER_TASKS}) two order by id limit 1) t, generate_series(1, 500) k
     union all
     select t.project_id, t.id, (case when t.project_id % 10 = 0 then 10 else t.project_id % 10 end) + 10 * ((t.id * 7) % 20),
            t.created_at, t.created_at + interval '45 minutes', 2700, false
     from tasks t where t.id % 10 = 0`,
  );
  // Issue 21: 40 invoices a project of ten lines each, half partly paid; each bills one of the project's three
  // clients (users 171..200, u ≡ p mod 10), so the bench's client holds about 65 across his five projects.
  await run(
    "invoices",
    `with inv as (
       insert into invoices (project_id, client_id, title, start_at, due_date, discount, currency, status, created_by)
       select p.id, 170 + ${residue} + 10 * (g % 3), 'Invoice ' || g, current_date - 30, current_date + g % 30,
              (g % 3) * 5, 'USD', case when g % 2 = 0 then 3 else 0 end, 1
       from projects p, generate_series(1, 40) g
       returning id)
     insert into invoice_lines (invoice_id, kind, name, rate, quantity, tax, "order")
     select inv.id, 'name', 'Line ' || k, 10 + k * 7.25, k % 4 + 1, (k % 3) * 5, k from inv, generate_series(1, 10) k`,
  );
  await run(
    "invoice payments",
    `insert into invoice_payments (invoice_id, amount, date, notes, gateway, created_by)
     select i.id, 25.5, current_date - k, 'Part ' || k, 'manual', 1
     from invoices i, generate_series(1, 2) k where i.status = 3`,
  );
  await seedKanboard(run);
  await run("vacuum analyze", "vacuum analyze");

  return readTargets(database);
}

/**
 * The kanboard project, then every project's board as migration 0020 makes it for existing projects: the four
 * default columns, open tasks as cards in Open and done ones in Done.
 */
async function seedKanboard(run: (label: string, statement: string) => Promise<void>) {
  await run(
    "kanboard project",
    `with p as (insert into projects (title, description, created_by, updated_by)
       values ('${KANBOARD_PROJECT}', '<p>Ten thousand cards.</p>', 1, 1) returning id),
     m as (insert into project_members (project_id, user_id, role_id)
       select p.id, u.id, case when u.id between 3 and 22 then 1 when u.id > 170 then 3 else 2 end
       from p, users u where u.id % 10 = 2)
     insert into task_lists (project_id, title, "order", created_by, updated_by)
     select p.id, 'Board list ' || k, k, 12, 12 from p, generate_series(1, 10) k`,
  );
  await run(
    "kanboard tasks",
    `insert into tasks (project_id, task_list_id, title, status, due_date, "order", is_private, created_by, updated_by,
                        completed_at, completed_by)
     select l.project_id, l.id, 'Card ' || (l.id * ${KANBOARD_TASKS_PER_LIST} + g), case when g % 10 < 3 then 1 else 0 end,
            case when g % 4 = 0 then current_date + (g % 40 - 20) end, g, g % 25 = 0, 12, 12,
            case when g % 10 < 3 then now() end, case when g % 10 < 3 then 12 end
     from task_lists l join projects p on p.id = l.project_id and p.title = '${KANBOARD_PROJECT}',
          generate_series(1, ${KANBOARD_TASKS_PER_LIST}) g`,
  );
  await run(
    "kanboard columns",
    `insert into kanboard_columns (project_id, title, "order", automation, created_by, updated_by)
     select p.id, d.title, d.ord, d.automation::jsonb, p.created_by, p.created_by
     from projects p cross join (values ('Open', 0, '{"type":"todo","lists":[]}'), ('In Progress', 1, '{"type":"in_progress"}'),
       ('Done', 2, '{"type":"done"}'), ('Overdue', 3, '{"type":"none"}')) as d(title, ord, automation)
     order by p.id, d.ord`,
  );
  await run(
    "kanboard cards",
    `insert into kanboard_cards (task_id, column_id, "order")
     select t.id, c.id, (row_number() over (partition by c.id order by t.id desc) - 1)::int
     from tasks t join kanboard_columns c on c.project_id = t.project_id
       and c.automation->>'type' = case when t.status = 1 then 'done' else 'todo' end
     where t.parent_id = 0`,
  );
}

/** The rows the load phase aims at, read back from a seeded database (fresh or a copy of the seeded template). */
export async function readTargets(database: Database): Promise<BenchTargets> {
  const targets = await database.db.execute(
    sql.raw(`select p.id as project_id,
                    (select id from task_lists where project_id = p.id and not is_inbox and not is_private order by id limit 1) as list_id,
                    (select t.id from tasks t join task_lists l on l.id = t.task_list_id
                      where t.project_id = p.id and not t.is_private and not l.is_private and not l.is_inbox
                        and t.created_by = (select id from users where email = '${WORKER_EMAIL}')
                      order by t.id limit 1) as task_id,
                    (select array_agg(x.id) from (select t.id from tasks t where t.project_id = p.id
                      order by t.id offset 100 limit 32) x) as edit_ids,
                    (select array_agg(x.id order by x.id) from (${TIMER_TASKS}) x) as timer_ids,
                    (select id from projects where title = 'Project 1') as client_project_id,
                    (select i.id from invoices i join projects c on c.id = i.project_id and c.title = 'Project 1'
                      where i.client_id = (select id from users where email = '${CLIENT_EMAIL}')
                      order by i.id limit 1) as client_invoice_id,
                    k.id as kanboard_project_id,
                    (select id from kanboard_columns where project_id = k.id and title = 'Open') as kanboard_open,
                    (select id from kanboard_columns where project_id = k.id and title = 'Overdue') as kanboard_overdue,
                    (select t.id from tasks t join kanboard_cards c on c.task_id = t.id
                      where t.project_id = k.id and t.status = 0 and not t.is_private order by t.id limit 1) as kanboard_task
             from projects p, projects k where p.title = 'Project 2' and k.title = '${KANBOARD_PROJECT}'`),
  );
  const row = (targets as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return {
    projectId: Number(row.project_id),
    listId: Number(row.list_id),
    taskId: Number(row.task_id),
    editTaskIds: (row.edit_ids as (number | string)[]).map(Number),
    searchTerm: "onboarding",
    clientProjectId: Number(row.client_project_id),
    clientInvoiceId: Number(row.client_invoice_id),
    timerTaskIds: (row.timer_ids as (number | string)[]).map(Number) as [number, number],
    kanboard: {
      projectId: Number(row.kanboard_project_id),
      open: Number(row.kanboard_open),
      overdue: Number(row.kanboard_overdue),
      taskId: Number(row.kanboard_task),
    },
  };
}
