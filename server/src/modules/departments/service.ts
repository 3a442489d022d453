import { type DepartmentBody, SETTINGS_MESSAGES as M, type UpdateDepartmentBody } from "@cairn/shared";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { recordWorkspaceActivities, recordWorkspaceActivity } from "../../core/activity/workspace";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalid, invalidField } from "../../core/http/errors";
import type { Db, Executor } from "../../db/client";
import { departmentMembers, departments, projectDepartmentMembers, projectDepartments, users } from "../../db/schema";
import { departmentCreated, departmentDeleted, departmentState, departmentUpdates } from "./activity";
import type { DepartmentRow } from "./load";

async function assertUniqueTitle(tx: Executor, title: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(sql`lower(${departments.title})`, title.toLowerCase()),
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw invalidField("title", M.departmentTitleUnique);
}

async function assertUsers(tx: Executor, leadId: number | null | undefined, memberIds: readonly number[] | undefined) {
  const params: Record<string, string[]> = {};
  const ids = [...new Set([...(leadId ? [leadId] : []), ...(memberIds ?? [])])];
  const found = ids.length === 0 ? [] : await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const known = new Set(found.map((u) => u.id));
  if (leadId && !known.has(leadId)) params.lead_id = [M.departmentUsers];
  if (memberIds?.some((id) => !known.has(id))) params.member_ids = [M.departmentUsers];
  if (Object.keys(params).length > 0) throw invalid(params);
}

/** The members apart from the lead, who is the department's lead rather than one of its members. */
async function setMembers(tx: Executor, department: DepartmentRow, memberIds: readonly number[]) {
  await tx.delete(departmentMembers).where(eq(departmentMembers.departmentId, department.id));
  const ids = [...new Set(memberIds)].filter((id) => id !== department.leadId);
  if (ids.length > 0) {
    await tx.insert(departmentMembers).values(ids.map((userId) => ({ departmentId: department.id, userId })));
  }
}

export async function createDepartment(db: Db, me: CurrentUser, body: DepartmentBody) {
  return db.transaction(async (tx) => {
    await assertUniqueTitle(tx, body.title);
    await assertUsers(tx, body.lead_id, body.member_ids);
    const [department] = await tx
      .insert(departments)
      .values({ title: body.title, leadId: body.lead_id ?? null, createdBy: me.id, updatedBy: me.id })
      .returning();
    await setMembers(tx, department, body.member_ids ?? []);
    const activity = await recordWorkspaceActivity(tx, me, departmentCreated(await departmentState(tx, department)));
    return { department, activity };
  });
}

/**
 * Fields left out stay. Projects that chose the department keep their members until their form is saved
 * with a department again: a department's change never reshuffles projects behind their managers' backs.
 */
export async function updateDepartment(db: Db, me: CurrentUser, old: DepartmentRow, body: UpdateDepartmentBody) {
  return db.transaction(async (tx) => {
    if (body.title !== undefined) await assertUniqueTitle(tx, body.title, old.id);
    await assertUsers(tx, body.lead_id, body.member_ids);
    const before = await departmentState(tx, old);
    const [department] = await tx
      .update(departments)
      .set({
        title: body.title ?? old.title,
        leadId: body.lead_id === undefined ? old.leadId : body.lead_id,
        updatedBy: me.id,
        updatedAt: new Date(),
      })
      .where(eq(departments.id, old.id))
      .returning();
    if (body.member_ids !== undefined) {
      await setMembers(tx, department, body.member_ids);
    } else if (department.leadId !== null && department.leadId !== old.leadId) {
      // A member who became lead is no longer listed among the members.
      await tx
        .delete(departmentMembers)
        .where(and(eq(departmentMembers.departmentId, old.id), eq(departmentMembers.userId, department.leadId)));
    }
    const changes = await departmentUpdates(tx, before, await departmentState(tx, department));
    return { department, activities: await recordWorkspaceActivities(tx, me, changes) };
  });
}

/** Projects that had the department keep its people, now as ordinary members. */
export async function deleteDepartment(db: Db, me: CurrentUser, department: DepartmentRow) {
  return db.transaction(async (tx) => {
    const activity = await recordWorkspaceActivity(tx, me, departmentDeleted(await departmentState(tx, department)));
    const linked = await tx
      .select({ projectId: projectDepartments.projectId })
      .from(projectDepartments)
      .where(eq(projectDepartments.departmentId, department.id));
    if (linked.length > 0) {
      await tx.delete(projectDepartmentMembers).where(
        inArray(
          projectDepartmentMembers.projectId,
          linked.map((l) => l.projectId),
        ),
      );
    }
    await tx.delete(departments).where(eq(departments.id, department.id));
    return activity;
  });
}
