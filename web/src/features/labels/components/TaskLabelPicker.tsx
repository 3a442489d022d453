import { Button, Checkbox, Group, Loader, Popover, Stack, Text } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type TaskLabel, useLabels } from "../api";
import { LabelChip } from "./LabelChip";

type Props = {
  projectId: number;
  value: TaskLabel[];
  /** The task's edit permission (meta.can_edit); without it the labels are read-only. */
  editable: boolean;
  pending: boolean;
  /** Called with the new set on every tick; the task saves at once (spec §4). */
  onChange: (labelIds: number[]) => void;
};

/** A task's labels on the single task: chips, and for editors a list that toggles each label. */
export function TaskLabelPicker({ projectId, value, editable, pending, onChange }: Props) {
  const { t } = useTranslation("labels");
  return (
    <Stack gap={6} data-testid="task-label-picker">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t("picker.title")}
        </Text>
        {editable && (
          <Popover position="bottom-end" width={260} shadow="md" withinPortal trapFocus>
            <Popover.Target>
              <Button variant="subtle" size="compact-sm" leftSection={<IconTag size={14} aria-hidden />}>
                {t("picker.change")}
              </Button>
            </Popover.Target>
            <Popover.Dropdown data-testid="task-label-dropdown">
              <LabelOptions projectId={projectId} value={value} pending={pending} onChange={onChange} />
            </Popover.Dropdown>
          </Popover>
        )}
      </Group>
      {value.length > 0 ? (
        <Group gap={6}>
          {value.map((label) => (
            <LabelChip key={label.id} label={label} />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t("picker.none")}
        </Text>
      )}
    </Stack>
  );
}

type OptionsProps = Pick<Props, "projectId" | "value" | "pending" | "onChange">;

/** Loaded when the list opens: the project's labels, each ticked when the task has it. */
function LabelOptions({ projectId, value, pending, onChange }: OptionsProps) {
  const { t } = useTranslation("labels");
  const labels = useLabels(projectId);
  const saved = value.map((l) => String(l.id));
  const savedKey = saved.join(",");
  // Ticked at once; the task's saved labels take over again when the save ends (refused or not).
  const [ticked, setTicked] = useState(saved);
  useEffect(() => {
    if (!pending) setTicked(savedKey ? savedKey.split(",") : []);
  }, [savedKey, pending]);
  if (labels.isPending) return <Loader size="sm" aria-label={t("common:loading")} />;
  const all = labels.data ?? [];
  if (all.length === 0) return <Text size="sm">{t("picker.none")}</Text>;
  return (
    <Checkbox.Group
      label={t("picker.options")}
      value={ticked}
      onChange={(ids) => {
        // One save at a time; the boxes stay enabled so that focus (and Escape) stays in the list.
        if (pending) return;
        setTicked(ids);
        onChange(ids.map(Number));
      }}
      data-testid="task-label-options"
    >
      <Stack gap="xs" mt="xs" mah={260} style={{ overflowY: "auto" }}>
        {all.map((label) => (
          <Checkbox
            key={label.id}
            value={String(label.id)}
            label={<LabelChip label={label} />}
            aria-disabled={pending || undefined}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
