import { and, asc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import { policy } from "../../core/policy/policy";
import { accessFromRow } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers, projects, settings } from "../../db/schema";
import { inScopeSql, itemVisibleSql, type ReaderScope } from "../activities/reader-scope";
import { columnsOf } from "./events-statement";

type Person = [id: number, displayName: string, roleId: number];

/**
 * The projects of the calendar's filter and of its "New Task" popup, in ONE statement: each project the
 * caller sees (a global manager: all) with his role and its capability flags (so the popup offers only
 * projects where he may create tasks), its current task lists he may see, and its members.
 */
export async function readCalendarProjects(db: Executor, me: CurrentUser, scope: ReaderScope) {
  const lists = sql<
    [number, string][] | null
  >`(select json_agg(json_build_array(l.id, l.title) order by l.is_inbox, l."order", l.id)
    from task_lists l where l.project_id = ${projects.id} and l.status = 1${
      scope.everything ? sql`` : sql` and ${itemVisibleSql(scope, "list", columnsOf("l"))}`
    })`;
  const people = sql<
    Person[] | null
  >`(select json_agg(json_build_array(u.id, u.display_name, m.role_id) order by u.display_name, u.id)
    from project_members m join users u on u.id = m.user_id where m.project_id = ${projects.id})`;
  const rows = await db
    .select({ project: projects, roleId: projectMembers.roleId, capabilities: settings.value, lists, people })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, me.id)))
    .leftJoin(settings, and(eq(settings.projectId, projects.id), eq(settings.key, "capabilities")))
    .where(scope.everything ? undefined : inScopeSql(scope, projects.id))
    .orderBy(asc(projects.title), asc(projects.id));
  return rows.map((r) => ({
    project: r.project,
    canCreateTask: policy.create(accessFromRow(me, r), "task"),
    lists: r.lists ?? [],
    people: r.people ?? [],
  }));
}

export type CalendarProjectRow = Awaited<ReturnType<typeof readCalendarProjects>>[number];

const person = (id: number, displayName: string) => ({ id, display_name: displayName, avatar_url: null });

/** `{projects, users, current_user_id}`: projects with their lists and members; users, everyone in them once. */
export function presentCalendarProjects(rows: CalendarProjectRow[], me: CurrentUser) {
  const everyone = new Map<number, ReturnType<typeof person>>();
  const projectsOut = rows.map((r) => {
    for (const [id, name] of r.people) everyone.set(id, person(id, name));
    return {
      id: r.project.id,
      title: r.project.title,
      task_lists: { data: r.lists.map(([id, title]) => ({ id, title })) },
      users: { data: r.people.map(([id, name, roleId]) => ({ ...person(id, name), role_id: roleId })) },
      meta: { can_create_task: r.canCreateTask },
    };
  });
  const users = [...everyone.values()].sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id);
  return { projects: projectsOut, users, current_user_id: me.id };
}
