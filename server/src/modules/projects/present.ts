import { ROLE_NAMES, type RoleId } from "@cairn/shared";
import { presentDateOnly, presentTimestamp } from "../../core/http/dates";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess, ProjectRow } from "../../core/policy/project-access";
import { presentUser } from "../users/present";
import { statusWord } from "./status";

export type Member = {
  id: number;
  email: string;
  displayName: string;
  roleId: number;
  deactivatedAt?: Date | null;
  deletedAt?: Date | null;
};
export type ProjectCounts = Partial<Record<string, number>>;

export function presentMember(m: Member) {
  // Only the services write the column, and they take a role id from the shared schemas (1, 2 or 3).
  const roleId = m.roleId as RoleId;
  return { ...presentUser(m), role_id: roleId, role: ROLE_NAMES[roleId] };
}

export function presentProject(
  p: ProjectRow,
  extra: {
    members?: Member[];
    counts?: ProjectCounts;
    access?: Pick<ProjectAccess, "isManager" | "isGlobalManager" | "roleId" | "flags">;
  } = {},
) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    status: statusWord(p.status),
    budget: p.budget === null ? null : Number(p.budget),
    pay_rate: p.payRate === null ? null : Number(p.payRate),
    est_completion_date: presentDateOnly(p.estCompletionDate),
    color_code: p.colorCode,
    order: p.order,
    inbox_list_id: p.inboxListId,
    created_by: p.createdBy,
    created_at: presentTimestamp(p.createdAt),
    updated_at: presentTimestamp(p.updatedAt),
    completed_at: presentTimestamp(p.completedAt),
    ...(extra.members ? { assignees: { data: extra.members.map(presentMember) } } : {}),
    meta: {
      ...(extra.counts ?? {}),
      ...(extra.access
        ? {
            role_id: extra.access.roleId,
            can_edit: extra.access.isManager,
            can_delete: extra.access.isManager,
            // Project settings (capabilities, labels, integrations): global managers and its managers.
            can_manage_settings: extra.access.isManager,
            can_duplicate: policy.duplicateProject(extra.access),
            capabilities: extra.access.flags,
          }
        : {}),
    },
  };
}
