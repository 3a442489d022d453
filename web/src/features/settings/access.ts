import type { Me, Project } from "../../api/types";

/**
 * Project settings are for global managers and that project's managers (spec §6). The server answers the
 * decision as `meta.can_manage_settings`; until it does, the same rule is read from the caller's role.
 */
export function canManageSettings(me: Me, project: Project): boolean {
  const answered = project.meta.can_manage_settings;
  if (typeof answered === "boolean") return answered;
  return me.capabilities.manage || project.meta.role_id === 1;
}
