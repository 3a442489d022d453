import { createSprintBody } from "@cairn/shared/schemas/sprints";
import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { calendarDay } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import { useManagedProjects, useSaveSprint } from "../hooks";
import type { Sprint } from "../types";

type Props = { sprint?: Sprint; onClose: () => void; onSaved?: (sprint: Sprint) => void };

/** Creates a sprint, or edits one: title, goal, dates and the projects it draws from (those the reader manages). */
export function SprintFormModal({ sprint, onClose, onSaved }: Props) {
  const { t } = useTranslation("sprints");
  const manager = Boolean(useMe().data?.capabilities.manage);
  const projects = useManagedProjects(manager);
  const save = useSaveSprint(sprint?.id);
  // Missing fields are said after a first submit, and each message goes as soon as its field is filled.
  const { form, submit, pending } = useApiForm({
    schema: createSprintBody,
    initialValues: {
      title: sprint?.title ?? "",
      goal: sprint?.goal ?? "",
      start_at: calendarDay(sprint?.start_at),
      due_date: calendarDay(sprint?.due_date),
      project_ids: (sprint?.projects?.data ?? []).map((p) => String(p.project_id)),
    },
    write: save,
  });
  const values = form.values;

  // A project of the sprint the reader does not manage still shows as chosen (he cannot take it off unseen).
  const options = [
    ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
    ...(sprint?.projects?.data ?? [])
      .filter((p) => !(projects.data ?? []).some((m) => m.id === p.project_id))
      .map((p) => ({ value: String(p.project_id), label: p.title })),
  ];

  const send = submit(async (body) => {
    const res = await save.mutateAsync(body);
    onSaved?.(res.data);
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={sprint ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form onSubmit={send}>
        <Stack gap="sm">
          <TextInput label={t("form.title")} withAsterisk data-autofocus {...form.getInputProps("title")} />
          <Textarea label={t("form.goal")} autosize minRows={2} {...form.getInputProps("goal")} />
          <DateRangeInputs
            value={{ start: values.start_at, due: values.due_date }}
            onChange={({ start, due }) => form.setValues({ start_at: start, due_date: due })}
            startLabel={t("form.start")}
            dueLabel={t("form.due")}
            startError={form.errors.start_at}
            dueError={form.errors.due_date}
          />
          <MultiSelect
            label={t("form.projects")}
            description={t("form.projectsHint")}
            withAsterisk
            searchable
            data={options}
            {...form.getInputProps("project_ids")}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {sprint ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
