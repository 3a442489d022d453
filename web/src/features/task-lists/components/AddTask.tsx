import { Button, Paper } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { lazy, startTransition, useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { useCreateTask } from "../../tasks/hooks";
import type { TaskList } from "../../tasks/list-types";
import { useBoard } from "./BoardContext";

/** The form (with its date and people pickers) loads the first time a task is added. */
const TaskForm = lazy(() => import("../../tasks/components/TaskForm").then((m) => ({ default: m.TaskForm })));

/** "Add task" under a list: an inline form that stays open for the next task. */
export function AddTask({ list }: { list: TaskList }) {
  const { t } = useTranslation("task-lists");
  const { project } = useBoard();
  const [open, setOpen] = useState(false);
  if (list.status !== 1 || !can(project, "create_task")) return null;
  if (open) return <AddTaskForm project={project} listId={list.id} onClose={() => setOpen(false)} />;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPlus size={16} />}
      // In a transition, the button stays until the form's chunk has loaded.
      onClick={() => startTransition(() => setOpen(true))}
      style={{ alignSelf: "flex-start" }}
    >
      {t("list.addTask")}
    </Button>
  );
}

/** The open form; its create hook exists only while it is open (a board has a button per list). */
function AddTaskForm({ project, listId, onClose }: { project: Project; listId: number; onClose: () => void }) {
  const create = useCreateTask(project.id);
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      <TaskForm
        members={project.assignees?.data ?? []}
        withPrivacy={can(project, "view_private_task")}
        pending={create.isPending}
        error={create.error}
        onSubmit={(draft) => create.mutateAsync({ ...draft, task_list_id: listId })}
        onCancel={() => {
          create.reset();
          onClose();
        }}
      />
    </Paper>
  );
}
