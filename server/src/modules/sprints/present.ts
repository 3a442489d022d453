import { type SprintStatus, sprintProgress } from "@cairn/shared";
import { type PresentedDate, presentDateOnly, presentTimestamp } from "../../core/http/dates";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type PresentedTask, presentTask } from "../tasks/present";
import type { TaskRelated } from "../tasks/related";
import type { PresentedUser } from "../users/present";
import { type SprintRow, sprintPolicy } from "./access";
import type { readSprintTasks, SprintCounts, SprintProjectSummary } from "./read";

type Extras = {
  counts: SprintCounts & { total_estimation?: number; complete_estimation?: number };
  projects?: SprintProjectSummary[];
  creator?: PresentedUser | null;
  tasks?: SprintTask[];
};

/** A sprint's start and due dates are required columns: each gives a date (presentDateOnly's null is for none). */
const sprintDay = (value: string) => presentDateOnly(value) as PresentedDate;

/** The sprint as it leaves the server: a whitelist of its fields, what was asked for, and the caller's abilities. */
export function presentSprint(sprint: SprintRow, canEdit: boolean, extras: Extras) {
  const active = sprint.status === "active";
  return {
    id: sprint.id,
    title: sprint.title,
    goal: sprint.goal,
    start_at: sprintDay(sprint.startAt),
    due_date: sprintDay(sprint.dueDate),
    status: sprint.status as SprintStatus,
    completed_at: presentTimestamp(sprint.completedAt),
    created_by: sprint.createdBy,
    created_at: presentTimestamp(sprint.createdAt),
    updated_at: presentTimestamp(sprint.updatedAt),
    meta: {
      can_edit: canEdit,
      can_delete: canEdit,
      can_complete: canEdit && active,
      can_add_tasks: canEdit && active,
      total_tasks: extras.counts.total,
      complete_tasks: extras.counts.complete,
      ...(extras.counts.total_estimation === undefined
        ? {}
        : { total_estimation: extras.counts.total_estimation, complete_estimation: extras.counts.complete_estimation }),
    },
    ...(extras.creator === undefined ? {} : { creator: { data: extras.creator } }),
    // The spec's shape: projects.data carries project_id.
    ...(extras.projects === undefined
      ? {}
      : { projects: { data: extras.projects.map((p) => ({ id: p.id, project_id: p.id, title: p.title })) } }),
    ...(extras.tasks === undefined ? {} : { tasks: { data: extras.tasks } }),
  };
}

export type PresentedSprint = ReturnType<typeof presentSprint>;

/** A sprint's task always names its list and project (the board groups by them). */
export type SprintTask = PresentedTask & {
  task_list: { data: { id: number; title: string; status: number } };
  project: { data: { id: number; title: string } };
  meta: { can_remove_from_sprint: boolean };
};

/**
 * The sprint's tasks as the single task shows them (estimation, creator, list and project), each with the
 * right to take it out of the sprint: a manager of its project or its creator, while the sprint is active.
 */
export function presentSprintTasks(
  rows: Awaited<ReturnType<typeof readSprintTasks>>,
  accesses: Map<number, ProjectAccess>,
  related: TaskRelated,
  sprint: SprintRow,
) {
  const presented: SprintTask[] = [];
  for (const { task, list, project } of rows) {
    const access = accesses.get(task.projectId);
    if (!access) continue;
    const shown = presentTask(task, access, related, { list, project });
    const mayChange = sprintPolicy.changeTask(access, task);
    const active = sprint.status === "active";
    const canRemove = active && mayChange;
    // While the sprint is active its tasks are ticked by the same people (the change-status hook in module.ts).
    const canComplete = shown.meta.can_complete && (!active || mayChange);
    presented.push({
      ...shown,
      // Said again for the type: a sprint's task always names its list and project (presentTask's are optional).
      task_list: { data: { id: list.id, title: list.title, status: list.status } },
      project: { data: project },
      meta: { ...shown.meta, can_complete: canComplete, can_remove_from_sprint: canRemove },
    });
  }
  return presented;
}

/** Done of total and estimated minutes done of total, over the tasks the caller sees. */
export function countsOf(tasks: PresentedTask[]) {
  const p = sprintProgress(tasks.map((t) => ({ status: t.status, estimation: t.estimation, completedOn: null })));
  return { total: p.total, complete: p.done, total_estimation: p.totalMinutes, complete_estimation: p.doneMinutes };
}
