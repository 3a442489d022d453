import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { tasks } from "../../db/schema";
import type { TestContext, TestUser } from "../../test/harness";

type TaskSpec = {
  assignees?: TestUser[];
  due?: string;
  start?: string;
  estimation?: number;
  milestone?: number;
  privacy?: boolean;
  status?: 0 | 1 | 2;
  created: string;
  completed?: string;
  completedBy?: TestUser;
};

/**
 * The hand-computed fixture of the report tests (the expected rows and totals are written out in the
 * tests): two projects, a milestone, nine top-level tasks with set creation and completion times, and a
 * parent whose two sub-tasks carry its estimation. Dates are of 2025, before any "today" the tests see.
 */
export async function reportFixture(t: TestContext) {
  const boss = await t.user({ manager: true, name: "Boss" });
  const lead = await t.user({ name: "Lead" });
  const worker = await t.user({ name: "Worker" });
  const other = await t.user({ name: "Other" });
  const apollo = await t.project({ manager: lead, coWorkers: [worker, other], title: `Apollo ${Date.now()}` });
  const zeus = await t.project({ manager: lead, coWorkers: [worker, other], title: `Zeus ${Date.now()}` });
  const launch = (await t.post(`/api/pm/v2/projects/${apollo}/milestones`, { title: "Launch" }, { as: lead })).body.data
    .id as number;
  const ids: Record<string, number> = {};

  const task = async (project: number, title: string, s: TaskSpec, parentId = 0) => {
    const res = await t.post(
      `/api/pm/v2/projects/${project}/tasks`,
      {
        title,
        assignees: (s.assignees ?? []).map((u) => u.id),
        due_date: s.due,
        start_at: s.start,
        estimation: s.estimation ?? 0,
        milestone: s.milestone,
        privacy: s.privacy ?? false,
      },
      { as: lead },
    );
    expect(res.status, title).toBe(201);
    const id = res.body.data.id as number;
    await t.database.db
      .update(tasks)
      .set({
        status: s.status ?? 0,
        parentId,
        createdAt: new Date(s.created),
        completedAt: s.completed ? new Date(s.completed) : null,
        completedBy: s.completedBy?.id ?? null,
      })
      .where(eq(tasks.id, id));
    ids[title] = id;
    return id;
  };

  await task(apollo, "Apollo late", {
    assignees: [worker],
    due: "2025-02-10",
    start: "2025-02-01",
    created: "2025-01-05T10:00:00Z",
    estimation: 90,
    milestone: launch,
  });
  await task(apollo, "Apollo done", {
    assignees: [worker],
    due: "2025-02-11",
    created: "2025-01-06T10:00:00Z",
    estimation: 30,
    status: 1,
    completed: "2025-03-10T23:30:00Z",
    completedBy: worker,
  });
  await task(apollo, "Apollo pending", {
    assignees: [other],
    due: "2025-03-01",
    created: "2025-02-01T10:00:00Z",
    estimation: 60,
    status: 2,
  });
  await task(apollo, "Apollo loose", {
    due: "2025-04-01",
    created: "2025-02-15T12:00:00Z",
    estimation: 15,
    milestone: launch,
    privacy: true,
  });
  await task(apollo, "Apollo loose done", {
    created: "2025-02-16T12:00:00Z",
    status: 1,
    completed: "2025-02-20T10:00:00Z",
  });
  await task(zeus, "Zeus done", {
    assignees: [worker],
    due: "2024-12-20",
    created: "2024-12-01T10:00:00Z",
    estimation: 45,
    status: 1,
    completed: "2025-01-15T09:00:00Z",
  });
  const parent = await task(zeus, "Zeus parent", {
    assignees: [worker],
    due: "2025-05-05",
    created: "2025-03-01T08:00:00Z",
    estimation: 100,
  });
  await task(zeus, "Zeus sub one", { created: "2025-03-01T08:00:00Z", estimation: 20, status: 1 }, parent);
  await task(zeus, "Zeus sub two", { created: "2025-03-01T08:00:00Z", estimation: 25, due: "2025-03-02" }, parent);
  await task(zeus, "Zeus old", {
    assignees: [other],
    due: "2024-11-01",
    created: "2024-10-01T10:00:00Z",
    estimation: 10,
  });
  return { boss, lead, worker, other, apollo, zeus, launch, ids };
}

/** The titles of a report answer's rows, in order. */
export const titlesOf = (body: { data: { title: string }[] }) => body.data.map((x) => x.title);
