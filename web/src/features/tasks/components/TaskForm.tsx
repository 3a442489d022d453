import { createTaskBody } from "@cairn/shared/schemas/tasks";
import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Member } from "../../../api/types";
import { AssigneePicker } from "../../../components/AssigneePicker";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { calendarDay } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { useTaskStartField } from "../../general-settings/api";
import type { TaskDraft, TaskSummary } from "../types";

type Props = {
  members: Member[];
  /** Editing this task; without it the form adds one and empties itself after each success. */
  task?: TaskSummary;
  withPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: TaskDraft) => Promise<unknown>;
  onCancel: () => void;
};

const taskFormBody = createTaskBody.pick({
  title: true,
  assignees: true,
  start_at: true,
  due_date: true,
  privacy: true,
});

const emptyDraft = (): TaskDraft => ({ title: "", assignees: [], start_at: null, due_date: null, privacy: false });

const draftOf = (task: TaskSummary): TaskDraft => ({
  title: task.title,
  assignees: task.assignees.data.map((u) => u.id),
  start_at: calendarDay(task.start_at),
  due_date: calendarDay(task.due_date),
  privacy: task.meta.privacy,
});

/** The inline form that adds a task to a list or edits one in place. */
export function TaskForm({ members, task, withPrivacy, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation("tasks");
  const withStart = useTaskStartField();
  const { form, submit } = useApiForm({
    schema: taskFormBody,
    initialValues: task ? draftOf(task) : emptyDraft(),
    write: { isPending: pending, error },
  });
  const draft = form.values;
  // A double click must not create the task twice; an error is shown under its field (only what no field
  // shows is toasted), and the form keeps what was typed.
  const save = submit(async (body, typed) => {
    if (!draft.title.trim()) return;
    await onSubmit({ ...typed, title: body.title });
    // The spec: after a task is created its privacy (like the rest of the form) resets.
    if (!task) form.reset();
  });
  return (
    <form onSubmit={save} data-testid="task-form">
      <Stack gap="sm">
        <TextInput
          label={t("form.title")}
          placeholder={t("form.titlePlaceholder")}
          {...form.getInputProps("title")}
          onKeyDown={(e) => {
            if (e.key === "Escape") onCancel();
          }}
          required
          data-autofocus
          autoFocus
        />
        <AssigneePicker
          members={members}
          value={draft.assignees}
          onChange={(assignees) => form.setFieldValue("assignees", assignees)}
          label={t("form.assignees")}
          placeholder={t("form.assigneesPlaceholder")}
          error={form.errors.assignees}
        />
        <DateRangeInputs
          value={{ start: draft.start_at, due: draft.due_date }}
          onChange={({ start, due }) => form.setValues({ start_at: start, due_date: due })}
          startLabel={t("form.startDate")}
          withStart={withStart}
          dueLabel={t("form.dueDate")}
          startError={form.errors.start_at}
          dueError={form.errors.due_date}
        />
        {withPrivacy && (
          <Checkbox label={t("common:makePrivate")} {...form.getInputProps("privacy", { type: "checkbox" })} />
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending} disabled={pending || !draft.title.trim()}>
            {task ? t("form.update") : t("form.create")}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t("common:cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
