import { GLOBAL_SETTINGS, SETTINGS_MESSAGES as M, ROLE } from "@cairn/shared";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { invalidField } from "../../core/http/errors";
import type { Executor } from "../../db/client";
import {
  departmentMembers,
  departments,
  projectDepartmentMembers,
  projectDepartments,
  projectMembers,
  settings,
} from "../../db/schema";

/** Departments apply only while the global `erp_integration` setting is "1" (spec: Project form). */
async function assertErpOn(tx: Executor) {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(and(isNull(settings.projectId), eq(settings.key, "erp_integration")))
    .limit(1);
  const parsed = GLOBAL_SETTINGS.erp_integration.schema.safeParse(row?.value);
  if (!parsed.success || parsed.data !== "1") throw invalidField("department_id", M.departmentsOff);
}

/** The department's lead (as manager) and members (as co-workers). */
async function peopleOf(tx: Executor, departmentId: number) {
  const [department] = await tx.select().from(departments).where(eq(departments.id, departmentId)).limit(1);
  if (!department) throw invalidField("department_id", M.departmentNotFound);
  const members = await tx
    .select({ userId: departmentMembers.userId })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, departmentId));
  const roles = new Map<number, number>(members.map((m) => [m.userId, ROLE.co_worker]));
  if (department.leadId !== null) roles.set(department.leadId, ROLE.manager);
  return { department, roles };
}

async function linkedDepartment(tx: Executor, projectId: number) {
  const [row] = await tx
    .select({ id: departments.id, title: departments.title })
    .from(projectDepartments)
    .innerJoin(departments, eq(departments.id, projectDepartments.departmentId))
    .where(eq(projectDepartments.projectId, projectId))
    .limit(1);
  return row ?? null;
}

/** The department a project was given (for its form), or null. */
export const projectDepartmentOf = (db: Executor, projectId: number) => linkedDepartment(db, projectId);

/**
 * Applies the project form's `department_id` (0 = none) inside the project's transaction, after its
 * members were written: the people who came from the previous department leave, the new department's
 * lead joins as manager and its members as co-workers, merged with the members already there (nobody
 * is demoted). Who came from a department is remembered, so the next change can remove exactly them.
 * The same department sent again changes nothing; `undefined` (not sent) neither.
 */
export async function applyProjectDepartment(
  tx: Executor,
  me: CurrentUser,
  project: { id: number; title: string },
  departmentId: number | undefined,
) {
  if (departmentId === undefined) return;
  const previous = await linkedDepartment(tx, project.id);
  if (departmentId === (previous?.id ?? 0)) return;
  if (departmentId !== 0) await assertErpOn(tx);
  const next = departmentId === 0 ? null : await peopleOf(tx, departmentId);
  const roles = next?.roles ?? new Map<number, number>();

  const tracked = await tx
    .select({ userId: projectDepartmentMembers.userId })
    .from(projectDepartmentMembers)
    .where(eq(projectDepartmentMembers.projectId, project.id));
  const leaving = tracked.map((r) => r.userId).filter((id) => !roles.has(id));
  if (leaving.length > 0) {
    const whose = (table: typeof projectMembers | typeof projectDepartmentMembers) =>
      and(eq(table.projectId, project.id), inArray(table.userId, leaving));
    await tx.delete(projectMembers).where(whose(projectMembers));
    await tx.delete(projectDepartmentMembers).where(whose(projectDepartmentMembers));
  }

  if (roles.size > 0) {
    const ids = [...roles.keys()];
    const already = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), inArray(projectMembers.userId, ids)));
    const present = new Set(already.map((r) => r.userId));
    await tx
      .insert(projectMembers)
      .values(ids.map((userId) => ({ projectId: project.id, userId, roleId: roles.get(userId) as number })))
      // Role ids rank manager (1) over co-worker (2) over client (3): the stronger role stays.
      .onConflictDoUpdate({
        target: [projectMembers.projectId, projectMembers.userId],
        set: { roleId: sql`least(${projectMembers.roleId}, excluded.role_id)` },
      });
    const joined = ids.filter((id) => !present.has(id));
    if (joined.length > 0) {
      await tx
        .insert(projectDepartmentMembers)
        .values(joined.map((userId) => ({ projectId: project.id, userId })))
        .onConflictDoNothing();
    }
  }

  if (next) {
    await tx
      .insert(projectDepartments)
      .values({ projectId: project.id, departmentId: next.department.id })
      .onConflictDoUpdate({ target: projectDepartments.projectId, set: { departmentId: next.department.id } });
  } else {
    await tx.delete(projectDepartments).where(eq(projectDepartments.projectId, project.id));
  }

  const [{ managers }] = await tx
    .select({ managers: count() })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.roleId, ROLE.manager)));
  if (managers === 0) throw invalidField("department_id", M.projectNeedsManager);

  await recordActivity(tx, {
    actorId: me.id,
    action: "update_project_department",
    actionType: "update",
    resourceType: "project",
    resourceId: project.id,
    projectId: project.id,
    meta: {
      project_title: project.title,
      field: "department",
      old: previous?.title ?? null,
      new: next?.department.title ?? null,
    },
  });
}
