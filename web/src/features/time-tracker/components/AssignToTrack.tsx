import { Button, Group, Text } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTaskWrites } from "../../tasks/hooks";
import type { Task } from "../../tasks/types";
import { useTimerWrites } from "../hooks";

/**
 * Said where the timer would be, to a reader not assigned to the task (only assignees track time): with a button
 * that assigns him and starts his timer in one go when he may change the task's people, else why he cannot.
 */
export function AssignToTrack({ task, meId }: { task: Task; meId: number }) {
  const { t } = useTranslation("time-tracker");
  const { quiet: update } = useTaskWrites(task.project_id);
  const { start } = useTimerWrites();
  const go = async () => {
    const assignees = [...task.assignees.data.map((u) => u.id), meId];
    // A refused assignment is toasted by the task's writes, and then nothing starts.
    const res = await update.mutateAsync({ id: task.id, changes: { assignees } }).catch(() => null);
    if (res) start.mutate(res.data);
  };
  if (!task.meta.can_edit)
    return (
      <Text size="sm" c="dimmed" data-testid="assign-to-track">
        {t("assignYourself.cannot")}
      </Text>
    );
  return (
    <Group gap="sm" wrap="wrap" data-testid="assign-to-track">
      <Text size="sm" c="dimmed">
        {t("assignYourself.text")}
      </Text>
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={<IconPlayerPlayFilled size={14} />}
        onClick={() => void go()}
        loading={update.isPending || start.isPending}
      >
        {t("assignYourself.button")}
      </Button>
    </Group>
  );
}
