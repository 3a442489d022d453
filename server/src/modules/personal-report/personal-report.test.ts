import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { MARCH, personalReportFixture, reportCaller } from "./test-support";

const t = useTestApp();

describe("GET pm-pro/v2/report-summary?type=user (the personal report)", () => {
  let f: Awaited<ReturnType<typeof personalReportFixture>>;
  const report = reportCaller(t);
  beforeAll(async () => {
    f = await personalReportFixture(t);
  });

  it("sums the worker's own completed tasks of the range, hiding the private task he may not see", async () => {
    const res = await report(f.worker, { ...MARCH, users: f.worker.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d.users.data).toEqual([{ id: f.worker.id, display_name: "Worker" }]);
    expect(d.report_for).toBe("task");
    expect(d.range).toEqual({ start_date: "2025-03-01", end_date: "2025-03-31", days: 31, elapsed_days: 31 });
    // 90 + 120 + 30 + 45 (Z parent: its sub-tasks' 20 + 25, not its own 100) + 40 = 325 minutes, 5 tasks.
    expect(d.meta).toEqual({
      total_estimation: 325,
      total_estimation_tf: "5:25",
      completed_tasks: 5,
      avg_hour_task_tf: "1:05",
      // 325 / 31 days = 10.5 minutes, rounded.
      avg_work_hour_tf: "0:10",
      avg_task_day: 0.16,
      can_choose_user: false,
    });
    expect(d.tasks.data.map((x: { title: string }) => x.title)).toEqual([
      "A untyped",
      "A feature",
      "Z parent",
      "H task",
      "A bug fix",
    ]);
    expect(d.tasks.meta).toEqual({
      total: 5,
      shown: 5,
      total_estimation: 325,
      total_hours: 5.42,
      total_hours_tf: "5:25",
    });
    expect(d.tasks.data[0]).toMatchObject({
      project_id: f.apollo,
      project_title: `Apollo ${f.suffix}`,
      completed_at: { date: "2025-03-31", datetime: "2025-03-31T23:30:00.000Z", timezone: "UTC" },
      type: { data: null },
      estimation: 30,
      estimation_tf: "0:30",
      task: { data: null },
    });
    expect(d.tasks.data[2]).toMatchObject({
      title: "Z parent",
      type: { data: { id: f.feature, title: "Feature" } },
      estimation: 45,
    });
  });

  it("gives per-project rows by title with task and sub-task sums, and their totals", async () => {
    const d = (await report(f.worker, MARCH)).body.data;
    const row = (title: string, tasks: number, taskMin: string, subs: number, subMin: string) => ({
      project: { data: { id: expect.any(Number), title: `${title} ${f.suffix}` } },
      completed_tasks: tasks,
      completed_sub_tasks: subs,
      estimated_task_hours: expect.any(Number),
      estimated_task_hours_tf: taskMin,
      estimated_sub_task_hours: expect.any(Number),
      estimated_sub_task_hours_tf: subMin,
      meta: { report_for: "task" },
    });
    expect(d.projects.data).toEqual([
      row("Apollo", 3, "4:00", 0, "0:00"),
      row("Hermes", 1, "0:40", 0, "0:00"),
      row("Zeus", 1, "0:45", 2, "0:45"),
    ]);
    expect(d.projects.data.map((p: { estimated_task_hours: number }) => p.estimated_task_hours)).toEqual([
      4, 0.67, 0.75,
    ]);
    expect(d.projects.meta.totals).toEqual({
      completed_tasks: 5,
      completed_sub_tasks: 2,
      estimated_task_hours: 5.42,
      estimated_task_hours_tf: "5:25",
      estimated_sub_task_hours: 0.75,
      estimated_sub_task_hours_tf: "0:45",
    });
  });

  it("groups tasks and sub-tasks by their type, 'No type' last", async () => {
    const d = (await report(f.worker, MARCH)).body.data;
    const titles = (rows: { title: string; completed: number; estimated_hours_tf: string }[]) =>
      rows.map((r) => [r.title, r.completed, r.estimated_hours_tf]);
    expect(titles(d.task_types.data)).toEqual([
      ["Bug", 1, "1:30"],
      ["Feature", 3, "3:25"],
      ["No type", 1, "0:30"],
    ]);
    expect(d.task_types.data[2].type).toEqual({ data: null });
    expect(d.task_types.data[0].type.data).toMatchObject({ id: f.bug, title: "Bug" });
    expect(d.task_types.meta.totals).toEqual({ completed: 5, estimated_hours: 5.42, estimated_hours_tf: "5:25" });
    expect(titles(d.sub_task_types.data)).toEqual([
      ["Bug", 1, "0:20"],
      ["No type", 1, "0:25"],
    ]);
    expect(d.sub_task_types.meta.totals).toEqual({ completed: 2, estimated_hours: 0.75, estimated_hours_tf: "0:45" });
  });

  it("reports sub-tasks with report_for=sub_task, each with its parent task", async () => {
    const d = (await report(f.worker, { ...MARCH, report_for: "sub_task" })).body.data;
    expect(d.report_for).toBe("sub_task");
    expect(d.meta).toMatchObject({ total_estimation: 45, completed_tasks: 2, avg_hour_task_tf: "0:23" });
    expect(d.tasks.data.map((x: { title: string }) => x.title)).toEqual(["Z sub plain", "Z sub bug"]);
    expect(d.tasks.data[0].task).toEqual({ data: { id: f.ids["Z parent"], title: "Z parent" } });
    expect(d.projects.data[0].meta).toEqual({ report_for: "sub_task" });
  });

  it("judges the range's days in the reader's zone", async () => {
    // A untyped was completed 2025-03-31 23:30 UTC: April 1 in Paris, so out of March there.
    const d = (await report(f.worker, MARCH, { "x-time-zone": "Europe/Paris" })).body.data;
    expect(d.meta).toMatchObject({ total_estimation: 295, completed_tasks: 4 });
    const april = (
      await report(
        f.worker,
        { ...MARCH, startDate: "04/01/2025", endDate: "04/01/2025" },
        {
          "x-time-zone": "Europe/Paris",
        },
      )
    ).body.data;
    expect(april.tasks.data[0]).toMatchObject({ title: "A untyped", completed_at: { date: "2025-04-01" } });
    expect(april.range).toMatchObject({ days: 1, elapsed_days: 1 });
  });

  it("lets a global manager read anyone's, private tasks included", async () => {
    const d = (await report(f.boss, { ...MARCH, users: f.worker.id })).body.data;
    expect(d.users.data[0].display_name).toBe("Worker");
    expect(d.meta).toMatchObject({ total_estimation: 340, completed_tasks: 6, can_choose_user: true });
    expect(d.tasks.data.map((x: { title: string }) => x.title)).toContain("A private");
  });

  it("shows a project manager only the projects he belongs to", async () => {
    const lead = (await report(f.lead, { ...MARCH, users: f.worker.id })).body.data;
    // Apollo (with its private task: he manages it) and Zeus; not Hermes.
    expect(lead.meta).toMatchObject({ total_estimation: 300, completed_tasks: 5, can_choose_user: true });
    expect(lead.projects.data.map((p: { project: { data: { title: string } } }) => p.project.data.title)).toEqual([
      `Apollo ${f.suffix}`,
      `Zeus ${f.suffix}`,
    ]);
    const hermes = (await report(f.hermesLead, { ...MARCH, users: f.worker.id })).body.data;
    expect(hermes.meta).toMatchObject({ total_estimation: 40, completed_tasks: 1 });
  });

  it("answers an empty range with zeros and empty tables", async () => {
    const d = (await report(f.worker, { ...MARCH, startDate: "01/01/2024", endDate: "01/31/2024" })).body.data;
    expect(d.meta).toMatchObject({
      total_estimation: 0,
      total_estimation_tf: "0:00",
      completed_tasks: 0,
      avg_hour_task_tf: "0:00",
      avg_work_hour_tf: "0:00",
      avg_task_day: 0,
    });
    expect([d.tasks.data, d.projects.data, d.task_types.data, d.sub_task_types.data]).toEqual([[], [], [], []]);
  });

  it("divides the averages per day by the days begun, not the days to come", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [y, m, day] = today.split("-");
    const next = `${Number(y) + 1}`;
    const res = await report(f.worker, { ...MARCH, startDate: `${m}/${day}/${y}`, endDate: `${m}/${day}/${next}` });
    expect(res.status).toBe(200);
    expect(res.body.data.range.elapsed_days).toBe(1);
    expect(res.body.data.range.days).toBeGreaterThan(365);
  });
});
