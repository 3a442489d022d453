import { PERSONAL_REPORT_MESSAGES as M, REPORT_MESSAGES } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { taskAssignees, tasks } from "../../db/schema";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";
import { MARCH, personalReportFixture, reportCaller } from "./test-support";

const t = useTestApp();

describe("the personal report's refusals", () => {
  let f: Awaited<ReturnType<typeof personalReportFixture>>;
  let digest: () => Promise<string>;
  const report = reportCaller(t);
  beforeAll(async () => {
    f = await personalReportFixture(t);
    digest = await databaseDigest(t);
  });

  /** The call is refused with `status` and changes nothing. */
  const refused = async (status: number, as: Parameters<typeof report>[0], query: Record<string, string | number>) => {
    const before = await digest();
    const res = await report(as, query);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await digest()).toBe(before);
    return res.body;
  };

  it("400 with each field's message: dates, order, range, type, user, report_for, unknown keys", async () => {
    const params = async (query: Record<string, string | number>) => (await refused(400, f.worker, query)).data.params;
    expect(await params({ ...MARCH, startDate: "2025-03-01" })).toEqual({ startDate: [M.dateFormat] });
    expect(await params({ ...MARCH, endDate: "02/30/2025" })).toEqual({ endDate: [M.dateFormat] });
    expect(await params({ type: "user" })).toEqual({ startDate: [M.datesRequired], endDate: [M.datesRequired] });
    expect(await params({ ...MARCH, startDate: "04/01/2025" })).toEqual({ endDate: [M.rangeOrder] });
    expect(await params({ ...MARCH, startDate: "03/01/2020", endDate: "03/02/2025" })).toEqual({
      endDate: [REPORT_MESSAGES.rangeTooLong],
    });
    expect(await params({ ...MARCH, type: "project" })).toEqual({ type: [M.typeUser] });
    expect(await params({ ...MARCH, report_for: "milestone" })).toEqual({ report_for: [M.reportFor] });
    expect(await params({ ...MARCH, users: "abc" })).toMatchObject({ users: [expect.any(String)] });
    expect(await params({ ...MARCH, user_id: f.worker.id })).toEqual({ user_id: [REPORT_MESSAGES.unknownFilter] });
    const body = await refused(400, f.boss, { ...MARCH, users: 2_000_000_000 });
    expect(body).toMatchObject({ code: "rest_invalid_param", data: { params: { users: [M.unknownUser] } } });
    // Exactly five years is allowed.
    expect((await report(f.worker, { ...MARCH, startDate: "03/01/2020", endDate: "03/01/2025" })).status).toBe(200);
  });

  it("403 for a co-worker or client asking for someone else's report; 401 signed out", async () => {
    const body = await refused(403, f.other, { ...MARCH, users: f.worker.id });
    expect(body.code).toBe("rest_forbidden");
    // Whether the person exists is not revealed to someone who may not read others' reports.
    expect((await refused(403, f.other, { ...MARCH, users: 2_000_000_000 })).code).toBe("rest_forbidden");
    expect((await t.get("/api/pm-pro/v2/report-summary", { query: { ...MARCH } })).status).toBe(401);
    // His own is fine.
    expect((await report(f.other, MARCH)).body.data.meta.completed_tasks).toBe(1);
  });

  it("a project manager asking for someone outside his projects gets the unknown user's answer (issue 42 point 9)", async () => {
    const stranger = await t.user({ name: "Stranger" });
    await t.project({ manager: stranger });
    const hidden = await refused(400, f.hermesLead, { ...MARCH, users: stranger.id });
    const missing = await refused(400, f.hermesLead, { ...MARCH, users: 2_000_000_000 });
    expect(hidden).toEqual(missing);
    expect(hidden.data.params).toEqual({ users: [M.unknownUser] });
    // A co-member's report still answers, and a global manager reads anyone's.
    expect((await report(f.hermesLead, { ...MARCH, users: f.worker.id })).status).toBe(200);
    expect((await report(f.boss, { ...MARCH, users: stranger.id })).status).toBe(200);
  });

  it("does not count a task whose private list or private parent the reader may not see", async () => {
    const list = await t.post(
      `/api/pm/v2/projects/${f.apollo}/task-lists`,
      { title: "Secret list", privacy: true },
      { as: f.lead },
    );
    expect(list.status).toBe(201);
    const hidden = await t.post(
      `/api/pm/v2/projects/${f.apollo}/tasks`,
      { title: "In a private list", task_list_id: list.body.data.id, assignees: [f.worker.id], estimation: 7 },
      { as: f.lead },
    );
    expect(hidden.status).toBe(201);
    await t.database.db
      .update(tasks)
      .set({ status: 1, completedAt: new Date("2025-03-03T10:00:00Z") })
      .where(eq(tasks.id, hidden.body.data.id));
    const flags = { co_worker: { view_private_task: false, view_private_list: false }, client: {} };
    await t.post(
      `/api/pm/v2/projects/${f.apollo}/settings`,
      { settings: [{ key: "capabilities", value: flags }] },
      { as: f.lead },
    );
    try {
      const mine = (await report(f.worker, MARCH)).body.data;
      expect(mine.meta).toMatchObject({ total_estimation: 325, completed_tasks: 5 });
      const boss = (await report(f.boss, { ...MARCH, users: f.worker.id })).body.data;
      expect(boss.meta).toMatchObject({ total_estimation: 347, completed_tasks: 7 });
      // A sub-task of a private parent is hidden with it, even when the sub-task itself is public.
      await t.database.db.update(tasks).set({ isPrivate: true }).where(eq(tasks.id, f.ids["Z parent"]));
      const zeusFlags = { co_worker: { view_private_task: false }, client: {} };
      await t.post(
        `/api/pm/v2/projects/${f.zeus}/settings`,
        { settings: [{ key: "capabilities", value: zeusFlags }] },
        { as: f.lead },
      );
      const subs = (await report(f.worker, { ...MARCH, report_for: "sub_task" })).body.data;
      expect(subs.meta.completed_tasks).toBe(0);
    } finally {
      await t.database.db.update(tasks).set({ isPrivate: false }).where(eq(tasks.id, f.ids["Z parent"]));
      await t.post(`/api/pm/v2/projects/${f.apollo}/tasks/${hidden.body.data.id}/delete`, {}, { as: f.lead });
    }
  });

  it("answers 404 module_disabled while the reports module is off", async () => {
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "reports", type: "deactivate" }, { as: f.boss });
    expect(off.status).toBe(200);
    try {
      const body = await refused(404, f.worker, MARCH);
      expect(body.code).toBe("module_disabled");
    } finally {
      await t.post("/api/pm-pro/v2/module-update", { module: "reports", type: "activate" }, { as: f.boss });
    }
    expect((await report(f.worker, MARCH)).status).toBe(200);
  });
});

describe("the personal report's statements", () => {
  it("stays the same number of statements with one project and task as with many", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const worker = await t.user();
    const count = async (as: typeof boss) =>
      (await reportCaller(t)(as, { type: "user", users: worker.id, startDate: "01/01/2025", endDate: "12/31/2025" }))
        .headers["x-query-count"];
    const addDone = async (project: number, n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await t.post(
          `/api/pm/v2/projects/${project}/tasks`,
          { title: `Done ${i}`, assignees: [worker.id], estimation: 10 },
          { as: lead },
        );
        await t.database.db
          .update(tasks)
          .set({
            status: 1,
            completedAt: new Date("2025-06-01T10:00:00Z"),
            parentId: i % 3 === 2 ? res.body.data.id - 1 : 0,
          })
          .where(eq(tasks.id, res.body.data.id));
      }
    };
    await addDone(await t.project({ manager: lead, coWorkers: [worker] }), 1);
    // The modules' state is read once and kept: the first call of a fresh app pays one statement more.
    await count(boss);
    const oneLead = await count(lead);
    const oneWorker = await count(worker);
    const oneBoss = await count(boss);
    let last = 0;
    for (let p = 0; p < 6; p++) {
      last = await t.project({ manager: lead, coWorkers: [worker] });
      await addDone(last, 5);
    }
    // And 100 more in the last project, past the item table's 100 rows (the totals still count them all).
    await t.database.db.execute(sql`with made as (
        insert into ${tasks} (project_id, task_list_id, title, estimation, status, completed_at, created_by, updated_by)
        select ${last}, (select inbox_list_id from projects where id = ${last}), 'Bulk ' || g, 6, 1,
          '2025-07-01T10:00:00Z'::timestamptz + g * interval '1 minute', ${lead.id}, ${lead.id}
        from generate_series(1, 100) g returning id)
      insert into ${taskAssignees} (task_id, user_id, project_id) select id, ${worker.id}, ${last} from made`);
    const all = (await reportCaller(t)(worker, { type: "user", startDate: "01/01/2025", endDate: "12/31/2025" })).body
      .data;
    // 31 made through the API (6 of them sub-tasks: 25 tasks) and the 100 bulk ones.
    expect(all.tasks.meta).toMatchObject({ total: 125, shown: 100 });
    expect(all.tasks.data[0].title).toBe("Bulk 100");
    // A parent's estimation is its one sub-task's 10.
    expect(all.meta.total_estimation).toBe(25 * 10 + 100 * 6);
    expect(await count(lead)).toBe(oneLead);
    expect(await count(worker)).toBe(oneWorker);
    expect(await count(boss)).toBe(oneBoss);
    // The session (which brings the caller's memberships) and the report.
    expect([oneLead, oneWorker, oneBoss]).toEqual(["2", "2", "2"]);
  });
});
