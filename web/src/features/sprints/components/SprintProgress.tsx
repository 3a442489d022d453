import { type SprintProgress as Facts, percentOf } from "@cairn/shared/sprint-progress";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** Done of total tasks, and estimated hours done of total (hours only when the tasks carry estimations). */
export function SprintProgress({ progress, compact = false }: { progress: Facts; compact?: boolean }) {
  const { t } = useTranslation("sprints");
  const { done, total, doneMinutes, totalMinutes } = progress;
  const tasksText = t("progress.tasks", { done, total });
  return (
    <Stack gap={4}>
      <Progress value={percentOf(done, total)} size={compact ? "sm" : "lg"} aria-label={tasksText} color="teal" />
      <Group justify="space-between" gap="xs">
        <Text size="sm">{tasksText}</Text>
        {totalMinutes > 0 && (
          <Text size="sm" c="dimmed">
            {t("progress.hours", { done: hours(doneMinutes), total: hours(totalMinutes) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
