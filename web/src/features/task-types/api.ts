import type { TaskType } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";
import { LABEL_FORM_FIELDS, type LabelInput } from "../labels/api";

export type { TaskType };

const path = "pm/v2/task-types";
export const taskTypesKey = ["task-types"] as const;

/** Every type of the workspace; anyone signed in reads them (the task form's picker). */
export function useTaskTypes() {
  return useQuery({
    queryKey: taskTypesKey,
    queryFn: async ({ signal }) => (await get<{ data: TaskType[] }>(path, {}, signal)).data,
    staleTime: 60_000,
  });
}

/** Global managers' writes; a renamed, recoloured or deleted type changes what tasks show too. */
export function useTaskTypeWrites() {
  const qc = useQueryClient();
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: taskTypesKey });
    void qc.invalidateQueries({ queryKey: ["task-lists"] });
    void qc.invalidateQueries({ queryKey: ["task"] });
  };
  const create = useMutation({
    mutationFn: (input: LabelInput) => post<Written<TaskType>>(path, input),
    meta: { inlineFields: LABEL_FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: LabelInput }) =>
      post<Written<TaskType>>(`${path}/${id}/update`, input),
    meta: { inlineFields: LABEL_FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<unknown>>(`${path}/${id}/delete`),
    onSuccess,
  });
  return { create, update, remove };
}
