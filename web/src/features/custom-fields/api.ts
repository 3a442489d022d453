import type { CustomField, CustomFieldType, CustomFieldValue } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";
import { customFieldsPath as fieldsPath } from "../../api/first-reads";
import { afterTaskWrite } from "../tasks/write-hooks";

export type { CustomField, CustomFieldType, CustomFieldValue };

/** What the field form sends (contract: pm-pro/v2/projects/{id}/custom-fields): a field without its ids and place. */
export type FieldInput = Omit<CustomField, "id" | "project_id" | "order">;

export const customFieldsKey = (projectId: number) => ["custom-fields", projectId] as const;

/** The read of a project's fields, for one project (useCustomFields) or several at once (useQueries). */
export const customFieldsQuery = (projectId: number) => ({
  queryKey: customFieldsKey(projectId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await get<{ data: CustomField[] }>(fieldsPath(projectId), {}, signal)).data,
});

/** The project's fields in their order; any member may read them. Off (no request) while `enabled` is false. */
export function useCustomFields(projectId: number, enabled = true) {
  return useQuery({ ...customFieldsQuery(projectId), enabled });
}

/** What FieldForm shows under its inputs (the first option's message only when the list itself has none). */
const FORM_FIELDS = ["name", "type", "options", "options.0", "default"] as const;

/** Creating, changing, deleting and sorting fields: every task answer names them, so tasks are read again. */
export function useCustomFieldWrites(projectId: number) {
  const qc = useQueryClient();
  const base = fieldsPath(projectId);
  const onSuccess = async () => {
    await qc.invalidateQueries({ queryKey: customFieldsKey(projectId) });
    void qc.invalidateQueries({ queryKey: ["task-lists", projectId] });
    void qc.invalidateQueries({ queryKey: ["task", projectId] });
    // What add-ons show of the tasks (the board) as after any task write.
    afterTaskWrite(qc, { projectId, completed: false });
    void qc.invalidateQueries({ queryKey: ["my-tasks"] });
  };
  const create = useMutation({
    mutationFn: (input: FieldInput) => post<Written<CustomField>>(base, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<FieldInput> }) =>
      post<Written<CustomField>>(`${base}/${id}/update`, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${base}/${id}/delete`),
    onSuccess,
  });
  const sort = useMutation({
    mutationFn: (orders: { id: number; order: number }[]) => post<Written<unknown>>(`${base}/sorting`, { orders }),
    // Shown in the new order at once; the server's answer (or a refusal) puts it right.
    onMutate: (orders) => {
      const at = new Map(orders.map((o) => [o.id, o.order]));
      qc.setQueryData<CustomField[]>(customFieldsKey(projectId), (old) =>
        old?.map((f) => ({ ...f, order: at.get(f.id) ?? f.order })).sort((a, b) => a.order - b.order || a.id - b.id),
      );
    },
    onSettled: onSuccess,
  });
  return { create, update, remove, sort };
}
