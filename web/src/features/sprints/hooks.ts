import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";
import type { Project } from "../../api/types";
import { taskKey } from "../tasks/hooks";
import type { Task } from "../tasks/types";
import { prependKeepingSize } from "./list-cache";
import type { Sprint, SprintInput, SprintTask } from "./types";

export const SPRINTS_PER_PAGE = 10;
const BASE = "pm-pro/v2/sprints";
export const sprintsKey = ["sprints"] as const;
const listKey = (status: Sprint["status"], page: number) => [...sprintsKey, "list", status, page] as const;
export const sprintKey = (id: number) => [...sprintsKey, "detail", id] as const;

/** A page of the sprints of one status, newest first, with their projects and creator. */
export function useSprints(status: Sprint["status"], page: number) {
  return useQuery({
    queryKey: listKey(status, page),
    queryFn: ({ signal }) =>
      get<Collection<Sprint>>(BASE, { status, page, per_page: SPRINTS_PER_PAGE, with: "creator,projects" }, signal),
    placeholderData: (previous) => previous,
  });
}

/** One sprint with its tasks (those the reader may see), projects and creator. */
export function useSprint(id: number) {
  return useQuery({
    queryKey: sprintKey(id),
    queryFn: async ({ signal }) =>
      (await get<Item<Sprint>>(`${BASE}/${id}`, { with: "tasks,projects,creator" }, signal)).data,
    enabled: Number.isFinite(id) && id > 0,
  });
}

/** The projects a sprint may draw from: those the reader manages (every one for a global manager). */
export function useManagedProjects(globalManager: boolean) {
  return useQuery({
    queryKey: ["projects", "managed-for-sprints", globalManager],
    queryFn: async ({ signal }) =>
      (await get<Collection<Project>>("pm/v2/projects", { per_page: "all", status: "current" }, signal)).data.filter(
        (p) => globalManager || p.meta.role_id === 1,
      ),
  });
}

/** What SprintFormModal shows under its inputs. */
const FORM_FIELDS = ["title", "goal", "due_date", "start_at", "project_ids"] as const;

/**
 * Creates a sprint (or updates one). A new one goes on top of the first active page, which keeps its size
 * (the last sprint drops to the next page, spec 001 §9); the other pages are read again.
 */
export function useSaveSprint(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SprintInput) => post<Written<Sprint>>(id ? `${BASE}/${id}/update` : BASE, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: (res) => {
      if (!id) {
        qc.setQueryData<Collection<Sprint>>(listKey("active", 1), (page) =>
          page ? prependKeepingSize(page, res.data) : page,
        );
      }
      void qc.invalidateQueries({
        queryKey: sprintsKey,
        predicate: (q) => id !== undefined || q.queryKey.join("/") !== listKey("active", 1).join("/"),
      });
    },
  });
}

/** Any write that changes a sprint or its tasks: every sprint screen reads again. */
function useSprintWrite<V>(fn: (vars: V) => Promise<Written<unknown>>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: sprintsKey }) });
}

export const useDeleteSprint = (id: number) => useSprintWrite(() => post(`${BASE}/${id}/delete`));
export const useCompleteSprint = (id: number) =>
  useSprintWrite((moveTo: number | null) =>
    post(`${BASE}/${id}/complete`, moveTo ? { move_to_sprint_id: moveTo } : {}),
  );
export const useAddSprintTasks = (id: number) =>
  useSprintWrite((taskIds: number[]) => post(`${BASE}/${id}/tasks`, { task_ids: taskIds }));
export const useRemoveSprintTask = (id: number) =>
  useSprintWrite((task: SprintTask) => post(`${BASE}/${id}/tasks/${task.id}/delete`));

/** Deletes the task itself (the task delete call); the task's own screens forget it. */
export function useDeleteSprintTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: SprintTask) => post(`pm/v2/projects/${task.project_id}/tasks/${task.id}/delete`),
    onSuccess: (_res, task) => {
      qc.removeQueries({ queryKey: taskKey(task.project_id, task.id) });
      void qc.invalidateQueries({ queryKey: ["task-lists", task.project_id] });
      void qc.invalidateQueries({ queryKey: sprintsKey });
    },
  });
}

/**
 * Done / not done through the task's change-status call (spec 001 §7): the box shows the new state at once and
 * goes back if the server refuses; the sprint's progress and the task's other screens follow the answer.
 */
export function useSprintTaskStatus(sprintId: number) {
  const qc = useQueryClient();
  return useMutation<Written<SprintTask>, Error, { task: SprintTask; status: 0 | 1 }, { old?: Sprint }>({
    mutationFn: ({ task, status }) =>
      post(`pm/v2/projects/${task.project_id}/tasks/${task.id}/change-status`, { status }),
    onMutate: async ({ task, status }) => {
      await qc.cancelQueries({ queryKey: sprintKey(sprintId) });
      const old = qc.getQueryData<Sprint>(sprintKey(sprintId));
      if (old?.tasks) {
        const data = old.tasks.data.map((x) => (x.id === task.id ? { ...x, status } : x));
        qc.setQueryData<Sprint>(sprintKey(sprintId), { ...old, tasks: { data } });
      }
      return { old };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.old) qc.setQueryData(sprintKey(sprintId), ctx.old);
    },
    onSettled: (_res, _err, { task }) => {
      void qc.invalidateQueries({ queryKey: sprintsKey });
      void qc.invalidateQueries({ queryKey: taskKey(task.project_id, task.id) });
      void qc.invalidateQueries({ queryKey: ["task-lists", task.project_id] });
    },
  });
}

/** A task the add-tasks picker offers (pm/v2/tasks). */
export type CandidateTask = Pick<Task, "id" | "title" | "project_id" | "project" | "task_list">;

/**
 * Open tasks of current lists of the sprint's projects the reader sees, for the add-tasks picker (title search),
 * with their list's title: a duplicated project's tasks are told apart by project and list.
 */
export function useCandidateTasks(projectIds: number[], search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...sprintsKey, "candidates", projectIds, search],
    queryFn: async ({ signal }) =>
      (
        await get<Collection<CandidateTask>>(
          "pm/v2/tasks",
          {
            project_id: projectIds.join(","),
            status: 0,
            list_status: 1,
            title: search,
            per_page: 50,
            orderby: "id:desc",
          },
          signal,
        )
      ).data,
    enabled: enabled && projectIds.length > 0,
    placeholderData: (previous) => previous,
  });
}
