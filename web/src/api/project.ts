import { queryOptions, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { get, type Item } from "./client";
import { projectPath } from "./first-reads";
import type { Project } from "./types";

export const projectKey = (id: number) => ["projects", id] as const;

export function useProjectId(): number {
  const { projectId } = useParams();
  return Number(projectId);
}

/** The project with its members and the caller's abilities (meta.can_edit, meta.capabilities). */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: async () => (await get<Item<Project>>(projectPath(id))).data,
    enabled: Number.isFinite(id) && id > 0,
  });

export function useProject(id: number) {
  return useQuery(projectQuery(id));
}

/** Whether the caller may use a capability in this project (managers may do everything). */
export function can(project: Project | undefined, flag: string): boolean {
  if (!project) return false;
  if (project.meta.can_edit) return true;
  return Boolean(project.meta.capabilities?.[flag]);
}
