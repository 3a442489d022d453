import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { projects, taskReportSums, tasks } from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { type TaskReportFilters, taskReportWhere } from "./task-report";

const t = useTestApp();

/**
 * Keys whose summed deltas differ from the tasks as they are, counted here independently of the migration:
 * measure 1 open by due day, 2 complete by UTC completion day, 3 all, 4 and 5 those by month.
 */
async function sumsOffTruth() {
  const result = await t.database.db.execute(sql`with truth as (
      select m.measure, m.day, t.project_id, t.status, t.payable, count(*)::int as n, sum(t.estimation)::bigint as est
      from tasks t cross join lateral (values
        (1, case when t.status <> 1 then t.due_date end),
        (2, case when t.status = 1 then (t.completed_at at time zone 'UTC')::date end),
        (3, '-infinity'::date),
        (4, case when t.status <> 1 then date_trunc('month', t.due_date)::date end),
        (5, case when t.status = 1 then date_trunc('month', t.completed_at at time zone 'UTC')::date end)
      ) m(measure, day)
      where t.parent_id = 0 and m.day is not null group by 1, 2, 3, 4, 5
    ), sums as (
      select measure, day, project_id, status, payable, sum(n)::int as n, sum(estimation)::bigint as est
      from task_report_sums group by 1, 2, 3, 4, 5 having sum(n) <> 0 or sum(estimation) <> 0
    )
    select measure, day::text, project_id, status, payable, truth.n as truth_n, sums.n as sums_n,
      truth.est as truth_est, sums.est as sums_est
    from truth full join sums using (measure, day, project_id, status, payable)
    where truth.n is distinct from sums.n or truth.est is distinct from sums.est`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const compact = async () =>
  (
    (await t.database.db.execute(sql`select cairn_compact_task_report_sums() as folded`)) as unknown as {
      rows: { folded: number }[];
    }
  ).rows[0].folded;

describe("task_report_sums (migration 0035): the reports' totals kept by triggers", () => {
  let lead: Awaited<ReturnType<typeof t.user>>;
  let first: number;
  let second: number;
  beforeAll(async () => {
    lead = await t.user({ name: "Lead" });
    first = await t.project({ manager: lead, title: "Sums one" });
    second = await t.project({ manager: lead, title: "Sums two" });
  });

  const create = async (project: number, body: Record<string, unknown>) => {
    const res = await t.post(`/api/pm/v2/projects/${project}/tasks`, body, { as: lead });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };

  it("match the tasks after every kind of change, and after compaction hold one row per key", async () => {
    const db = t.database.db;
    const a = await create(first, { title: "A", due_date: "2025-03-31", estimation: 30 });
    const b = await create(first, { title: "B", due_date: "2025-04-01", estimation: 45, payable: true });
    const c = await create(second, { title: "C", estimation: 10 });
    expect(await sumsOffTruth()).toEqual([]);

    // Through the API: completing, reopening, editing what the sums hold; an edit they do not hold.
    expect(
      (await t.post(`/api/pm/v2/projects/${first}/tasks/${a}/change-status`, { status: 1 }, { as: lead })).status,
    ).toBe(200);
    expect(await sumsOffTruth()).toEqual([]);
    const edit = { title: "B again", due_date: "2025-05-02", estimation: 50 };
    expect((await t.post(`/api/pm/v2/projects/${first}/tasks/${b}/update`, edit, { as: lead })).status).toBe(200);
    expect(
      (await t.post(`/api/pm/v2/projects/${first}/tasks/${a}/change-status`, { status: 0 }, { as: lead })).status,
    ).toBe(200);
    expect(await sumsOffTruth()).toEqual([]);

    // Straight in the table: completion times across a month's end, a status of 2, a move between projects,
    // a task made a sub-task and back, several rows in one statement, deletion.
    await db
      .update(tasks)
      .set({ status: 1, completedAt: new Date("2025-06-30T23:59:59Z") })
      .where(eq(tasks.id, a));
    await db.update(tasks).set({ status: 2, payable: false }).where(eq(tasks.id, b));
    await db.update(tasks).set({ projectId: first }).where(eq(tasks.id, c));
    await db.update(tasks).set({ parentId: a }).where(eq(tasks.id, b));
    expect(await sumsOffTruth()).toEqual([]);
    await db.update(tasks).set({ parentId: 0 }).where(eq(tasks.id, b));
    await db
      .update(tasks)
      .set({ estimation: sql`${tasks.estimation} + 5`, dueDate: "2025-07-01" })
      .where(inArray(tasks.id, [a, b, c]));
    expect(await sumsOffTruth()).toEqual([]);
    await db.delete(tasks).where(eq(tasks.id, c));
    expect(await sumsOffTruth()).toEqual([]);

    // A project's copy inserts its tasks in one statement; a project's deletion takes its tasks with it.
    const boss = await t.user({ manager: true });
    const copy = await t.post(`/api/pm-pro/v2/duplicate/project/${first}`, {}, { as: boss });
    expect(copy.status, JSON.stringify(copy.body).slice(0, 200)).toBeLessThan(300);
    expect(await sumsOffTruth()).toEqual([]);
    await db.delete(projects).where(eq(projects.id, second));
    expect(await sumsOffTruth()).toEqual([]);

    expect(await compact()).toBeGreaterThan(0);
    expect(await sumsOffTruth()).toEqual([]);
    const keys = await db.execute(sql`select count(*)::int as rows,
        count(distinct (measure, day, project_id, status, payable))::int as keys,
        count(*) filter (where n = 0 and estimation = 0)::int as empty
      from ${taskReportSums}`);
    const [{ rows, keys: distinct, empty }] = (
      keys as unknown as { rows: { rows: number; keys: number; empty: number }[] }
    ).rows;
    expect(rows).toBe(distinct);
    expect(empty).toBe(0);
    expect(await compact()).toBe(0);
  });
});

describe("completed and overdue totals from the sums equal the tasks counted, in any zone", () => {
  let boss: Awaited<ReturnType<typeof t.user>>;
  let project: number;
  beforeAll(async () => {
    boss = await t.user({ manager: true, name: "Boss" });
    const lead = await t.user({ name: "Lead" });
    project = await t.project({ manager: lead, title: "Zones" });
    // 240 tasks from 2025-01-20: two of three completed, one every 7 h 13 min (crossing two months' ends), and
    // three due each day, one of them open.
    const base = Date.parse("2025-01-20T00:00:00Z");
    const made: number[] = [];
    for (let i = 0; i < 240; i++) {
      const res = await t.post(
        `/api/pm/v2/projects/${project}/tasks`,
        {
          title: `T${i}`,
          estimation: 1 + (i % 7),
          due_date: new Date(base + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
        },
        { as: lead },
      );
      made.push(res.body.data.id as number);
    }
    for (const [i, id] of made.entries()) {
      if (i % 3 === 0) continue;
      const completedAt = new Date(base + i * (7 * 3_600_000 + 13 * 60_000));
      await t.database.db.update(tasks).set({ status: 1, completedAt }).where(eq(tasks.id, id));
    }
  }, 60_000);

  const counted = async (f: TaskReportFilters) => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(${tasks.estimation}), 0)::int as est from ${tasks} where ${taskReportWhere(f)}`,
    );
    return (result as unknown as { rows: { n: number; est: number }[] }).rows[0];
  };

  const ranges = [
    ["2025-01-31", "2025-01-31"],
    ["2025-01-25", "2025-02-03"],
    ["2025-02-01", "2025-02-28"],
    ["2025-01-20", "2025-03-31"],
    ["2025-02-14", "2025-04-30"],
  ];
  const zones = ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"];

  it("overdue with an open start: every day up to the end, in every zone", async () => {
    for (const timezone of zones) {
      for (const [, dueDate] of ranges) {
        const res = await t.get("/api/pm/v2/tasks", {
          as: boss,
          headers: { "x-time-zone": timezone },
          query: { report: "overdue", due_date: dueDate, project_id: String(project) },
        });
        expect(res.status).toBe(200);
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date());
        const truth = await counted({ kind: "overdue", dueDate, projectId: project, timezone, today });
        const label = `overdue ${timezone} ..${dueDate}`;
        expect(truth.n, label).toBeGreaterThan(0);
        expect(res.body.meta.report.total_tasks, label).toBe(truth.n);
        expect(res.body.meta.report.total_estimation, label).toBe(truth.est);
      }
    }
  });

  for (const kind of ["completed", "overdue"] as const) {
    it(`${kind}: every range in every zone`, async () => {
      for (const timezone of zones) {
        for (const [startDate, dueDate] of ranges) {
          const res = await t.get("/api/pm/v2/tasks", {
            as: boss,
            headers: { "x-time-zone": timezone },
            query: { report: kind, start_date: startDate, due_date: dueDate, project_id: String(project) },
          });
          expect(res.status).toBe(200);
          const today = new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date());
          const truth = await counted({ kind, startDate, dueDate, projectId: project, timezone, today });
          const label = `${kind} ${timezone} ${startDate}..${dueDate}`;
          expect(truth.n, label).toBeGreaterThan(0);
          expect(res.body.meta.report.total_tasks, label).toBe(truth.n);
          expect(res.body.meta.report.total_estimation, label).toBe(truth.est);
        }
      }
    });
  }
});
