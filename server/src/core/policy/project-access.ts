import { CAPABILITY_KEYS, type CapabilityFlags, normalizeCapabilities, ROLE, type RoleId } from "@cairn/shared";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dataVersions, projectMembers, projects, projectVersions, settings } from "../../db/schema";
import type { CurrentUser } from "../auth/current-user";
import { forbidden, notFound } from "../http/errors";

export type ProjectRow = typeof projects.$inferSelect;

/** What one user may do in one project, loaded once per request. */
export type ProjectAccess = {
  userId: number;
  project: ProjectRow;
  /** The user's role in the project; null for a global manager who is not a member. */
  roleId: RoleId | null;
  /** Project manager, or holder of the global manage capability. */
  isManager: boolean;
  /** Holder of the global manage capability (may create projects, and so duplicate them). */
  isGlobalManager: boolean;
  /** Effective capability flags: all true for managers. */
  flags: CapabilityFlags;
  /** The project's data version, when read with the access (null: not read, or not yet written). */
  dataVersion: number | null;
  /** The project's and the directory's data versions, when read with the access (core/http/read-cache). */
  cacheVersion?: string;
};

export const hasGlobalManage = (user: CurrentUser) => user.isManager || user.isAdmin;

/** A project's data version (see core/http/read-cache); `projectId` is the column or value naming it. */
export const projectVersionSql = (projectId: unknown) =>
  sql<
    number | null
  >`(select ${projectVersions.version} from ${projectVersions} where ${projectVersions.projectId} = ${projectId})`.mapWith(
    (v) => (v === null ? null : Number(v)),
  );

/** The version of users, departments and global settings (see core/http/read-cache). */
export const directoryVersionSql = sql<number>`(select ${dataVersions.version} from ${dataVersions} where ${dataVersions.scope} = 'directory')`;

const allTrue = () => Object.fromEntries(CAPABILITY_KEYS.map((k) => [k, true])) as CapabilityFlags;

/**
 * Loads the project with the caller's role and the project's capability flags in one query.
 * A project the caller may not see answers 404, so its existence is not revealed. Where the address names an
 * item only (its project read from it), `missing` is the item's own 404 message: an item of a project the
 * caller may not enter then answers exactly as an id of nothing. A route about one project gets it from the
 * route-access hook instead (`req.access.project`, read with the session).
 */
export async function loadProjectAccess(
  db: Executor,
  user: CurrentUser,
  projectId: number,
  missing = "No projects found.",
): Promise<ProjectAccess> {
  const [row] = await db
    .select({
      project: projects,
      roleId: projectMembers.roleId,
      capabilities: settings.value,
      projectVersion: projectVersionSql(projects.id),
      directoryVersion: directoryVersionSql,
    })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .leftJoin(settings, and(eq(settings.projectId, projects.id), eq(settings.key, "capabilities")))
    .where(eq(projects.id, projectId))
    .limit(1);
  return admitted(user, row ?? null, missing);
}

/** The caller's access from a row read with his role (null: no such project); 404 when he may not enter. */
export function admitted(user: CurrentUser, row: AccessRow | null, missing = "No projects found."): ProjectAccess {
  if (!row || (row.roleId === null && !hasGlobalManage(user))) throw notFound(missing);
  return accessFromRow(user, row);
}

export type AccessRow = {
  project: ProjectRow;
  roleId: number | null;
  capabilities: unknown;
  projectVersion?: number | null;
  directoryVersion?: number | null;
};

/** A membership as the session query brings it: project id, role id, the project's capabilities setting. */
export type MembershipRow = [projectId: number, roleId: number, capabilities: unknown];

/** The one rule turning a membership row and the project's flags into what the user may do. */
export function accessFromRow(user: CurrentUser, row: AccessRow): ProjectAccess {
  const roleId = (row.roleId ?? null) as RoleId | null;
  const isGlobalManager = hasGlobalManage(user);
  const isManager = isGlobalManager || roleId === ROLE.manager;
  const caps = normalizeCapabilities(row.capabilities);
  const flags = isManager ? allTrue() : roleId === ROLE.client ? caps.client : caps.co_worker;
  const dataVersion = row.projectVersion ?? null;
  const cacheVersion =
    row.directoryVersion == null || dataVersion === null ? undefined : `${dataVersion}.${row.directoryVersion}`;
  return {
    userId: user.id,
    project: row.project,
    roleId,
    isManager,
    isGlobalManager,
    flags,
    dataVersion,
    cacheVersion,
  };
}

/**
 * A global manager's access to a project he has read: the same whatever his role in it (every flag is his),
 * so no membership is read. Anyone else needs projectAccesses.
 */
export function globalManagerAccess(user: CurrentUser, project: ProjectRow): ProjectAccess {
  if (!hasGlobalManage(user)) throw new Error("globalManagerAccess: not a global manager");
  return accessFromRow(user, { project, roleId: null, capabilities: null });
}

/**
 * The caller's access to many projects in one query, for cross-project reads. Without ids: every
 * project the caller belongs to (every project, for a global manager).
 */
export async function projectAccesses(
  db: Executor,
  user: CurrentUser,
  projectIds?: readonly number[],
): Promise<Map<number, ProjectAccess>> {
  const result = new Map<number, ProjectAccess>();
  if (projectIds && projectIds.length === 0) return result;
  const rows = await db
    .select({ project: projects, roleId: projectMembers.roleId, capabilities: settings.value })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .leftJoin(settings, and(eq(settings.projectId, projects.id), eq(settings.key, "capabilities")))
    .where(
      and(
        projectIds ? inArray(projects.id, [...projectIds]) : undefined,
        hasGlobalManage(user) ? undefined : isNotNull(projectMembers.userId),
      ),
    );
  for (const row of rows) result.set(row.project.id, accessFromRow(user, row));
  return result;
}

/** SQL: projects the user belongs to (or every project for a global manager). */
export function visibleProjectsSql(user: CurrentUser, projectIdColumn: unknown) {
  if (hasGlobalManage(user)) return undefined;
  return sql`exists (select 1 from ${projectMembers} pm where pm.project_id = ${projectIdColumn} and pm.user_id = ${user.id})`;
}

export const globalSettingScope = () => isNull(settings.projectId);

/** The floor of `anyManager()` routes: a global manager, or the manager of at least one project; else 403. */
export async function assertManagesSomeProject(db: Executor, user: CurrentUser): Promise<void> {
  if (hasGlobalManage(user)) return;
  const [row] = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, user.id), eq(projectMembers.roleId, ROLE.manager)))
    .limit(1);
  if (!row) throw forbidden();
}
