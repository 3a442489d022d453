import { SPRINT_MESSAGES as M } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { idParam } from "../../core/auth/plugin";
import { forbidden, notFound } from "../../core/http/errors";
import type { UnplacedItemLoader } from "../../core/policy/addressed-items";
import { hasGlobalManage, type ProjectAccess, projectAccesses } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, sprintProjects, sprints } from "../../db/schema";

export type SprintRow = typeof sprints.$inferSelect;

/** What one user may do with one sprint, loaded once per request. */
export type SprintAccess = {
  sprint: SprintRow;
  /** Every project the sprint draws from, seen or not. */
  projectIds: number[];
  /** The caller's access to those of them he belongs to (all of them for a global manager). */
  accesses: Map<number, ProjectAccess>;
  /** Edit, complete, delete, add tasks: a global manager, the manager of each of its projects, or its creator. */
  canEdit: boolean;
};

/**
 * The sprint policy (issue 20 point 7). A sprint is seen by global managers and by members of at least one
 * of its projects; anyone else gets 404, so its existence is not revealed. Its creator keeps editing it
 * while he still sees it; a manager must manage every project it draws from, as creating it needed.
 */
export const sprintPolicy = {
  view: (me: CurrentUser, accesses: Map<number, ProjectAccess>) => hasGlobalManage(me) || accesses.size > 0,
  edit: (
    me: CurrentUser,
    sprint: Pick<SprintRow, "createdBy">,
    projectIds: number[],
    accesses: Map<number, ProjectAccess>,
  ) =>
    hasGlobalManage(me) ||
    sprint.createdBy === me.id ||
    (projectIds.length > 0 && projectIds.every((id) => accesses.get(id)?.isManager === true)),
  /** Removing a task from the sprint (and so its checkbox there): a manager of the task's project or its creator. */
  changeTask: (access: ProjectAccess | undefined, task: { createdBy: number }) =>
    access !== undefined && (access.isManager || task.createdBy === access.userId),
};

/** Reads the sprint with its project ids; `lock` (inside a transaction) holds it against a racing change. */
export async function loadSprintAccess(
  db: Executor,
  me: CurrentUser,
  sprintId: number,
  options: { lock?: boolean } = {},
): Promise<SprintAccess> {
  const query = db
    .select({
      sprint: sprints,
      projectIds: sql<
        number[]
      >`coalesce((select array_agg(${sprintProjects.projectId} order by ${sprintProjects.projectId})
        from ${sprintProjects} where ${sprintProjects.sprintId} = ${sprints.id}), '{}')`,
    })
    .from(sprints)
    .where(eq(sprints.id, sprintId));
  const [row] = options.lock ? await query.for("update", { of: sprints }) : await query;
  if (!row) throw notFound(M.sprintNotFound);
  const projectIds = row.projectIds.map(Number);
  const accesses = projectIds.length > 0 ? await projectAccesses(db, me, projectIds) : new Map();
  if (!sprintPolicy.view(me, accesses)) throw notFound(M.sprintNotFound);
  return { sprint: row.sprint, projectIds, accesses, canEdit: sprintPolicy.edit(me, row.sprint, projectIds, accesses) };
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    sprint: SprintAccess & { aboutItsTask: boolean };
  }
}

/**
 * The sprint a route's `:id` names (no project in its address: it spans its projects), for the route-access
 * hook: seen by the members of its projects (404 otherwise), changed by its editors (403). Taking one of its
 * tasks out (`:task_id`) is the task's rule, not the sprint's: removeSprintTask judges it (sprintPolicy.changeTask).
 */
export const sprintLoader: UnplacedItemLoader<SprintAccess & { aboutItsTask: boolean }> = {
  param: "id",
  load: async (db, me, id, req) => ({
    item: { ...(await loadSprintAccess(db, me, id)), aboutItsTask: idParam(req, "task_id") !== undefined },
  }),
  allows: (a, does) => does === "see" || a.canEdit || a.aboutItsTask,
};

/** 403 unless the caller may edit the sprint. */
export function assertCanEdit(a: SprintAccess): void {
  if (!a.canEdit) throw forbidden();
}

/**
 * The caller manages each of these projects: one he does not belong to is 404 (not revealed), one he only
 * works in is 403. Returns the accesses, for the service to go on with.
 */
export async function assertManagesProjects(db: Executor, me: CurrentUser, projectIds: readonly number[]) {
  const accesses = await projectAccesses(db, me, projectIds);
  if (projectIds.some((id) => !accesses.has(id))) throw notFound("No projects found.");
  if (projectIds.some((id) => !accesses.get(id)?.isManager)) throw forbidden();
  return accesses;
}

/** SQL: sprints the caller sees (every one for a global manager). */
export function visibleSprintsSql(me: CurrentUser) {
  if (hasGlobalManage(me)) return undefined;
  return sql`exists (select 1 from ${sprintProjects} sp join ${projectMembers} pm on pm.project_id = sp.project_id
    where sp.sprint_id = ${sprints.id} and pm.user_id = ${me.id})`;
}
