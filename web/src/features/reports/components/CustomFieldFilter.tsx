import { Group, Select, TextInput } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { type CustomField, customFieldsQuery } from "../../custom-fields/api";
import type { FilterRow } from "../advance-filters";
import { useProjectChoices, useUserChoices } from "../hooks";

type Props = { row: FilterRow; projectIds: number[]; onChange: (row: FilterRow) => void };

/** The fields of the chosen projects, grouped by project for the picker. */
function useFieldsOf(projectIds: number[]) {
  const projects = useProjectChoices();
  const reads = useQueries({ queries: projectIds.map((id) => customFieldsQuery(id)) });
  const fields = reads.flatMap((r) => r.data ?? []);
  const title = (id: number) => projects.data?.find((p) => p.id === id)?.title ?? `#${id}`;
  const groups = projectIds
    .map((id, i) => ({
      group: title(id),
      items: (reads[i]?.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
    }))
    .filter((g) => g.items.length > 0);
  return { fields, groups };
}

/** What a field of this type is filtered by: a range (number, date), one choice, or words it contains. */
function FieldValue({ field, row, onChange }: { field: CustomField; row: FilterRow; onChange: Props["onChange"] }) {
  const { t } = useTranslation("reports");
  const users = useUserChoices();
  const choose = (data: { value: string; label: string }[]) => (
    <Select
      aria-label={t("advanced.fieldValue")}
      placeholder={t("advanced.fieldValue")}
      data={data}
      value={row.text || null}
      onChange={(text) => onChange({ ...row, text: text ?? "", min: "", max: "" })}
      searchable
      miw={160}
    />
  );
  switch (field.type) {
    case "number":
      return (
        <Group gap="xs" wrap="nowrap">
          {(["min", "max"] as const).map((end) => (
            <TextInput
              key={end}
              aria-label={t(`advanced.${end}`)}
              placeholder={t(`advanced.${end}`)}
              inputMode="decimal"
              value={row[end]}
              onChange={(e) => onChange({ ...row, text: "", [end]: e.currentTarget.value })}
              w={110}
            />
          ))}
        </Group>
      );
    case "date":
      return (
        <DateRangeInputs
          value={{ start: row.min || null, due: row.max || null }}
          onChange={(r) => onChange({ ...row, text: "", min: r.start ?? "", max: r.due ?? "" })}
          startLabel={t("advanced.min")}
          dueLabel={t("advanced.max")}
        />
      );
    case "dropdown":
    case "multi_select":
      return choose(field.options.map((o) => ({ value: o, label: o })));
    case "checkbox":
      return choose([
        { value: "true", label: t("advanced.ticked") },
        { value: "false", label: t("advanced.notTicked") },
      ]);
    case "user":
      return choose((users.data ?? []).map((u) => ({ value: String(u.id), label: u.display_name })));
    default:
      return (
        <TextInput
          aria-label={t("advanced.contains")}
          placeholder={t("advanced.contains")}
          value={row.text}
          onChange={(e) => onChange({ ...row, text: e.currentTarget.value, min: "", max: "" })}
          miw={160}
        />
      );
  }
}

/**
 * A custom field row of the advanced report: fields belong to projects, so the picker lists the fields of the
 * projects chosen in the Project row and waits for one (as the milestone picker waits for its project).
 */
export function CustomFieldFilter({ row, projectIds, onChange }: Props) {
  const { t } = useTranslation("reports");
  const { fields, groups } = useFieldsOf(projectIds);
  const field = fields.find((f) => String(f.id) === row.fieldId);
  const placeholder = projectIds.length === 0 ? t("advanced.projectFirst") : t("advanced.field");
  return (
    <Group gap="xs" align="flex-start" style={{ flex: 1, minWidth: 200 }}>
      <Select
        aria-label={t("advanced.field")}
        placeholder={groups.length === 0 && projectIds.length > 0 ? t("advanced.noFields") : placeholder}
        data={groups}
        value={row.fieldId}
        disabled={groups.length === 0}
        onChange={(fieldId) => onChange({ ...row, fieldId, text: "", min: "", max: "" })}
        searchable
        style={{ flex: 1, minWidth: 160 }}
      />
      {field && <FieldValue field={field} row={row} onChange={onChange} />}
    </Group>
  );
}
