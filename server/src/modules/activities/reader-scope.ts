import { normalizeCapabilities, PRIVATE_KIND_FLAG, type PrivateKind, ROLE } from "@cairn/shared";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { privacySql, visibleKinds } from "../../core/policy/policy";
import { hasGlobalManage, type MembershipRow, type ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, settings } from "../../db/schema";

export const ALL_KINDS = Object.keys(PRIVATE_KIND_FLAG) as PrivateKind[];

/** Which projects a reader sees, and in each the private kinds he may view. */
export type ReaderScope =
  | { everything: true; userId: number }
  | { everything: false; userId: number; projects: { id: number; kinds: PrivateKind[] }[] };

/** One of the caller's memberships: the project, his role in it and the project's capabilities setting. */
export type ReaderMembership = { projectId: number; roleId: number; capabilities: unknown };

/**
 * The caller's memberships: those read with the session when it brought them (`req.auth.memberships`), else
 * from one query.
 */
export async function readerMemberships(
  db: Executor,
  user: CurrentUser,
  fromSession?: readonly MembershipRow[],
): Promise<ReaderMembership[]> {
  const remembered = fromSession?.map(([projectId, roleId, capabilities]) => ({
    projectId,
    roleId,
    capabilities,
  }));
  return (
    remembered ??
    (await db
      .select({ projectId: projectMembers.projectId, roleId: projectMembers.roleId, capabilities: settings.value })
      .from(projectMembers)
      .leftJoin(settings, and(eq(settings.projectId, projectMembers.projectId), eq(settings.key, "capabilities")))
      .where(eq(projectMembers.userId, user.id)))
  );
}

/** A member's scope: his projects, each with the private kinds his role and its flags let him view. */
export function scopeOfMemberships(
  userId: number,
  rows: readonly ReaderMembership[],
): Extract<ReaderScope, { everything: false }> {
  return {
    everything: false,
    userId,
    projects: rows.map((r) => {
      if (r.roleId === ROLE.manager) return { id: r.projectId, kinds: ALL_KINDS };
      const caps = normalizeCapabilities(r.capabilities);
      const flags = r.roleId === ROLE.client ? caps.client : caps.co_worker;
      return { id: r.projectId, kinds: ALL_KINDS.filter((k) => flags[PRIVATE_KIND_FLAG[k]]) };
    }),
  };
}

/**
 * The caller's projects with the kinds of private item he may view in each, from one query
 * (memberships joined with each project's capabilities setting). Global managers see everything.
 */
export async function loadReaderScope(
  db: Executor,
  user: CurrentUser,
  fromSession?: readonly MembershipRow[],
): Promise<ReaderScope> {
  if (hasGlobalManage(user)) return { everything: true, userId: user.id };
  return scopeOfMemberships(user.id, await readerMemberships(db, user, fromSession));
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

/** The scope's projects grouped by their set of viewable kinds: usually one group, at most a handful. */
export function kindGroups(scope: Extract<ReaderScope, { everything: false }>) {
  const groups = new Map<string, { ids: number[]; kinds: PrivateKind[] }>();
  for (const p of scope.projects) {
    const kinds = [...p.kinds].sort();
    const key = kinds.join(",");
    const group = groups.get(key) ?? { ids: [], kinds };
    group.ids.push(p.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * SQL: the column is one of the scope's projects. An `= any(array)` condition lets PostgreSQL use the
 * column's statistics; joining a relation of ids made it misjudge row counts (parallel seq scans).
 */
export function inScopeSql(scope: Extract<ReaderScope, { everything: false }>, column: SQL | AnyColumn): SQL {
  return sql`${column} = any(${intArray(scope.projects.map((p) => p.id))})`;
}

/** SQL: an item of one private kind the reader may see — public, his own, or in a project where he may view it. */
export function itemVisibleSql(
  scope: Extract<ReaderScope, { everything: false }>,
  kind: PrivateKind,
  item: { projectId: SQL | AnyColumn; isPrivate: SQL | AnyColumn; createdBy: SQL | AnyColumn },
): SQL {
  const viewers = scope.projects.filter((p) => p.kinds.includes(kind)).map((p) => p.id);
  const byFlag = viewers.length > 0 && sql`${item.projectId} = any(${intArray(viewers)})`;
  return privacySql(item, scope.userId, byFlag);
}
