import type { CustomFieldValue, TaskCustomField } from "@cairn/shared";
import { formatDate } from "../../components/DateText";

export type FormatTexts = { yes: string; no: string };

/**
 * A value as one line of text on rows and cards: a date as the app shows days, a person by name (members of
 * the project), options joined, a checkbox as yes or no. Empty: "".
 */
export function formatValue(
  field: Pick<TaskCustomField, "type">,
  value: CustomFieldValue,
  people: ReadonlyMap<number, string>,
  texts: FormatTexts,
): string {
  if (value === null || value === "") return "";
  switch (field.type) {
    case "date":
      return formatDate(String(value));
    case "user":
      return people.get(Number(value)) ?? `#${value}`;
    case "multi_select":
      return Array.isArray(value) ? value.join(", ") : String(value);
    case "checkbox":
      return value ? texts.yes : texts.no;
    case "url":
      return String(value).replace(/^https?:\/\//, "");
    default:
      return String(value);
  }
}
