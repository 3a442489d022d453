import { ActionIcon, Anchor, Checkbox, Group, Menu, Text } from "@mantine/core";
import { IconDots, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { confirmAction } from "../../../components/confirm";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import { formatEstimation } from "../../tasks/estimation";
import type { SprintTask } from "../types";

type Props = {
  task: SprintTask;
  onToggle: (task: SprintTask, status: 0 | 1) => Promise<unknown>;
  onRemove: (task: SprintTask) => Promise<unknown>;
  onDelete: (task: SprintTask) => Promise<unknown>;
};

/**
 * A sprint task: its done/undone box (the task's change-status call), its title linking to the task, its
 * people and estimation, and a menu to take it out of the sprint or delete it, each asked first.
 */
export function SprintTaskRow({ task, onToggle, onRemove, onDelete }: Props) {
  const { t } = useTranslation("sprints");
  // The box turns in the click itself, before the sprint's cache does (a render later): what the reader just
  // chose shows until the server's answer is in the cache.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const done = chosen ?? task.status === 1;
  const toggle = (next: boolean) => {
    setChosen(next);
    onToggle(task, next ? 1 : 0)
      .catch(() => undefined)
      .finally(() => setChosen(null));
  };
  const ask = async (title: string, message: string, confirmLabel: string, run: () => Promise<unknown>) => {
    if (await confirmAction({ title, message, confirmLabel })) await run().catch(() => undefined);
  };
  const canRemove = task.meta.can_remove_from_sprint;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py={6} data-testid="sprint-task">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Checkbox
          checked={done}
          disabled={!task.meta.can_complete}
          onChange={(e) => toggle(e.currentTarget.checked)}
          aria-label={t(done ? "tasks.markUndone" : "tasks.markDone", { title: task.title })}
        />
        <Anchor
          component={Link}
          to={routeTo("lists_single_task", { project_id: task.project_id, task_id: task.id })}
          td={done ? "line-through" : undefined}
          c={done ? "dimmed" : undefined}
          truncate
        >
          {task.title}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
          {task.task_list.data.title}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {task.estimation > 0 && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {t("tasks.hours", { hours: formatEstimation(task.estimation) })}
          </Text>
        )}
        <UserAvatarGroup users={task.assignees.data} />
        {(canRemove || task.meta.can_delete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t("tasks.actions", { title: task.title })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canRemove && (
                <Menu.Item
                  leftSection={<IconX size={14} />}
                  onClick={() =>
                    ask(t("areYouSure"), t("tasks.removeMessage"), t("tasks.confirmRemove"), () => onRemove(task))
                  }
                >
                  {t("tasks.remove")}
                </Menu.Item>
              )}
              {task.meta.can_delete && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() =>
                    ask(t("areYouSure"), t("tasks.deleteMessage"), t("common:delete"), () => onDelete(task))
                  }
                >
                  {t("tasks.delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
