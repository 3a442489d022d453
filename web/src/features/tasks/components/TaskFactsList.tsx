import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import type { Task } from "../types";

/** Who created the task and when; who completed it and when. */
export function TaskFactsList({ task }: { task: Task }) {
  const { t } = useTranslation("tasks");
  const someone = t("single.someone");
  return (
    <Stack gap={4} data-testid="task-facts">
      <Text size="sm" c="dimmed">
        {t("single.created", {
          name: task.creator.data?.display_name ?? someone,
          date: formatDateTime(task.created_at),
        })}
      </Text>
      {task.status === 1 && task.completed_at && (
        <Text size="sm" c="dimmed">
          {t("single.completed", {
            name: task.completer?.data?.display_name ?? someone,
            date: formatDateTime(task.completed_at),
          })}
        </Text>
      )}
    </Stack>
  );
}
