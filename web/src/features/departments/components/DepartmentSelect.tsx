import { Select } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { settingOn } from "../../general-settings/settingValue";
import { useSettings } from "../../settings/api";
import { useDepartments } from "../api";

type Props = { value: number; onChange: (departmentId: number) => void; error?: ReactNode };

/**
 * The project form's department picker, only while the ERP integration flag is "1" (spec: Project form).
 * 0 is '- Select Department -': no department.
 */
export function DepartmentSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation("departments");
  const on = settingOn(useSettings().data?.erp_integration, false);
  const departments = useDepartments(on);
  if (!on) return null;
  const options = [
    { value: "0", label: t("select.none") },
    ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.title })),
  ];
  return (
    <Select
      label={t("select.label")}
      description={t("select.hint")}
      data={options}
      value={String(value)}
      onChange={(id) => onChange(Number(id ?? 0))}
      error={error}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="department-select"
    />
  );
}
