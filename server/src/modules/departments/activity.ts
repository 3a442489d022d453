import { asc, eq, inArray } from "drizzle-orm";
import type { WorkspaceActivity } from "../../core/activity/workspace";
import type { Executor } from "../../db/client";
import { departmentMembers, users } from "../../db/schema";
import type { DepartmentRow } from "./load";

/** What a department's log compares: its title, lead and members (by id). */
export type DepartmentState = { id: number; title: string; leadId: number | null; memberIds: number[] };

export async function departmentState(tx: Executor, department: DepartmentRow): Promise<DepartmentState> {
  const rows = await tx
    .select({ userId: departmentMembers.userId })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, department.id))
    .orderBy(asc(departmentMembers.userId));
  return {
    id: department.id,
    title: department.title,
    leadId: department.leadId,
    memberIds: rows.map((r) => r.userId),
  };
}

const entry = (d: DepartmentState, action: string, actionType: WorkspaceActivity["actionType"], meta = {}) => ({
  action,
  actionType,
  resourceType: "department",
  resourceId: d.id,
  meta: { title: d.title, ...meta },
});

export const departmentCreated = (d: DepartmentState) => entry(d, "create_department", "create");
export const departmentDeleted = (d: DepartmentState) => entry(d, "delete_department", "delete");

/**
 * One row per field that changed (update_department_title, _lead, _members), as tasks log theirs; people
 * by name, read in one query, so a sentence needs no further reads. Nothing changed: no row.
 */
export async function departmentUpdates(
  tx: Executor,
  before: DepartmentState,
  after: DepartmentState,
): Promise<WorkspaceActivity[]> {
  const added = after.memberIds.filter((id) => !before.memberIds.includes(id));
  const removed = before.memberIds.filter((id) => !after.memberIds.includes(id));
  const leadChanged = before.leadId !== after.leadId;
  const ids = [...added, ...removed, ...(leadChanged ? [before.leadId, after.leadId] : [])].filter(
    (id): id is number => id !== null,
  );
  const found =
    ids.length === 0
      ? []
      : await tx.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids));
  const names = new Map(found.map((u) => [u.id, u.name]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));

  const logs: WorkspaceActivity[] = [];
  if (before.title !== after.title) {
    logs.push(entry(after, "update_department_title", "update", { old: before.title, new: after.title }));
  }
  if (leadChanged) {
    logs.push(
      entry(after, "update_department_lead", "update", { old: nameOf(before.leadId), new: nameOf(after.leadId) }),
    );
  }
  if (added.length > 0 || removed.length > 0) {
    logs.push(
      entry(after, "update_department_members", "update", { added: added.map(nameOf), removed: removed.map(nameOf) }),
    );
  }
  return logs;
}
