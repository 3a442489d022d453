import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { type DateRange, DateRangeInputs } from "../../../components/DateRangeInputs";
import { calendarDay } from "../../../components/DateText";
import { fieldError, joinedErrors } from "../../../components/fieldErrors";
import { useManagedProjects, useSaveSprint } from "../hooks";
import type { Sprint } from "../types";

type Props = { sprint?: Sprint; onClose: () => void; onSaved?: (sprint: Sprint) => void };

/** Creates a sprint, or edits one: title, goal, dates and the projects it draws from (those the reader manages). */
export function SprintFormModal({ sprint, onClose, onSaved }: Props) {
  const { t } = useTranslation("sprints");
  const manager = Boolean(useMe().data?.capabilities.manage);
  const projects = useManagedProjects(manager);
  const save = useSaveSprint(sprint?.id);
  const [title, setTitle] = useState(sprint?.title ?? "");
  const [goal, setGoal] = useState(sprint?.goal ?? "");
  const [range, setRange] = useState<DateRange>({
    start: calendarDay(sprint?.start_at),
    due: calendarDay(sprint?.due_date),
  });
  const [projectIds, setProjectIds] = useState<string[]>(
    (sprint?.projects?.data ?? []).map((p) => String(p.project_id)),
  );
  // Missing fields are said after a first submit, and each message goes as soon as its field is filled.
  const [tried, setTried] = useState(false);
  const missing = new Set<string>();
  if (tried && title.trim() === "") missing.add("title");
  if (tried && (!range.start || !range.due)) missing.add("dates");
  if (tried && projectIds.length === 0) missing.add("projects");

  // A project of the sprint the reader does not manage still shows as chosen (he cannot take it off unseen).
  const options = [
    ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
    ...(sprint?.projects?.data ?? [])
      .filter((p) => !(projects.data ?? []).some((m) => m.id === p.project_id))
      .map((p) => ({ value: String(p.project_id), label: p.title })),
  ];

  const submit = () => {
    setTried(true);
    if (title.trim() === "" || projectIds.length === 0 || !range.start || !range.due) return;
    save.mutate(
      { title: title.trim(), goal, start_at: range.start, due_date: range.due, project_ids: projectIds.map(Number) },
      {
        onSuccess: (res) => {
          onSaved?.(res.data);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={sprint ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("form.title")}
            withAsterisk
            data-autofocus
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={missing.has("title") ? t("form.titleRequired") : fieldError(save.error, "title")}
          />
          <Textarea
            label={t("form.goal")}
            autosize
            minRows={2}
            maxLength={5000}
            value={goal}
            onChange={(e) => setGoal(e.currentTarget.value)}
            error={fieldError(save.error, "goal")}
          />
          <DateRangeInputs
            value={range}
            onChange={setRange}
            startLabel={t("form.start")}
            dueLabel={t("form.due")}
            dueError={
              missing.has("dates")
                ? t("form.datesRequired")
                : joinedErrors(fieldError(save.error, "due_date"), fieldError(save.error, "start_at"))
            }
          />
          <MultiSelect
            label={t("form.projects")}
            description={t("form.projectsHint")}
            withAsterisk
            searchable
            data={options}
            value={projectIds}
            onChange={setProjectIds}
            error={missing.has("projects") ? t("form.projectsRequired") : fieldError(save.error, "project_ids")}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {sprint ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
