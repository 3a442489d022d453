/**
 * `npm run seed:demo`: fills the configured database (CAIRN_DATA_DIR or DATABASE_URL) with a small,
 * believable team and four projects, for trying Cairn out. Refuses to touch a database that has projects.
 * Rows go in directly (same shapes the services write), in one transaction.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config";
import { type ActivityInput, recordActivities } from "../core/activity/record";
import { hashPassword } from "../core/auth/password";
import { privateKindsOf } from "../core/policy/policy";
import type { Tx } from "../db/client";
import {
  comments,
  discussionBoards,
  milestones,
  projectMembers,
  projects,
  taskAssignees,
  taskLists,
  tasks,
  users,
} from "../db/schema";
import { startDatabase } from "../db/start";
import { INBOX_ORDER } from "../modules/projects/service";
import { DEMO_PASSWORD, type DemoProject, PEOPLE, PROJECTS, TASK_COMMENTS } from "./demo-content";

const DAY = 86_400_000;
const today = new Date();
const dayOffset = (days: number) => new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);
/** A moment in the past few weeks, so the activity log reads like real history. */
const momentsAgo = (days: number, minutes = 0) => new Date(today.getTime() - days * DAY + minutes * 60_000);

async function ensureUser(
  tx: Tx,
  email: string,
  name: string,
  flags: { admin?: boolean; manager?: boolean; password: string },
) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(users)
    .values({
      email: email.toLowerCase(),
      displayName: name,
      passwordHash: await hashPassword(flags.password),
      isAdmin: flags.admin ?? false,
      isManager: Boolean(flags.admin || flags.manager),
    })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}

async function seedProject(tx: Tx, p: DemoProject, ids: Map<string, number>, age: number) {
  const log: ActivityInput[] = [];
  const who = (key: string) => ids.get(key) as number;
  const owner = who(p.manager);
  const at = (minutes: number) => momentsAgo(age, minutes);
  const [project] = await tx
    .insert(projects)
    .values({ title: p.title, description: p.description, colorCode: p.color, createdBy: owner, createdAt: at(0) })
    .returning();
  const [inbox] = await tx
    .insert(taskLists)
    .values({ projectId: project.id, title: "Inbox", isInbox: true, order: INBOX_ORDER, createdBy: owner })
    .returning();
  await tx.update(projects).set({ inboxListId: inbox.id }).where(sql`${projects.id} = ${project.id}`);
  const members = [
    { userId: owner, roleId: 1 },
    ...p.coWorkers.map((k) => ({ userId: who(k), roleId: 2 })),
    ...p.clients.map((k) => ({ userId: who(k), roleId: 3 })),
  ];
  await tx.insert(projectMembers).values(members.map((m) => ({ ...m, projectId: project.id })));
  const base = { projectId: project.id, resourceType: "project", actionType: "create" as const };
  log.push({
    ...base,
    actorId: owner,
    action: "create_project",
    resourceId: project.id,
    meta: { project_title: p.title },
  });

  const stones = await tx
    .insert(milestones)
    .values(
      p.milestones.map((m, i) => ({
        projectId: project.id,
        title: m.title,
        achieveDate: dayOffset(m.due),
        status: m.done ? 1 : 0,
        completedAt: m.done ? at(60 * 24 * 5) : null,
        order: i,
        createdBy: owner,
      })),
    )
    .returning();
  for (const m of stones) {
    log.push({
      ...base,
      actorId: owner,
      action: "create_milestone",
      resourceType: "milestone",
      resourceId: m.id,
      meta: { milestone_title: m.title, project_title: p.title },
    });
  }

  let minute = 30;
  const taskIds = new Map<string, number>();
  for (const [order, list] of p.lists.entries()) {
    const [row] = await tx
      .insert(taskLists)
      .values({ projectId: project.id, title: list.title, isPrivate: list.private ?? false, order, createdBy: owner })
      .returning();
    const listKinds = privateKindsOf({ kind: "list", isPrivate: row.isPrivate });
    log.push({
      ...base,
      actorId: owner,
      action: "create_task_list",
      resourceType: "task_list",
      resourceId: row.id,
      meta: { task_list_title: row.title, project_title: p.title },
      privateKinds: listKinds,
      ownerId: owner,
    });
    for (const [i, line] of list.tasks.entries()) {
      const [title, due, status, assignees, flags = ""] = line.split("|").map((s) => s.trim());
      const people = assignees.split(",").map(who);
      const done = status === "d";
      const creator = people[0] === owner || i % 2 === 0 ? owner : people[0];
      minute += 47;
      const [task] = await tx
        .insert(tasks)
        .values({
          projectId: project.id,
          taskListId: row.id,
          title,
          description: "",
          dueDate: dayOffset(Number(due)),
          startAt: Number(due) > 3 ? dayOffset(Number(due) - 3) : null,
          status: done ? 1 : status === "p" ? 2 : 0,
          isPrivate: flags.includes("private"),
          priority: i % 3,
          order: i,
          completedAt: done ? at(minute + 600) : null,
          completedBy: done ? people[0] : null,
          createdBy: creator,
          createdAt: at(minute),
        })
        .returning();
      taskIds.set(title, task.id);
      await tx
        .insert(taskAssignees)
        .values(people.map((userId) => ({ taskId: task.id, userId, projectId: project.id, status: done ? 2 : 0 })));
      const kinds = privateKindsOf(
        { kind: "task", isPrivate: task.isPrivate },
        { kind: "list", isPrivate: row.isPrivate },
      );
      const taskLog = { ...base, resourceType: "task", resourceId: task.id, privateKinds: kinds, ownerId: creator };
      const meta = { task_title: title, task_list_title: row.title, project_title: p.title };
      log.push({ ...taskLog, actorId: creator, action: "create_task", meta });
      if (done) {
        log.push({
          ...taskLog,
          actorId: people[0],
          action: "update_task_status",
          actionType: "update",
          meta: { ...meta, field: "status", old: 0, new: 1 },
        });
      }
    }
  }

  for (const d of p.discussions) {
    const [board] = await tx
      .insert(discussionBoards)
      .values({ projectId: project.id, title: d.title, description: d.body, createdBy: who(d.by) })
      .returning();
    log.push({
      ...base,
      actorId: who(d.by),
      action: "create_discussion_board",
      resourceType: "discussion_board",
      resourceId: board.id,
      meta: { discussion_board_title: d.title, project_title: p.title },
      ownerId: who(d.by),
    });
    for (const [by, content] of d.replies) {
      const [c] = await tx
        .insert(comments)
        .values({
          projectId: project.id,
          commentableType: "discussion_board",
          commentableId: board.id,
          content,
          createdBy: who(by),
        })
        .returning();
      log.push({
        ...base,
        actorId: who(by),
        action: "create_comment_on_discussion_board",
        resourceType: "comment",
        resourceId: c.id,
        meta: { discussion_board_title: d.title, project_title: p.title },
        ownerId: who(by),
      });
    }
  }
  for (const [taskTitle, by, content] of TASK_COMMENTS) {
    const taskId = taskIds.get(taskTitle);
    if (!taskId) continue;
    const [c] = await tx
      .insert(comments)
      .values({ projectId: project.id, commentableType: "task", commentableId: taskId, content, createdBy: who(by) })
      .returning();
    log.push({
      ...base,
      actorId: who(by),
      action: "create_comment_on_task",
      resourceType: "comment",
      resourceId: c.id,
      meta: { task_title: taskTitle, project_title: p.title },
      ownerId: who(by),
    });
  }
  const rows = await recordActivities(tx, log);
  // Spread the log over the project's life up to now, in the order it was written.
  const first = rows[0].id;
  const step = Math.floor((today.getTime() - at(0).getTime()) / rows.length / 1000);
  await tx.execute(
    sql`update activities set created_at = ${at(0).toISOString()}::timestamptz + (id - ${first}) * ${step} * interval '1 second'
        where id >= ${first} and id <= ${first + rows.length - 1}`,
  );
  return { tasks: taskIds.size };
}

const consoleLog = { info: (m: string) => console.log(m), warn: console.warn, error: console.error };

async function main() {
  const config = loadConfig();
  const running = await startDatabase(config, consoleLog);
  const database = running.database;
  try {
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    if (n > 0) {
      console.error(`This database already has ${n} project(s); the demo only fills an empty one. Nothing changed.`);
      process.exitCode = 1;
      return;
    }
    const adminEmail = config.adminEmail ?? "admin@example.com";
    const adminPassword = config.adminPassword ?? DEMO_PASSWORD;
    const summary = await database.db.transaction(async (tx) => {
      const ids = new Map<string, number>();
      const admin = await ensureUser(tx, adminEmail, "Administrator", { admin: true, password: adminPassword });
      for (const person of PEOPLE) {
        const flags = { manager: person.role === "manager", password: DEMO_PASSWORD };
        ids.set(person.key, (await ensureUser(tx, person.email, person.name, flags)).id);
      }
      let taskCount = 0;
      for (const [i, project] of PROJECTS.entries()) {
        taskCount += (await seedProject(tx, project, ids, 28 - i * 5)).tasks;
      }
      return { adminCreated: admin.created, taskCount };
    });
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : path.join(config.dataDir, "db");
    console.log(`Demo data written to ${where}: ${PROJECTS.length} projects, ${summary.taskCount} tasks.\n`);
    console.log("Sign in with any of these:");
    const shown = summary.adminCreated ? adminPassword : "(unchanged: this account existed before)";
    console.log(`  ${"administrator".padEnd(14)} ${adminEmail.padEnd(22)} ${shown}`);
    for (const p of PEOPLE) console.log(`  ${p.role.padEnd(14)} ${p.email.padEnd(22)} ${DEMO_PASSWORD}`);
  } finally {
    await running.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
