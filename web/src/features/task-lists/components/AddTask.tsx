import { Button, Paper } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "../../projects/useProject";
import { TaskForm } from "../../tasks/components/TaskForm";
import { useTaskWrites } from "../../tasks/hooks";
import type { TaskList } from "../types";
import { useBoard } from "./BoardContext";

/** "Add task" under a list: an inline form that stays open for the next task. */
export function AddTask({ list }: { list: TaskList }) {
  const { t } = useTranslation("task-lists");
  const { project } = useBoard();
  const { create } = useTaskWrites(project.id);
  const [open, setOpen] = useState(false);
  if (list.status !== 1 || !can(project, "create_task")) return null;
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: "flex-start" }}
      >
        {t("list.addTask")}
      </Button>
    );
  }
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      <TaskForm
        members={project.assignees?.data ?? []}
        withPrivacy={can(project, "view_private_task")}
        pending={create.isPending}
        error={create.error}
        onSubmit={(draft) => create.mutateAsync({ ...draft, task_list_id: list.id })}
        onCancel={() => {
          create.reset();
          setOpen(false);
        }}
      />
    </Paper>
  );
}
