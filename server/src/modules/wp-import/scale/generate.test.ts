import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/harness";
import { loadWpFixture, startTestMariaDb, type TestMariaDb } from "../../../test/mariadb";
import { beginWpImportRun, executeWpImportRun } from "../run";
import { onSource, optionsFor } from "../test-support";
import { type GeneratedWorkspace, generateWpWorkspace } from "./generate";

/**
 * The scale generator's rows are the plugin's rows: 2,000 generated tasks on top of the fixture import with
 * the counts the generator says it wrote, and come out in Cairn as they went in (privacy, sub-tasks,
 * completion, one Inbox per project). The 100,000-task measurement itself is `npm run bench:import -w server`.
 */
const t = useTestApp();
let maria: TestMariaDb;
let source: string;
let fixture: Record<string, number>;
let generated: GeneratedWorkspace;
let report: Awaited<ReturnType<typeof executeWpImportRun>>;

const one = async (statement: string) => Number(Object.values((await onSource(source, statement))[0])[0]);

/** What the source holds, by the importer's kinds. */
async function sourceCounts(): Promise<Record<string, number>> {
  const boards = (type: string) => one(`select count(*) from wp_pm_boards where type = '${type}'`);
  return {
    projects: await one("select count(*) from wp_pm_projects"),
    members: await one("select count(*) from wp_pm_role_user"),
    task_lists: await boards("task_list"),
    milestones: await boards("milestone"),
    discussions: await boards("discussion_board"),
    tasks: await one("select count(*) from wp_pm_tasks"),
    assignees: await one("select count(*) from wp_pm_assignees"),
    comments: await one("select count(*) from wp_pm_comments where commentable_type <> 'task_activity'"),
    taskActivityNotes: await one("select count(*) from wp_pm_comments where commentable_type = 'task_activity'"),
    activities: await one("select count(*) from wp_pm_activities"),
  };
}

beforeAll(async () => {
  maria = await startTestMariaDb();
  source = await loadWpFixture(maria.url);
  fixture = await sourceCounts();
  generated = await generateWpWorkspace(source, { tasks: 2000, projects: 10 });
  const options = optionsFor(source);
  report = await executeWpImportRun(t.app.deps, await beginWpImportRun(t.database.db, options), options);
}, 120_000);
afterAll(async () => {
  await maria?.stop();
});

const cairn = async (statement: string) => {
  const result = await t.database.db.execute(sql.raw(statement));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
};

describe("the scale generator", () => {
  it("writes the rows it says, after the fixture's, in the plugin's tables", async () => {
    const now = await sourceCounts();
    const g = generated.counts;
    expect(g.tasks).toBe(2000);
    for (const kind of Object.keys(now)) expect(now[kind], kind).toBe(fixture[kind] + g[kind as keyof typeof g]);
    expect(generated.rows.wp_pm_tasks).toBe(2000);
    // About one comment and three activity rows per task, assignees on about half.
    expect(g.comments / g.tasks).toBeGreaterThan(0.8);
    expect(g.activities / g.tasks).toBeGreaterThan(2.5);
    expect(g.assignees / g.tasks).toBeGreaterThan(0.4);
    expect(g.privateTasks).toBeGreaterThan(0);
    expect(g.subTasks).toBeGreaterThan(0);
    expect(g.completedTasks).toBeGreaterThan(0);
  });

  it("imports with the right counts: everything created, only the plugin's status notes skipped", async () => {
    const g = generated.counts;
    const created = Object.fromEntries(Object.entries(report.counts).map(([kind, c]) => [kind, c.created]));
    expect(created).toMatchObject({
      users: 3 + g.users,
      projects: fixture.projects + g.projects,
      members: fixture.members + g.members,
      task_lists: fixture.task_lists + g.task_lists,
      milestones: fixture.milestones + g.milestones,
      discussions: fixture.discussions + g.discussions,
      tasks: fixture.tasks + g.tasks,
      assignees: fixture.assignees + g.assignees,
      comments: fixture.comments + g.comments,
      activities: fixture.activities + g.activities,
    });
    expect(report.counts.comments.skipped).toBe(fixture.taskActivityNotes + g.taskActivityNotes);
    expect(report.counts.tasks.skipped).toBe(0);
    expect(report.counts.activities.skipped).toBe(0);
    for (const c of Object.values(report.counts)) expect(c.created + c.updated + c.unchanged + c.skipped).toBe(c.read);
  });

  it("keeps privacy, sub-tasks, completion and one Inbox per project", async () => {
    const privateAtSource = await one(
      `select count(*) from wp_pm_tasks where is_private = 1
         or id in (select entity_id from wp_pm_meta where entity_type = 'task' and meta_key = 'privacy' and meta_value = '1')`,
    );
    expect(await cairn("select count(*)::int as n from tasks where is_private")).toBe(privateAtSource);
    expect(await cairn("select count(*)::int as n from tasks where parent_id <> 0")).toBe(
      await one("select count(*) from wp_pm_tasks where parent_id <> 0"),
    );
    expect(await cairn("select count(*)::int as n from tasks where status = 1")).toBe(
      await one("select count(*) from wp_pm_tasks where status = 1"),
    );
    const projects = await cairn("select count(*)::int as n from projects");
    expect(await cairn("select count(*)::int as n from task_lists where is_inbox")).toBe(projects);
    expect(await cairn("select count(*)::int as n from activities where action = 'update_task_status'")).toBe(
      await one("select count(*) from wp_pm_activities where action = 'update_task_status'"),
    );
  });
});
