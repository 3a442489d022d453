import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";
import { projectKey } from "../../api/project";
import type { Activity, Project } from "../../api/types";

export type ProjectStatus = "current" | "archived";
export type MemberInput = { user_id: number; role_id: 1 | 2 | 3 };
export type ProjectInput = {
  title: string;
  description: string;
  assignees: MemberInput[];
  /** Only sent when the department picker was used (ERP integration on); 0 means none. */
  department_id?: number;
};

export const PROJECTS_PER_PAGE = 12;
const listKey = ["projects", "list"] as const;

/** A page of the caller's projects with members and counts, filtered by tab and title. */
export function useProjectList(status: ProjectStatus, query: string, page: number) {
  return useQuery({
    queryKey: [...listKey, { status, query, page }],
    queryFn: () =>
      get<Collection<Project>>("pm/v2/projects", {
        status,
        query,
        page,
        per_page: PROJECTS_PER_PAGE,
        with: "assignees",
      }),
    // While the search narrows the same tab, the previous cards stay instead of flashing a skeleton.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as { status?: string } | undefined)?.status === status ? previous : undefined,
  });
}

/** What ProjectFormModal shows under its inputs. */
const FORM_FIELDS = ["title", "description", "department_id", "assignees"] as const;

/** Creates a project, or updates one when an id is given. */
export function useSaveProject(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInput) =>
      post<Written<Project>>(id ? `pm/v2/projects/${id}/update` : "pm/v2/projects", body),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}

export function useSetProjectStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ProjectStatus) => post<Written<Project>>(`pm/v2/projects/${id}/update`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}

export function useDeleteProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<Written<{ id: number }>>(`pm/v2/projects/${id}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * Copies a project with its lists, tasks, milestones, discussions and files (global managers). The project
 * lists are read again to show the copy.
 */
export function useDuplicateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<Written<Project>>(`pm-pro/v2/duplicate/project/${id}`),
    onSuccess: (res) => {
      // Shown at once, and read again as its overview opens (the answer may carry fewer embeds than a read).
      queryClient.setQueryData(projectKey(res.data.id), res.data);
      void queryClient.invalidateQueries({ queryKey: projectKey(res.data.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** The latest entries of a project's activity log, with their actors. */
export function useProjectActivity(id: number, perPage = 10) {
  return useQuery({
    queryKey: ["projects", id, "activities", perPage],
    queryFn: () => get<Collection<Activity>>(`pm/v2/projects/${id}/activities`, { per_page: perPage }),
  });
}
