import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { tasks } from "../../db/schema";
import type { TestContext, TestUser } from "../../test/harness";

type ItemSpec = {
  assignees: TestUser[];
  estimation: number;
  type?: number;
  /** An ISO instant; absent: not complete. */
  completed?: string;
  privacy?: boolean;
  parent?: number;
};

/** Dates of the fixture: all in 2025, before any "today" the tests run on. */
export const MARCH = { type: "user", startDate: "03/01/2025", endDate: "03/31/2025" };

/**
 * The hand-computed fixture (the expected numbers are written out in the tests). Worker's work, by project:
 * - Apollo (lead manages; co-workers may not see private tasks): "A bug fix" Bug 90 min done Mar 5, "A feature"
 *   Feature 120 done Mar 20, "A untyped" 30 done Mar 31 23:30 UTC (April 1 in Paris), "A old" Bug 60 done
 *   Feb 28, "A open" Bug 45 not done, "A private" Bug 15 done Mar 10 (private, made by lead).
 * - Zeus (lead manages): "Z parent" Feature, own 100, done Mar 16, with sub-tasks "Z sub bug" Bug 20 done Mar 12
 *   and "Z sub plain" 25 done Mar 15 (both worker's); "Z others" 50 done Mar 9 is other's.
 * - Hermes (hermesLead manages, lead is no member): "H task" Feature 40 done Mar 8.
 */
export async function personalReportFixture(t: TestContext) {
  const boss = await t.user({ manager: true, name: "Boss" });
  const lead = await t.user({ name: "Lead" });
  const hermesLead = await t.user({ name: "Hermes lead" });
  const worker = await t.user({ name: "Worker" });
  const other = await t.user({ name: "Other" });
  const suffix = Date.now();
  const apollo = await t.project({ manager: lead, coWorkers: [worker, other], title: `Apollo ${suffix}` });
  const zeus = await t.project({ manager: lead, coWorkers: [worker, other], title: `Zeus ${suffix}` });
  const hermes = await t.project({ manager: hermesLead, coWorkers: [worker], title: `Hermes ${suffix}` });
  const capabilities = { co_worker: { view_private_task: false }, client: {} };
  const set = await t.post(
    `/api/pm/v2/projects/${apollo}/settings`,
    { settings: [{ key: "capabilities", value: capabilities }] },
    { as: lead },
  );
  expect(set.status, JSON.stringify(set.body)).toBeLessThan(300);
  const type = async (title: string) => {
    const res = await t.post("/api/pm/v2/task-types", { title }, { as: boss });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };
  const bug = await type("Bug");
  const feature = await type("Feature");
  const ids: Record<string, number> = {};

  const item = async (project: number, title: string, s: ItemSpec, as: TestUser = lead) => {
    const res = await t.post(
      `/api/pm/v2/projects/${project}/tasks`,
      {
        title,
        assignees: s.assignees.map((u) => u.id),
        estimation: s.estimation,
        type_id: s.type,
        privacy: s.privacy ?? false,
      },
      { as },
    );
    expect(res.status, `${title}: ${JSON.stringify(res.body)}`).toBe(201);
    const id = res.body.data.id as number;
    await t.database.db
      .update(tasks)
      .set({
        status: s.completed ? 1 : 0,
        completedAt: s.completed ? new Date(s.completed) : null,
        parentId: s.parent ?? 0,
      })
      .where(eq(tasks.id, id));
    ids[title] = id;
    return id;
  };

  const w = [worker];
  await item(apollo, "A bug fix", { assignees: w, estimation: 90, type: bug, completed: "2025-03-05T10:00:00Z" });
  await item(apollo, "A feature", { assignees: w, estimation: 120, type: feature, completed: "2025-03-20T10:00:00Z" });
  await item(apollo, "A untyped", { assignees: w, estimation: 30, completed: "2025-03-31T23:30:00Z" });
  await item(apollo, "A old", { assignees: w, estimation: 60, type: bug, completed: "2025-02-28T12:00:00Z" });
  await item(apollo, "A open", { assignees: w, estimation: 45, type: bug });
  await item(apollo, "A private", {
    assignees: w,
    estimation: 15,
    type: bug,
    completed: "2025-03-10T10:00:00Z",
    privacy: true,
  });
  const parent = await item(zeus, "Z parent", {
    assignees: w,
    estimation: 100,
    type: feature,
    completed: "2025-03-16T10:00:00Z",
  });
  await item(zeus, "Z sub bug", { assignees: w, estimation: 20, type: bug, completed: "2025-03-12T10:00:00Z", parent });
  await item(zeus, "Z sub plain", { assignees: w, estimation: 25, completed: "2025-03-15T10:00:00Z", parent });
  await item(zeus, "Z others", { assignees: [other], estimation: 50, completed: "2025-03-09T10:00:00Z" });
  await item(
    hermes,
    "H task",
    { assignees: w, estimation: 40, type: feature, completed: "2025-03-08T10:00:00Z" },
    hermesLead,
  );
  return { boss, lead, hermesLead, worker, other, apollo, zeus, hermes, bug, feature, ids, suffix };
}

/** Calls the report as `as`, with the query's values as strings. */
export function reportCaller(t: TestContext) {
  return (as: TestUser, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    t.get("/api/pm-pro/v2/report-summary", {
      as,
      headers,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
}
