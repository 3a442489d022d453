import type { Department } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";

/** A department of the ERP integration (contract: erp/v1/hrm/departments). */
export type { Department };
export type DepartmentInput = { title: string; lead_id: number | null; member_ids: number[] };

const base = "erp/v1/hrm/departments";
export const departmentsKey = ["departments"] as const;

/** Every department; read by the project form (when the ERP integration is on) and the Departments tab. */
export function useDepartments(enabled = true) {
  return useQuery({
    queryKey: departmentsKey,
    queryFn: async ({ signal }) => (await get<{ data: Department[] }>(base, { per_page: -1 }, signal)).data,
    enabled,
  });
}

/** What DepartmentFormModal shows under its inputs. */
const FORM_FIELDS = ["title", "lead_id", "member_ids"] as const;

export function useDepartmentWrites() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: departmentsKey });
  const create = useMutation({
    mutationFn: (input: DepartmentInput) => post<Written<Department>>(base, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: DepartmentInput }) =>
      post<Written<Department>>(`${base}/${id}`, input),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<unknown>>(`${base}/${id}/delete`),
    onSuccess,
  });
  return { create, update, remove };
}
