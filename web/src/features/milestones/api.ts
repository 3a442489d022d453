import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";
import type { Milestone, MilestoneInput } from "./types";

export const milestonesKey = (projectId: number) => ["milestones", projectId] as const;

/** Every milestone the caller may see, with its linked lists and tasks; grouped on screen. */
export function useMilestones(projectId: number) {
  return useQuery({
    queryKey: milestonesKey(projectId),
    queryFn: ({ signal }) =>
      get<Collection<Milestone>>(
        `pm/v2/projects/${projectId}/milestones`,
        { per_page: -1, with: "task_lists,tasks" },
        signal,
      ),
  });
}

/** What MilestoneForm shows under its inputs (a status toggle, which sends only the status, shows none). */
const FORM_FIELDS = ["title", "achieve_date"] as const;

export function useMilestoneWrites(projectId: number) {
  const queryClient = useQueryClient();
  const base = `pm/v2/projects/${projectId}/milestones`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: milestonesKey(projectId) });
  const create = useMutation({
    mutationFn: (input: MilestoneInput) => post<Written<Milestone>>(base, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<MilestoneInput> & { status?: 0 | 1 } }) =>
      post<Written<Milestone>>(`${base}/${id}/update`, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${base}/${id}/delete`),
    onSuccess,
  });
  return { create, update, remove };
}

export type MilestoneOption = Pick<Milestone, "id" | "title" | "status">;

/** Milestones for a picker: titles only. */
export function useMilestoneOptions(projectId: number) {
  return useQuery({
    queryKey: [...milestonesKey(projectId), "options"],
    queryFn: async ({ signal }) =>
      (await get<Collection<MilestoneOption>>(`pm/v2/projects/${projectId}/milestones`, { per_page: -1 }, signal)).data,
  });
}
