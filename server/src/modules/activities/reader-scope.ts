import { normalizeCapabilities, PRIVATE_KIND_FLAG, type PrivateKind, ROLE } from "@cairn/shared";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { visibleKinds } from "../../core/policy/policy";
import { hasGlobalManage, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, settings } from "../../db/schema";

export const ALL_KINDS = Object.keys(PRIVATE_KIND_FLAG) as PrivateKind[];

/** Which projects a reader sees, and in each the private kinds he may view. */
export type ReaderScope =
  | { everything: true; userId: number }
  | { everything: false; userId: number; projects: { id: number; kinds: PrivateKind[] }[] };

/**
 * The caller's projects with the kinds of private item he may view in each, from one query
 * (memberships joined with each project's capabilities setting). Global managers see everything.
 */
export async function loadReaderScope(db: Executor, user: CurrentUser): Promise<ReaderScope> {
  if (hasGlobalManage(user)) return { everything: true, userId: user.id };
  const rows = await db
    .select({ projectId: projectMembers.projectId, roleId: projectMembers.roleId, capabilities: settings.value })
    .from(projectMembers)
    .leftJoin(settings, and(eq(settings.projectId, projectMembers.projectId), eq(settings.key, "capabilities")))
    .where(eq(projectMembers.userId, user.id));
  return {
    everything: false,
    userId: user.id,
    projects: rows.map((r) => {
      if (r.roleId === ROLE.manager) return { id: r.projectId, kinds: ALL_KINDS };
      const caps = normalizeCapabilities(r.capabilities);
      const flags = r.roleId === ROLE.client ? caps.client : caps.co_worker;
      return { id: r.projectId, kinds: ALL_KINDS.filter((k) => flags[PRIVATE_KIND_FLAG[k]]) };
    }),
  };
}

/** The scope of one project the caller was already admitted to (loadProjectAccess). */
export function projectScope(access: ProjectAccess): ReaderScope {
  return {
    everything: false,
    userId: access.userId,
    projects: [{ id: access.project.id, kinds: visibleKinds(access) }],
  };
}

/** Narrows a scope to one project; a project outside it leaves nothing. */
export function narrowScope(scope: ReaderScope, projectId: number | undefined): ReaderScope {
  if (projectId === undefined) return scope;
  if (scope.everything) return scope;
  return { ...scope, projects: scope.projects.filter((p) => p.id === projectId) };
}

/** Postgres array literals; ids are integers and kinds come from a fixed list, so nothing needs escaping. */
const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::int[]`;
const textArray = (values: string[]) => sql`${`{${values.join(",")}}`}::text[]`;

/*
 * Why `= any(array)` rather than joining a (project, kinds) relation: with a join PostgreSQL cannot use the
 * column statistics of project_id, misjudges the row counts and picked parallel seq scans (100 ms on the
 * large dataset) where the array form walks the created_at index (under 1 ms). Projects are grouped by
 * their set of viewable kinds, so the statement stays small: usually one group, at most a handful.
 */

/** SQL: the column is one of the scope's projects. */
export function inScopeSql(scope: Extract<ReaderScope, { everything: false }>, column: SQL | AnyColumn): SQL {
  return sql`${column} = any(${intArray(scope.projects.map((p) => p.id))})`;
}

/**
 * SQL: an activity row the reader may see — all its private kinds are viewable in its project, or he owns
 * the item. Rows are grouped by each project's viewable kinds.
 */
export function activityVisibleSql(
  scope: Extract<ReaderScope, { everything: false }>,
  row: { projectId: AnyColumn; privateKinds: AnyColumn; ownerId: AnyColumn },
): SQL {
  const groups = new Map<string, number[]>();
  for (const p of scope.projects) {
    const key = [...p.kinds].sort().join(",");
    groups.set(key, [...(groups.get(key) ?? []), p.id]);
  }
  const single = groups.size === 1;
  const parts = [...groups].map(([key, ids]) => {
    const kinds = sql`${row.privateKinds} <@ ${textArray(key ? key.split(",") : [])}`;
    return single ? kinds : sql`(${row.projectId} = any(${intArray(ids)}) and ${kinds})`;
  });
  return sql`(${row.ownerId} = ${scope.userId} or ${sql.join(parts, sql` or `)})`;
}

/** SQL: an item of one private kind the reader may see — public, his own, or in a project where he may view it. */
export function itemVisibleSql(
  scope: Extract<ReaderScope, { everything: false }>,
  kind: PrivateKind,
  item: { projectId: SQL | AnyColumn; isPrivate: SQL | AnyColumn; createdBy: SQL | AnyColumn },
): SQL {
  const viewers = scope.projects.filter((p) => p.kinds.includes(kind)).map((p) => p.id);
  const byFlag = viewers.length > 0 ? sql` or ${item.projectId} = any(${intArray(viewers)})` : sql``;
  return sql`(${item.isPrivate} = false or ${item.createdBy} = ${scope.userId}${byFlag})`;
}
