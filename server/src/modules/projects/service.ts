import { type CreateProjectBody, MESSAGES, ROLE, type UpdateProjectBody } from "@cairn/shared";
import { and, asc, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { type ActivityInput, recordActivities, recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import type { Paging } from "../../core/http/envelope";
import { invalidField } from "../../core/http/errors";
import { pageTotal, windowTotal } from "../../core/http/page-total";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import {
  accessFromRow,
  hasGlobalManage,
  type ProjectAccess,
  projectVersionSql,
  visibleProjectsSql,
} from "../../core/policy/project-access";
import type { Db, Executor } from "../../db/client";
import { projectMembers, projects, settings, taskLists } from "../../db/schema";
import { preparedFamily } from "../../db/statements";
import { dropOrphanBlobs, projectBlobIds } from "../attachments/store";
import { applyProjectDepartment } from "../departments/project-department";
import { usersInDirectory } from "../users/service";
import { runProjectCreatedHooks } from "./hooks";
import { statusCode } from "./status";

type MemberInput = { user_id: number; role_id: number };

/** The Inbox takes tasks created without a list; it sorts last (original: order 999999). */
export const INBOX_ORDER = 999_999;

async function assertUniqueTitle(db: Executor, title: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(sql`lower(${projects.title})`, title.toLowerCase()), exceptId ? ne(projects.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) throw invalidField("title", MESSAGES.projectTitleUnique);
}

/**
 * Every member named is a user the caller may see: a global manager anyone, a project manager the people he
 * shares a project with. Anyone else answers like an unknown user, so the member list that comes back
 * cannot show him someone's e-mail he could not read before.
 */
async function assertUsersKnown(db: Executor, me: CurrentUser, members: MemberInput[]) {
  const ids = [...new Set(members.map((m) => m.user_id))];
  const found = await usersInDirectory(db, { id: me.id, everyone: hasGlobalManage(me) }, ids);
  if (found.size !== ids.length) throw invalidField("assignees", "Every member must be an existing user.");
}

/** One row per user; the last role given for a user wins. */
const dedupeMembers = (members: MemberInput[]) => [...new Map(members.map((m) => [m.user_id, m])).values()];

export async function createProject(db: Db, me: CurrentUser, body: CreateProjectBody) {
  authorize(hasGlobalManage(me));
  const members = dedupeMembers(body.assignees ?? []);
  // The creator always belongs to the project, as its manager unless listed otherwise.
  if (!members.some((m) => m.user_id === me.id)) members.push({ user_id: me.id, role_id: ROLE.manager });
  return db.transaction(async (tx) => {
    await assertUniqueTitle(tx, body.title);
    await assertUsersKnown(tx, me, members);
    const [project] = await tx
      .insert(projects)
      .values({
        title: body.title,
        description: sanitizeRichText(body.description ?? ""),
        status: statusCode(body.status ?? "current"),
        budget: body.budget?.toString() ?? null,
        payRate: body.pay_rate?.toString() ?? null,
        estCompletionDate: body.est_completion_date ?? null,
        colorCode: body.color_code ?? null,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    const [inbox] = await tx
      .insert(taskLists)
      .values({ projectId: project.id, title: "Inbox", isInbox: true, order: INBOX_ORDER, createdBy: me.id })
      .returning({ id: taskLists.id });
    const [saved] = await tx
      .update(projects)
      .set({ inboxListId: inbox.id })
      .where(eq(projects.id, project.id))
      .returning();
    await tx
      .insert(projectMembers)
      .values(members.map((m) => ({ projectId: project.id, userId: m.user_id, roleId: m.role_id })));
    const activity = await recordActivity(tx, {
      actorId: me.id,
      action: "create_project",
      actionType: "create",
      resourceType: "project",
      resourceId: project.id,
      projectId: project.id,
      meta: { project_title: project.title },
    });
    await applyProjectDepartment(tx, me, saved, body.department_id);
    await runProjectCreatedHooks(tx, saved, me);
    return { project: saved, activity };
  });
}

const UPDATABLE = {
  title: "title",
  description: "description",
  status: "status",
  budget: "budget",
  pay_rate: "payRate",
  est_completion_date: "estCompletionDate",
  color_code: "colorCode",
} as const;

export async function updateProject(db: Db, me: CurrentUser, access: ProjectAccess, body: UpdateProjectBody) {
  authorize(policy.manageProject(access));
  const old = access.project;
  return db.transaction(async (tx) => {
    if (body.title !== undefined) await assertUniqueTitle(tx, body.title, old.id);
    const changes: Partial<typeof projects.$inferInsert> = {};
    const logs: ActivityInput[] = [];
    for (const [field, column] of Object.entries(UPDATABLE) as [
      keyof typeof UPDATABLE,
      (typeof UPDATABLE)[keyof typeof UPDATABLE],
    ][]) {
      const given = body[field];
      if (given === undefined) continue;
      const raw = field === "description" ? sanitizeRichText(given as string) : given;
      const value =
        field === "status"
          ? statusCode(raw as string)
          : field === "budget" || field === "pay_rate"
            ? raw === null
              ? null
              : String(raw)
            : raw;
      const before = old[column];
      const same = before === value || (before !== null && value !== null && String(before) === String(value));
      if (same) continue;
      (changes as Record<string, unknown>)[column] = value;
      logs.push({
        actorId: me.id,
        action: `update_project_${field}`,
        actionType: "update",
        resourceType: "project",
        resourceId: old.id,
        projectId: old.id,
        meta: { project_title: body.title ?? old.title, field, old: before, new: value },
      });
    }
    if (changes.status !== undefined) changes.completedAt = changes.status === 1 ? new Date() : null;
    let project = old;
    if (Object.keys(changes).length > 0) {
      [project] = await tx
        .update(projects)
        .set({ ...changes, updatedBy: me.id, updatedAt: new Date() })
        .where(eq(projects.id, old.id))
        .returning();
    }
    if (body.assignees) {
      const members = dedupeMembers(body.assignees);
      await assertUsersKnown(tx, me, members);
      if (!members.some((m) => m.role_id === ROLE.manager)) {
        throw invalidField("assignees", "A project needs at least one manager.");
      }
      await tx.delete(projectMembers).where(eq(projectMembers.projectId, old.id));
      await tx
        .insert(projectMembers)
        .values(members.map((m) => ({ projectId: old.id, userId: m.user_id, roleId: m.role_id })));
      logs.push({
        actorId: me.id,
        action: "update_project_members",
        actionType: "update",
        resourceType: "project",
        resourceId: old.id,
        projectId: old.id,
        meta: { project_title: project.title },
      });
    }
    await applyProjectDepartment(tx, me, project, body.department_id);
    const written = await recordActivities(tx, logs);
    return { project, activity: written.at(-1) };
  });
}

export async function deleteProject(db: Db, me: CurrentUser, access: ProjectAccess) {
  authorize(policy.manageProject(access));
  return db.transaction(async (tx) => {
    // The project's file rows and their revisions go with it (cascade); the bytes only they referred to go after
    // commit.
    const stored = await projectBlobIds(tx, access.project.id);
    await tx.delete(projects).where(eq(projects.id, access.project.id));
    const removed = await dropOrphanBlobs(tx, stored);
    const activity = await recordActivity(tx, {
      actorId: me.id,
      action: "delete_project",
      actionType: "delete",
      resourceType: "project",
      resourceId: access.project.id,
      projectId: access.project.id,
      meta: { project_title: access.project.title },
    });
    return { activity, removed };
  });
}

/**
 * The projects page, for this visibility and these filters, prepared once per shape: with the counts
 * (queries.ts) it is the whole project list, the app's first read.
 */
const pageStatement = preparedFamily(
  (db: Executor, { manage, byStatus, byTitle }: { manage: boolean; byStatus: boolean; byTitle: boolean }) =>
    db
      .select({
        project: projects,
        roleId: projectMembers.roleId,
        // The project's flags: its counts show only what the caller may see.
        capabilities: settings.value,
        dataVersion: projectVersionSql(projects.id),
        total: windowTotal(),
      })
      .from(projects)
      .leftJoin(
        projectMembers,
        and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, sql.placeholder("userId"))),
      )
      .leftJoin(settings, and(eq(settings.projectId, projects.id), eq(settings.key, "capabilities")))
      .where(
        and(
          manage ? undefined : isNotNull(projectMembers.userId),
          byStatus ? eq(projects.status, sql.placeholder("status")) : undefined,
          byTitle ? sql`${projects.title} ilike ${sql.placeholder("pattern")}` : undefined,
        ),
      )
      .orderBy(asc(projects.order), desc(projects.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
);

/**
 * A page of the projects the caller sees, each with the caller's role, and the total: one statement
 * (the total is a window count, taken before LIMIT), and a count of its own only past the last page.
 */
export async function listProjects(db: Db, me: CurrentUser, filters: { status?: string; query?: string }, p: Paging) {
  const status = filters.status && filters.status !== "all" ? statusCode(filters.status) : undefined;
  const pattern = filters.query ? `%${filters.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const shape = { manage: hasGlobalManage(me), byStatus: status !== undefined, byTitle: pattern !== undefined };
  const found = await pageStatement(db, shape).execute({
    userId: me.id,
    status: status ?? 0,
    pattern: pattern ?? "",
    limit: p.perPage,
    offset: p.offset,
  });
  const total = await pageTotal(found, p, async () => {
    const where = and(
      visibleProjectsSql(me, projects.id),
      status !== undefined ? eq(projects.status, status) : undefined,
      pattern !== undefined ? sql`${projects.title} ilike ${pattern}` : undefined,
    );
    return (await db.select({ n: count() }).from(projects).where(where))[0].n;
  });
  return {
    rows: found.map((r) => ({
      ...r.project,
      roleId: r.roleId,
      dataVersion: r.dataVersion,
      access: accessFromRow(me, { project: r.project, roleId: r.roleId, capabilities: r.capabilities }),
    })),
    total,
  };
}
