import { Badge, Group } from "@mantine/core";
import type { TaskLabel } from "../api";
import { readableTextColor } from "../contrast";

/** A label as a chip in its own colour, with text that stays readable on it. */
export function LabelChip({ label, size = "sm" }: { label: Pick<TaskLabel, "title" | "color">; size?: "xs" | "sm" }) {
  return (
    <Badge
      size={size}
      radius="sm"
      tt="none"
      fw={600}
      style={{ backgroundColor: label.color, color: readableTextColor(label.color), maxWidth: "100%" }}
      data-testid="label-chip"
    >
      {label.title}
    </Badge>
  );
}

/** The labels of a task row; nothing when it has none. */
export function LabelChips({ labels }: { labels?: TaskLabel[] }) {
  if (!labels?.length) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="task-labels">
      {labels.map((label) => (
        <LabelChip key={label.id} label={label} size="xs" />
      ))}
    </Group>
  );
}
