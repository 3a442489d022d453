import { ColorSwatch, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LabelChip } from "../../labels/components/LabelChip";
import { useTaskTypes } from "../api";

type Value = { id: number; title: string; color: string } | null;
type Props = { value: Value; editable: boolean; pending: boolean; onChange: (typeId: number) => void };

/** The task's type: a select of the workspace's types for those who may edit, a chip for the rest. */
export function TaskTypePicker({ value, editable, pending, onChange }: Props) {
  const { t } = useTranslation("task-types");
  const types = useTaskTypes();
  if (!editable) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t("picker.label")}
        </Text>
        {value ? (
          <LabelChip label={value} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("picker.none")}
          </Text>
        )}
      </Stack>
    );
  }
  const all = types.data ?? [];
  const colorOf = (id: string | null) => all.find((x) => String(x.id) === id)?.color ?? value?.color;
  const selected = value ? String(value.id) : null;
  return (
    <Select
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      data={all.map((x) => ({ value: String(x.id), label: x.title }))}
      value={selected}
      // 0 takes the type off (the API's "none").
      onChange={(id) => onChange(id ? Number(id) : 0)}
      clearable
      disabled={pending || types.isPending}
      leftSection={selected ? <ColorSwatch color={colorOf(selected) ?? "transparent"} size={14} /> : undefined}
      renderOption={({ option }) => (
        <span style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <ColorSwatch color={colorOf(option.value) ?? "transparent"} size={12} />
          {option.label}
        </span>
      )}
      nothingFoundMessage={t("empty")}
      data-testid="task-type-picker"
    />
  );
}
