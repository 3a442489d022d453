import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activities,
  comments,
  discussionBoards,
  files,
  kanboardCards,
  milestones,
  projectMembers,
  projects,
  settings,
  taskAssignees,
  taskLists,
  tasks,
  taskTypes,
  users,
  wpImportRuns,
} from "../../db/schema";
import { useTestApp } from "../../test/harness";
import { beginWpImportRun, executeWpImportRun } from "./run";
import {
  cairnId,
  MISSING_UPLOAD,
  onSource,
  openWpFixture,
  optionsFor,
  signedIn,
  UPLOADS,
  type WpFixture,
} from "./test-support";

/**
 * The fixture (a real WP Project Manager 4.0.5 database: 3 projects, 14 lists, 2 milestones, 1 discussion,
 * 1,004 tasks, 6 comments, 4 files, 1,030 activities) imported once, then read field by field and through the
 * API as its client would.
 */
const t = useTestApp();
let fixture: WpFixture | undefined;
let source: string;
let uploads: string;
let first: Awaited<ReturnType<typeof executeWpImportRun>>;

const run = async (extra: Parameters<typeof optionsFor>[1] = {}) => {
  const options = optionsFor(source, { uploadsDir: uploads, ...extra });
  return executeWpImportRun(t.app.deps, await beginWpImportRun(t.database.db, options), options);
};

beforeAll(async () => {
  fixture = await openWpFixture();
  ({ source, uploads } = fixture);
  first = await run();
}, 120_000);
afterAll(async () => {
  await fixture?.close();
});

const task = async (sourceId: number) => {
  const [row] = await t.database.db
    .select()
    .from(tasks)
    .where(eq(tasks.id, await cairnId(t.database.db, "tasks", sourceId)));
  return row;
};

describe("a first import", () => {
  it("brings every row of every kind, with the counts the source has", async () => {
    const [{ n: sourceTasks }] = await onSource(source, "select count(*) as n from wp_pm_tasks");
    const [{ n: sourceActivities }] = await onSource(source, "select count(*) as n from wp_pm_activities");
    const created = Object.fromEntries(Object.entries(first.counts).map(([kind, c]) => [kind, c.created]));
    expect(created).toMatchObject({
      users: 3,
      task_types: 1,
      projects: 3,
      members: 6,
      capabilities: 3,
      task_lists: 14,
      milestones: 2,
      discussions: 1,
      tasks: Number(sourceTasks),
      assignees: 504,
      // 6 comments, one of them the plugin's own "Task marked as done" note.
      comments: 5,
      // 4 files, one of them missing from the uploads copy.
      files: 3,
      activities: Number(sourceActivities),
    });
    for (const c of Object.values(first.counts)) expect(c.created + c.updated + c.unchanged + c.skipped).toBe(c.read);
    expect(first.notices).toContainEqual({
      table: "wp_pm_files",
      source_id: "3",
      action: "skipped",
      reason: `attachment whose file is not in uploads: ${MISSING_UPLOAD}`,
    });
    const db = t.database.db;
    const pid = await cairnId(db, "projects", 1);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(eq(tasks.projectId, pid));
    expect(n).toBe(Number(sourceTasks));
    const [row] = await db.select().from(wpImportRuns).orderBy(wpImportRuns.id).limit(1);
    expect(row).toMatchObject({
      status: "done",
      dryRun: false,
      source: expect.not.stringContaining("@@"),
      startedBy: null,
    });
    expect(row.report).toEqual(first);
    expect((row.progress as { stage: string }[]).map((p) => p.stage)).toContain("tasks");
  });

  it("keeps the meanings: estimation, dates as instants, statuses, types, assignees, sub-tasks, milestones", async () => {
    const db = t.database.db;
    const rich = await task(1001);
    expect(rich).toMatchObject({
      title: "Rich task",
      description: "<p>Rich <strong>HTML</strong> description</p>",
      // 90 minutes (the plugin's API shows 5400 seconds).
      estimation: 90,
      startAt: "2026-12-02",
      dueDate: "2026-12-10",
      status: 0,
      isPrivate: false,
      taskListId: await cairnId(db, "boards", 16),
      milestoneId: await cairnId(db, "boards", 14),
    });
    expect(rich.createdAt.toISOString()).toBe("2026-12-01T19:13:47.000Z");
    const [type] = await db
      .select()
      .from(taskTypes)
      .where(eq(taskTypes.id, rich.typeId ?? 0));
    expect(type.title).toBe("Bug");
    const people = await db
      .select({ email: users.email })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(eq(taskAssignees.taskId, rich.id));
    expect(people.map((p) => p.email).sort()).toEqual(["admin@example.com", "coworker@example.com"]);
    expect((await task(1003)).parentId).toBe(rich.id);
    const done = await task(1004);
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    expect(done).toMatchObject({ status: 1, completedBy: admin.id });
    expect(done.completedAt?.toISOString()).toBe("2026-12-01T19:13:47.000Z");
    expect(admin).toMatchObject({ isAdmin: true, isManager: true, displayName: "admin" });
    const [stone] = await db
      .select()
      .from(milestones)
      .where(eq(milestones.id, await cairnId(db, "boards", 15)));
    expect(stone).toMatchObject({
      title: "Milestone B (private)",
      isPrivate: true,
      achieveDate: "2027-01-15",
      status: 0,
    });
    expect((await task(1002)).isPrivate).toBe(true);
    // The kanboard every new project gets: a card for each top-level task (the sub-task is on its parent's).
    const pid = await cairnId(db, "projects", 1);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(kanboardCards)
      .innerJoin(tasks, eq(tasks.id, kanboardCards.taskId))
      .where(eq(tasks.projectId, pid));
    expect(n).toBe(1003);
  });

  it("maps each project's Inbox onto Cairn's, decodes text and keeps members, roles and capabilities", async () => {
    const db = t.database.db;
    const pid = await cairnId(db, "projects", 1);
    const [project] = await db.select().from(projects).where(eq(projects.id, pid));
    expect(project.inboxListId).toBe(await cairnId(db, "boards", 1));
    const inboxes = await db.select().from(taskLists).where(eq(taskLists.projectId, pid));
    expect(inboxes.filter((l) => l.isInbox)).toHaveLength(1);
    expect(inboxes).toHaveLength(12);
    const [list16] = inboxes.filter((l) => l.title === "Milestone list");
    expect(list16.milestoneId).toBe(await cairnId(db, "boards", 14));
    const [second] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, await cairnId(db, "projects", 2)));
    expect(second.description).toBe("<p>with a bold word &amp; an ampersand</p>");
    const [done] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, await cairnId(db, "projects", 3)));
    expect(done.status).toBe(1);
    const members = await db
      .select({ email: users.email, roleId: projectMembers.roleId })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, pid));
    expect(Object.fromEntries(members.map((m) => [m.email, m.roleId]))).toEqual({
      "admin@example.com": 1,
      "coworker@example.com": 2,
      "client@example.com": 3,
    });
    const [caps] = await db.select().from(settings).where(eq(settings.projectId, pid));
    expect(caps.value).toMatchObject({
      client: { create_task: true, view_private_task: false, view_private_milestone: false },
      co_worker: { view_private_task: true },
    });
  });

  it("brings discussions, comments with their attachments byte for byte, and past activity with actors and dates", async () => {
    const db = t.database.db;
    const [talk] = await db
      .select()
      .from(discussionBoards)
      .where(eq(discussionBoards.id, await cairnId(db, "boards", 17)));
    expect(talk).toMatchObject({
      description: "<p>Let us <em>discuss</em> the plan.</p>",
      milestoneId: await cairnId(db, "boards", 14),
    });
    const rich = await task(1001);
    const onRich = await db.select().from(comments).where(eq(comments.commentableId, rich.id));
    expect(onRich.map((c) => c.content).sort()).toEqual([
      "<p>A plain task comment</p>",
      "<p>Comment with attachments</p>",
    ]);
    const withFiles = await cairnId(db, "comments", 4);
    const attached = await db.select().from(files).where(eq(files.fileableId, withFiles));
    expect(attached.map((f) => f.name)).toEqual(["pixel.png"]);
    const admin = await signedIn(db, "admin@example.com");
    const pid = await cairnId(db, "projects", 1);
    for (const [file, name] of [
      [2, "2026/12/pixel.png"],
      [4, "2026/12/spec.txt"],
      [1, "2026/12/plan.txt"],
    ] as const) {
      const id = await cairnId(db, "files", file);
      const res = await t.app.inject({
        url: `/api/pm/v2/projects/${pid}/files/${id}/download`,
        headers: { cookie: `cairn_session=${admin.cookie}` },
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.equals(UPLOADS[name])).toBe(true);
    }
    const [status] = await db
      .select()
      .from(activities)
      .where(inArray(activities.action, ["update_task_status"]));
    expect(status).toMatchObject({ actorId: admin.id, resourceId: (await task(1004)).id, projectId: pid });
    expect(status.meta).toMatchObject({
      field: "status",
      old: "incomplete",
      new: "complete",
      imported_from: "wp-project-manager",
    });
    expect(status.createdAt.toISOString()).toBe("2026-12-01T19:13:47.000Z");
    const [onComment] = await db.select().from(activities).where(eq(activities.action, "create_comment_on_task_list"));
    expect(onComment).toMatchObject({ resourceType: "comment", resourceId: await cairnId(db, "comments", 6) });
  });
});

describe("privacy", () => {
  it("shows the client what the plugin showed him: not the private task 1002, nor the private milestone 15", async () => {
    const db = t.database.db;
    const client = await signedIn(db, "client@example.com");
    const admin = await signedIn(db, "admin@example.com");
    const pid = await cairnId(db, "projects", 1);
    const privateTask = (await task(1002)).id;
    expect((await t.get(`/api/pm/v2/projects/${pid}/tasks/${privateTask}`, { as: client })).status).toBe(404);
    expect((await t.get(`/api/pm/v2/projects/${pid}/tasks/${privateTask}`, { as: admin })).status).toBe(200);
    const list = await cairnId(db, "boards", 16);
    const titles = async (as: typeof client) => {
      const res = await t.get(`/api/pm/v2/projects/${pid}/task-lists/${list}`, {
        as,
        query: { with: "incomplete_tasks,complete_tasks" },
      });
      expect(res.status).toBe(200);
      const { incomplete_tasks, complete_tasks } = res.body.data;
      return [...incomplete_tasks.data, ...complete_tasks.data].map((x: { title: string }) => x.title).sort();
    };
    // The sub-task shows under its parent, as Cairn lists sub-tasks.
    expect(await titles(client)).toEqual(["Completed task", "Rich task"]);
    expect(await titles(admin)).toContain("Private task");
    const stones = async (as: typeof client) =>
      (await t.get(`/api/pm/v2/projects/${pid}/milestones`, { as })).body.data.map((m: { title: string }) => m.title);
    expect(await stones(client)).toEqual(["Milestone A"]);
    expect((await stones(admin)).sort()).toEqual(["Milestone A", "Milestone B (private)"]);
    const feed = await t.get(`/api/pm/v2/projects/${pid}/activities`, { as: client, query: { per_page: "100" } });
    expect(feed.status).toBe(200);
    const named = feed.body.data.map((a: { meta: { task_title?: string; milestone_title?: string } }) => a.meta);
    expect(named.some((m: { task_title?: string }) => m.task_title === "Private task")).toBe(false);
    expect(named.some((m: { milestone_title?: string }) => m.milestone_title === "Milestone B (private)")).toBe(false);
  });
});
