import type { GanttChart, GanttLinkType } from "@cairn/shared";
import { createTaskBody } from "@cairn/shared/schemas/tasks";
import { ActionIcon, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { post, type Written } from "../../../api/client";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { useApiForm } from "../../../components/useApiForm";
import { TASK_DIALOG_FIELDS, useGanttWrites } from "../hooks";
import { DialogActions, useDialogSubmit } from "./DialogForm";

const ganttTaskBody = createTaskBody.pick({ title: true, start_at: true, due_date: true });

type Props = {
  chart: GanttChart;
  /** The task to edit; without it the dialog adds a task. */
  taskId: number | null;
  onClose: () => void;
};

/**
 * The task form of the chart: add a task to a list, or edit one in place — title, start and due day — and see
 * and remove its links. It is also the keyboard's way to change a task's dates (issue 20 point 2).
 */
export function TaskDialog({ chart, taskId, onClose }: Props) {
  const { t } = useTranslation("gantt");
  const task = chart.tasks.find((x) => x.id === taskId);
  const writes = useGanttWrites(chart.project.id);
  const [listId, setListId] = useState<string | null>(chart.lists[0] ? String(chart.lists[0].id) : null);
  // A refused edit is toasted by the chart's writes; a refused new task here (each but what the fields show).
  const dialog = useDialogSubmit(onClose, { toast: !task, inlineFields: TASK_DIALOG_FIELDS });
  const { form, submit, pending } = useApiForm({
    schema: ganttTaskBody,
    initialValues: { title: task?.title ?? "", start_at: task?.start_at ?? null, due_date: task?.due_date ?? null },
    write: dialog,
  });
  const { title, start_at, due_date } = form.values;
  const titles = new Map(chart.tasks.map((x) => [x.id, x.title]));
  const links = task ? chart.links.filter((l) => l.source === task.id || l.target === task.id) : [];

  const save = submit((_body, values) =>
    dialog.run(async () => {
      if (task) {
        await writes.saveTask.mutateAsync({ id: task.id, ...values });
        return;
      }
      await post<Written<unknown>>(`pm/v2/projects/${chart.project.id}/tasks`, {
        ...values,
        task_list_id: Number(listId),
      });
      await writes.reload();
    }),
  );

  const linkText = (l: { source: number; target: number; type: GanttLinkType }) =>
    `${titles.get(l.source)} → ${titles.get(l.target)} (${t(`linkForm.short.${l.type}`)})`;
  return (
    <Modal opened onClose={onClose} title={task ? t("taskForm.editTitle") : t("taskForm.newTitle")}>
      <form onSubmit={save} data-testid="gantt-task-form">
        <Stack gap="sm">
          <TextInput
            label={t("taskForm.title")}
            {...form.getInputProps("title")}
            required
            data-autofocus
            disabled={task ? !task.meta.can_edit : false}
          />
          {!task && (
            <Select
              label={t("taskForm.list")}
              data={chart.lists.map((l) => ({ value: String(l.id), label: l.title }))}
              value={listId}
              onChange={setListId}
              allowDeselect={false}
              required
            />
          )}
          <DateRangeInputs
            value={{ start: start_at, due: due_date }}
            onChange={({ start, due }) => form.setValues({ start_at: start, due_date: due })}
            startLabel={t("taskForm.start")}
            dueLabel={t("taskForm.due")}
            startError={form.errors.start_at}
            dueError={form.errors.due_date}
            disabled={task ? !task.meta.can_edit : false}
          />
          {task && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t("taskForm.links")}
              </Text>
              {links.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t("taskForm.noLinks")}
                </Text>
              )}
              {links.map((l) => (
                <Group key={l.id} gap="xs" wrap="nowrap" data-testid="gantt-task-link">
                  <Text size="sm" style={{ flex: 1 }}>
                    {linkText(l)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("taskForm.removeLink", { text: linkText(l) })}
                    onClick={() => writes.removeLink.mutate(l.id)}
                    loading={writes.removeLink.isPending}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <DialogActions
            label={task ? t("taskForm.save") : t("taskForm.create")}
            pending={pending}
            disabled={!title.trim() || (task ? !task.meta.can_edit : false)}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
