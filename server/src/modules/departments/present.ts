import type { DepartmentPeople, DepartmentRow } from "./load";

export function presentDepartment(d: DepartmentRow, people: DepartmentPeople | undefined) {
  return {
    id: d.id,
    title: d.title,
    lead: { data: people?.lead ?? null },
    members: { data: people?.members ?? [] },
  };
}
