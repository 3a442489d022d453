import type { CurrentUser } from "../../core/auth/current-user";
import type { Executor } from "../../db/client";
import { loadTaskRelated } from "../tasks/related";
import { loadSprintAccess, type SprintAccess } from "./access";
import { countsOf, presentSprint, presentSprintTasks } from "./present";
import { countVisibleTasks, loadCreators, readerAccesses, readSprintTasks, visibleProjects } from "./read";

/**
 * One sprint as `GET sprints/{id}?with=tasks,projects,creator` shows it. Its counts are over the tasks the
 * caller sees; with `tasks` they come from the tasks themselves and add the estimations (minutes).
 */
export async function presentedSprint(db: Executor, me: CurrentUser, sprintId: number, want: Set<string>) {
  return presentLoadedSprint(db, me, await loadSprintAccess(db, me, sprintId), want);
}

/** presentedSprint for the sprint as the route's access rule read it. */
export async function presentLoadedSprint(db: Executor, me: CurrentUser, a: SprintAccess, want: Set<string>) {
  const { sprint } = a;
  const [rows, projects, creators] = await Promise.all([
    want.has("tasks") ? readSprintTasks(db, me, sprint.id, a.projectIds) : undefined,
    want.has("projects") ? visibleProjects(db, [sprint.id], a.accesses) : undefined,
    want.has("creator") ? loadCreators(db, [sprint.createdBy]) : undefined,
  ]);
  const tasks = rows
    ? presentSprintTasks(
        rows,
        a.accesses,
        await loadTaskRelated(
          db,
          rows.map((r) => r.task),
        ),
        sprint,
      )
    : undefined;
  const counts = tasks
    ? countsOf(tasks)
    : ((await countVisibleTasks(db, me, [sprint.id], await readerAccesses(db, me, a.projectIds))).get(sprint.id) ?? {
        total: 0,
        complete: 0,
      });
  return presentSprint(sprint, a.canEdit, {
    counts,
    tasks,
    projects: projects ? (projects.get(sprint.id) ?? []) : undefined,
    creator: creators ? (creators.get(sprint.createdBy) ?? null) : undefined,
  });
}
