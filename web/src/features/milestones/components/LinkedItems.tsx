import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconCircle, IconCircleCheck, IconList } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { PrivacyLock } from "../../../components/PrivacyLock";
import type { Milestone } from "../types";

/** The task lists and tasks that belong to a milestone, as links. */
export function LinkedItems({ milestone: m }: { milestone: Milestone }) {
  const { t } = useTranslation("milestones");
  const lists = m.task_lists?.data ?? [];
  const tasks = m.tasks?.data ?? [];
  if (lists.length === 0 && tasks.length === 0) return null;
  const project_id = m.project_id;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      {lists.length > 0 ? (
        <Stack gap={4} miw={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t("lists")}
          </Text>
          {lists.map((l) => (
            <Group key={l.id} gap={6} wrap="nowrap">
              <IconList size={14} aria-hidden />
              <Anchor component={Link} to={routeTo("single_list", { project_id, list_id: l.id })} size="sm">
                {l.title}
              </Anchor>
              {l.meta.privacy ? <PrivacyLock size={12} /> : null}
            </Group>
          ))}
        </Stack>
      ) : null}
      {tasks.length > 0 ? (
        <Stack gap={4} miw={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t("tasks")}
          </Text>
          {tasks.map((task) => (
            <Group key={task.id} gap={6} wrap="nowrap">
              {task.status === 1 ? (
                <IconCircleCheck size={14} color="var(--mantine-color-teal-8)" role="img" aria-label={t("taskDone")} />
              ) : (
                <IconCircle size={14} role="img" aria-label={t("taskOpen")} />
              )}
              <Anchor
                component={Link}
                to={routeTo("single_task", { project_id, task_id: task.id })}
                size="sm"
                td={task.status === 1 ? "line-through" : undefined}
              >
                {task.title}
              </Anchor>
              {task.meta.privacy ? <PrivacyLock size={12} /> : null}
            </Group>
          ))}
        </Stack>
      ) : null}
    </Group>
  );
}
