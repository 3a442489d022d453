import type { LabelRow } from "./load";

export function presentLabel(label: LabelRow) {
  return {
    id: label.id,
    title: label.title,
    description: label.description,
    color: label.color,
    project_id: label.projectId,
  };
}
