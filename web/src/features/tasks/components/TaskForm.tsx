import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../../api/types";
import { AssigneePicker } from "../../../components/AssigneePicker";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { calendarDay } from "../../../components/DateText";
import { fieldError } from "../../../components/fieldErrors";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
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
  const [draft, setDraft] = useState<TaskDraft>(() => (task ? draftOf(task) : emptyDraft()));
  const set = (patch: Partial<TaskDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const once = useSingleSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.title.trim() || pending) return;
    // A double click must not create the task twice; an error is shown under its field (only what no field
    // shows is toasted), and the form keeps what was typed.
    const done = await once(() => onSubmit(draft));
    // The spec: after a task is created its privacy (like the rest of the form) resets.
    if (done && !task) setDraft(emptyDraft());
  };
  return (
    <form onSubmit={submit} data-testid="task-form">
      <Stack gap="sm">
        <TextInput
          label={t("form.title")}
          placeholder={t("form.titlePlaceholder")}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === "Escape") onCancel();
          }}
          error={fieldError(error, "title")}
          required
          data-autofocus
          autoFocus
        />
        <AssigneePicker
          members={members}
          value={draft.assignees}
          onChange={(assignees) => set({ assignees })}
          label={t("form.assignees")}
          placeholder={t("form.assigneesPlaceholder")}
          error={fieldError(error, "assignees")}
        />
        <DateRangeInputs
          value={{ start: draft.start_at, due: draft.due_date }}
          onChange={({ start, due }) => set({ start_at: start, due_date: due })}
          startLabel={t("form.startDate")}
          withStart={withStart}
          dueLabel={t("form.dueDate")}
          dueError={fieldError(error, "due_date")}
        />
        {withPrivacy && (
          <Checkbox
            label={t("common:makePrivate")}
            checked={draft.privacy}
            onChange={(e) => set({ privacy: e.currentTarget.checked })}
          />
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
