import { Stack, Text, Title } from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { activityText } from "../../../i18n/activity";
import type { Task } from "../types";

/** The task's own log, newest first, when the server sent it (`?with=activities`). */
export function TaskActivity({ task }: { task: Task }) {
  const { t } = useTranslation("tasks");
  const rows = task.activities?.data;
  if (!rows) return null;
  return (
    <Stack gap="xs" data-testid="task-activity">
      <Title order={3} size="h5">
        {t("single.activity")}
      </Title>
      {rows.length === 0 ? (
        <EmptyState
          message={t("single.noActivity")}
          icon={<IconActivity size={18} />}
          compact
          testId="task-activity-empty"
        />
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {rows.map((a) => (
            <li key={a.id}>
              <Text size="sm">{activityText(a)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(a.committed_at)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
