import type { Label } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";

// Declared once with the answers (packages/shared/src/answers/labels.ts).
export type { Label, TaskLabel } from "@cairn/shared";
export type LabelInput = { title: string; description: string; color: string };

export const labelsKey = (projectId: number) => ["labels", projectId] as const;
const labelsPath = (projectId: number) => `pm-pro/v2/projects/${projectId}/settings/labels`;

/** Every label of the project; any member may read them (the task picker offers them). */
export function useLabels(projectId: number) {
  return useQuery({
    queryKey: labelsKey(projectId),
    queryFn: async ({ signal }) => (await get<{ data: Label[] }>(labelsPath(projectId), {}, signal)).data,
  });
}

/** What LabelForm shows under its inputs, for labels and task types alike. */
export const LABEL_FORM_FIELDS = ["title", "description", "color"] as const;

export function useLabelWrites(projectId: number) {
  const qc = useQueryClient();
  const base = labelsPath(projectId);
  // A renamed, recoloured or deleted label changes the chips on tasks too.
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: labelsKey(projectId) });
    void qc.invalidateQueries({ queryKey: ["task-lists", projectId] });
    void qc.invalidateQueries({ queryKey: ["task", projectId] });
    void qc.invalidateQueries({ queryKey: ["my-tasks"] });
  };
  const create = useMutation({
    mutationFn: (input: LabelInput) => post<Written<Label>>(base, input),
    meta: { inlineFields: LABEL_FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: LabelInput }) => post<Written<Label>>(`${base}/${id}`, input),
    meta: { inlineFields: LABEL_FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<unknown>>(`${base}/${id}/delete`),
    onSuccess,
  });
  return { create, update, remove };
}
