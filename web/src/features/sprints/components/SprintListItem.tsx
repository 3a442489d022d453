import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { formatDate } from "../../../components/DateText";
import type { Sprint } from "../types";
import { SprintProgress } from "./SprintProgress";

/** A sprint in the list: title (a link to it), dates, projects and its progress. */
export function SprintListItem({ sprint }: { sprint: Sprint }) {
  const { t } = useTranslation("sprints");
  const { total_tasks: total, complete_tasks: done } = sprint.meta;
  return (
    <Card withBorder padding="md" component="li" data-testid="sprint-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            <Text component={Link} to={routeTo("sprint", { sprint_id: sprint.id })} inherit c="inherit">
              {sprint.title}
            </Text>
          </Title>
          <Badge variant="light" color={sprint.status === "active" ? "blue" : "gray"}>
            {t(`status.${sprint.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("dates", { start: formatDate(sprint.start_at), end: formatDate(sprint.due_date) })}
          {sprint.projects &&
            sprint.projects.data.length > 0 &&
            ` · ${sprint.projects.data.map((p) => p.title).join(", ")}`}
        </Text>
        {sprint.goal && (
          <Text size="sm" lineClamp={2}>
            {sprint.goal}
          </Text>
        )}
        <SprintProgress progress={{ done, total, doneMinutes: 0, totalMinutes: 0 }} compact />
      </Stack>
    </Card>
  );
}
