import type { CustomField } from "@cairn/shared";
import type { CustomFieldRow } from "./load";

/** A field as it leaves the server: its definition, without audit columns. */
export const presentField = (f: CustomFieldRow): CustomField => ({
  id: f.id,
  project_id: f.projectId,
  name: f.name,
  type: f.type,
  options: f.options,
  required: f.required,
  default: f.defaultValue ?? null,
  show_on_card: f.showOnCard,
  order: f.order,
});
