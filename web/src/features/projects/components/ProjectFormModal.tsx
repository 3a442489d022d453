import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import type { Project } from "../../../api/types";
import { useFieldErrors } from "../../../components/fieldErrors";
import { DepartmentSelect } from "../../departments/components/DepartmentSelect";
import { useAllUsers } from "../../users/hooks";
import { type MemberInput, type ProjectInput, useSaveProject } from "../hooks";
import { plainText, textToHtml } from "../plainText";
import { MembersField } from "./MembersField";

type Props = { opened: boolean; onClose: () => void; project?: Project };

/** The project form in a dialog: new when no project is given, else that project's edit. */
export function ProjectFormModal({ opened, onClose, project }: Props) {
  const { t } = useTranslation("projects");
  // On a phone the member rows need the whole width.
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project ? t("editProject") : t("newProject")}
      size="lg"
      fullScreen={phone}
    >
      <ProjectForm project={project} onDone={onClose} />
    </Modal>
  );
}

function initialValues(project: Project | undefined, meId: number | undefined): ProjectInput {
  if (project) {
    return {
      title: project.title,
      description: plainText(project.description),
      assignees: (project.assignees?.data ?? []).map((m) => ({ user_id: m.id, role_id: m.role_id })),
    };
  }
  // The creator joins as a manager unless the form says otherwise (the server does the same).
  return { title: "", description: "", assignees: meId ? [{ user_id: meId, role_id: 1 }] : [] };
}

function ProjectForm({ project, onDone }: { project?: Project; onDone: () => void }) {
  const { t } = useTranslation("projects");
  const me = useMe().data;
  const users = useAllUsers();
  const save = useSaveProject(project?.id);
  const [form, setForm] = useState<ProjectInput>(() => initialValues(project, me?.id));
  const errors = useFieldErrors(save.error);
  const change = (patch: Partial<ProjectInput>) => {
    for (const field of Object.keys(patch)) errors.clear(field);
    setForm({ ...form, ...patch });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...form, title: form.title.trim(), description: textToHtml(form.description) },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("form.title")}
          required
          data-autofocus
          value={form.title}
          onChange={(e) => change({ title: e.currentTarget.value })}
          error={errors.error("title")}
          maxLength={255}
        />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={3}
          maxRows={8}
          value={form.description}
          onChange={(e) => change({ description: e.currentTarget.value })}
          error={errors.error("description")}
        />
        <DepartmentSelect
          value={form.department_id ?? Number(project?.meta.department_id ?? 0)}
          onChange={(department_id) => change({ department_id })}
          error={errors.error("department_id")}
        />
        <MembersField
          value={form.assignees}
          onChange={(assignees: MemberInput[]) => change({ assignees })}
          users={users.data ?? []}
          loading={users.isPending}
          error={errors.error("assignees")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {project ? t("form.save") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
