import { createTaskBody } from "@cairn/shared/schemas/tasks";
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../components/DateText";
import { useApiForm } from "../../../components/useApiForm";
import type { CalendarProjects } from "../api";
import { useCreateCalendarTask } from "../hooks";

/**
 * The popup's part of a new task's body: the server's title and assignee rules, and its list id made required,
 * as the popup always puts the task in a list of the chosen project. The project goes in the path, not the body.
 */
const newTaskBody = createTaskBody
  .pick({ title: true, assignees: true })
  .extend({ task_list_id: createTaskBody.shape.task_list_id.unwrap() });

/** The selects hold ids as text (null while none is chosen); the schema turns them into the body's numbers. */
type NewTaskValues = { project: string | null; task_list_id: string | null; title: string; assignees: string[] };

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
  const me = projects.current_user_id;
  const create = useCreateCalendarTask();
  const firstList = initial?.task_lists.data[0];
  const initialValues: NewTaskValues = {
    project: initial ? String(initial.id) : null,
    task_list_id: firstList ? String(firstList.id) : null,
    title: "",
    assignees: initial?.users.data.some((u) => u.id === me) ? [String(me)] : [],
  };
  const { form, submit, pending } = useApiForm({ schema: newTaskBody, initialValues, write: create });
  if (creatable.length === 0) return <Text>{t("newTask.noProject")}</Text>;
  const { values } = form;
  const project = creatable.find((p) => String(p.id) === values.project);
  const chooseProject = (value: string | null) => {
    const next = creatable.find((p) => String(p.id) === value);
    const nextList = next?.task_lists.data[0];
    // Field by field: setting the values at once would also hide the title's message.
    form.setFieldValue("project", next ? String(next.id) : null);
    form.setFieldValue("task_list_id", nextList ? String(nextList.id) : null);
    form.setFieldValue(
      "assignees",
      values.assignees.filter((id) => next?.users.data.some((u) => String(u.id) === id)),
    );
  };
  const save = submit(async (body) => {
    if (!project) return;
    await create.mutateAsync({ projectId: project.id, ...body, assignees: body.assignees ?? [], due_date: day });
    onDone();
  });
  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("newTask.day", { day: formatDate(day) })}
        </Text>
        <Select
          label={t("newTask.project")}
          data={creatable.map((p) => ({ value: String(p.id), label: p.title }))}
          value={values.project}
          onChange={chooseProject}
          searchable
          allowDeselect={false}
          required
        />
        <Select
          label={t("newTask.list")}
          data={(project?.task_lists.data ?? []).map((l) => ({ value: String(l.id), label: l.title }))}
          allowDeselect={false}
          required
          {...form.getInputProps("task_list_id")}
        />
        <TextInput label={t("newTask.taskTitle")} required data-autofocus {...form.getInputProps("title")} />
        <MultiSelect
          label={t("newTask.assignees")}
          data={(project?.users.data ?? []).map((u) => ({ value: String(u.id), label: u.display_name }))}
          searchable
          hidePickedOptions
          {...form.getInputProps("assignees")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("newTask.cancel")}
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={pending || values.title.trim() === "" || values.task_list_id === null}
          >
            {t("newTask.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
