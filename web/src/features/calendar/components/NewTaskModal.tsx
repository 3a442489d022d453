import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../components/DateText";
import { useFieldErrors } from "../../../components/fieldErrors";
import type { CalendarProjects } from "../api";
import { useCreateCalendarTask } from "../hooks";

type Props = {
  /** The clicked day, or null while closed. */
  day: string | null;
  projects: CalendarProjects | undefined;
  /** The project preselected: the project page's, or the filter's. */
  projectId: number | null;
  onClose: () => void;
};

/**
 * The day's 'New Task' popup (spec): a project where the reader may create tasks, one of its lists, a title
 * and assignees; the day becomes the due date. The reader is assigned by default.
 */
export function NewTaskModal({ day, projects, projectId, onClose }: Props) {
  const { t } = useTranslation("calendar");
  return (
    <Modal opened={day !== null} onClose={onClose} title={t("newTask.title")} size={480}>
      {day !== null && projects && (
        <NewTaskForm key={day} day={day} projects={projects} projectId={projectId} onDone={onClose} />
      )}
    </Modal>
  );
}

function NewTaskForm({
  day,
  projects,
  projectId,
  onDone,
}: {
  day: string;
  projects: CalendarProjects;
  projectId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("calendar");
  const creatable = projects.projects.filter((p) => p.meta.can_create_task);
  const initial = creatable.find((p) => p.id === projectId) ?? creatable[0];
  const [pid, setPid] = useState<number | null>(initial?.id ?? null);
  const project = creatable.find((p) => p.id === pid);
  const [listId, setListId] = useState<number | null>(initial?.task_lists.data[0]?.id ?? null);
  const [title, setTitle] = useState("");
  const me = projects.current_user_id;
  const [assignees, setAssignees] = useState<number[]>(initial?.users.data.some((u) => u.id === me) ? [me] : []);
  const create = useCreateCalendarTask();
  const errors = useFieldErrors(create.error);
  if (creatable.length === 0) return <Text>{t("newTask.noProject")}</Text>;
  const chooseProject = (value: string | null) => {
    const next = creatable.find((p) => p.id === Number(value));
    setPid(next?.id ?? null);
    setListId(next?.task_lists.data[0]?.id ?? null);
    setAssignees((ids) => ids.filter((id) => next?.users.data.some((u) => u.id === id)));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (pid === null || listId === null || title.trim() === "") return;
    create.mutate(
      { projectId: pid, task_list_id: listId, title: title.trim(), assignees, due_date: day },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("newTask.day", { day: formatDate(day, "long") })}
        </Text>
        <Select
          label={t("newTask.project")}
          data={creatable.map((p) => ({ value: String(p.id), label: p.title }))}
          value={pid === null ? null : String(pid)}
          onChange={chooseProject}
          searchable
          allowDeselect={false}
          required
        />
        <Select
          label={t("newTask.list")}
          data={(project?.task_lists.data ?? []).map((l) => ({ value: String(l.id), label: l.title }))}
          value={listId === null ? null : String(listId)}
          onChange={(v) => setListId(v === null ? null : Number(v))}
          allowDeselect={false}
          required
          error={errors.error("task_list_id")}
        />
        <TextInput
          label={t("newTask.taskTitle")}
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            errors.clear("title");
          }}
          error={errors.error("title")}
          required
          data-autofocus
        />
        <MultiSelect
          label={t("newTask.assignees")}
          data={(project?.users.data ?? []).map((u) => ({ value: String(u.id), label: u.display_name }))}
          value={assignees.map(String)}
          onChange={(ids) => setAssignees(ids.map(Number))}
          searchable
          hidePickedOptions
          error={errors.error("assignees")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("newTask.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={title.trim() === "" || listId === null}>
            {t("newTask.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
