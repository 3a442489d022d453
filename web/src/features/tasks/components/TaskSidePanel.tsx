import { Badge, Button, Divider, Group, Stack, Switch, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { AssigneePicker } from "../../../components/AssigneePicker";
import { confirmAction } from "../../../components/confirm";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { calendarDay } from "../../../components/DateText";
import { DueDate } from "../../../components/DueDate";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import { refusalErrors } from "../../../components/useApiForm";
import { useTaskStartField } from "../../general-settings/api";
import { TaskLabelPicker } from "../../labels/components/TaskLabelPicker";
import { TaskTypePicker } from "../../task-types/components/TaskTypePicker";
import { useTaskWrites } from "../hooks";
import type { Task } from "../types";
import { EstimationInput } from "./EstimationInput";
import { TaskFactsList } from "./TaskFactsList";

type Props = { task: Task; project: Project; onDeleted: () => void };

/** Status, people, dates, estimation, billing and privacy; each change saves at once for those who may edit. */
export function TaskSidePanel({ task, project, onDeleted }: Props) {
  const { t } = useTranslation("tasks");
  const withStart = useTaskStartField();
  const { quiet: update, remove } = useTaskWrites(project.id);
  const editable = task.meta.can_edit;
  // Each change saves at once (no form to hold a draft): a refused day is said under its input.
  const refused = refusalErrors(update.error);
  const save = (changes: Parameters<typeof update.mutate>[0]["changes"]) => update.mutate({ id: task.id, changes });
  const del = async () => {
    if (!(await confirmAction({ message: t("single.deleteMessage", { title: task.title }) }))) return;
    await remove.mutateAsync(task).then(onDeleted, () => undefined);
  };
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("single.status")}
        </Text>
        <Badge color={task.status === 1 ? "teal" : "gray"} variant="light" data-testid="task-status">
          {task.status === 1 ? t("single.complete") : t("single.incomplete")}
        </Badge>
      </Group>
      {editable ? (
        <AssigneePicker
          members={project.assignees?.data ?? []}
          value={task.assignees.data.map((u) => u.id)}
          onChange={(assignees) => save({ assignees })}
          label={t("single.assignees")}
          placeholder={t("single.nobody")}
          disabled={update.isPending}
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t("single.assignees")}
          </Text>
          {task.assignees.data.length > 0 ? (
            <UserAvatarGroup users={task.assignees.data} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("single.nobody")}
            </Text>
          )}
        </Stack>
      )}
      <TaskTypePicker
        value={task.type?.data ?? null}
        editable={editable}
        pending={update.isPending}
        onChange={(type_id) => save({ type_id })}
      />
      <TaskLabelPicker
        projectId={project.id}
        value={task.labels?.data ?? []}
        editable={editable}
        pending={update.isPending}
        onChange={(task_labels) => save({ task_labels })}
      />
      {editable ? (
        <DateRangeInputs
          mode="picker"
          stacked
          value={{ start: calendarDay(task.start_at), due: calendarDay(task.due_date) }}
          onChange={({ start, due }) => save({ start_at: start, due_date: due })}
          startLabel={t("form.startDate")}
          withStart={withStart}
          dueLabel={t("form.dueDate")}
          startError={refused.start_at}
          dueError={refused.due_date}
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t("single.dates")}
          </Text>
          <DueDate start={task.start_at} due={task.due_date} done={task.status === 1} />
        </Stack>
      )}
      {/* With sub-tasks the estimation is theirs, summed by the server. */}
      <EstimationInput
        task={task}
        editable={editable && !task.meta.total_sub_tasks}
        onSave={(estimation) => save({ estimation })}
        note={task.meta.total_sub_tasks ? t("sub-tasks:estimationFromSubTasks") : undefined}
      />
      {!editable && task.payable && (
        <Badge variant="light" color="teal" tt="none" w="fit-content">
          {t("single.billable")}
        </Badge>
      )}
      {editable && (
        <Switch
          label={t("single.billable")}
          description={t("single.billableHint")}
          checked={task.payable}
          onChange={(e) => save({ payable: e.currentTarget.checked })}
          disabled={update.isPending}
          data-testid="task-billable"
        />
      )}
      {editable && can(project, "view_private_task") && (
        <Switch
          label={t("single.privacy")}
          description={t("single.privacyHint")}
          checked={task.meta.privacy}
          onChange={(e) => save({ privacy: e.currentTarget.checked })}
          disabled={update.isPending}
        />
      )}
      <Divider />
      <TaskFactsList task={task} />
      {task.meta.can_delete && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => void del()}
          loading={remove.isPending}
          disabled={remove.isPending}
        >
          {t("single.delete")}
        </Button>
      )}
    </Stack>
  );
}
