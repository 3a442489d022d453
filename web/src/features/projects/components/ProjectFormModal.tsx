import { createProjectBody } from "@cairn/shared/schemas/projects";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { useMe } from "../../../api/me";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { useApiForm } from "../../../components/useApiForm";
import { DepartmentSelect } from "../../departments/components/DepartmentSelect";
import { useAllUsers } from "../../users/hooks";
import { type MemberInput, type ProjectInput, useSaveProject } from "../hooks";
import { plainText, textToHtml } from "../plainText";
import { MembersField } from "./MembersField";

/** The project's body as the form edits it: the description as plain text, sent as HTML and held to that limit. */
const projectFormBody = createProjectBody.extend({
  description: z.string().transform(textToHtml).pipe(createProjectBody.shape.description.unwrap()),
});

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
  const navigate = useNavigate();
  const { form, submit, pending } = useApiForm({
    schema: projectFormBody,
    initialValues: initialValues(project, me?.id),
    write: save,
  });
  const values = form.values;
  const send = submit(async (body, typed) => {
    const saved = await save.mutateAsync({ ...typed, title: body.title, description: body.description ?? "" });
    onDone();
    // A new project is where its creator works next: into it, as a duplicate opens (spec: pm_overview).
    if (!project) navigate(routeTo("pm_overview", { project_id: saved.data.id }));
  });
  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <TextInput label={t("form.title")} required data-autofocus {...form.getInputProps("title")} maxLength={255} />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <DepartmentSelect
          value={values.department_id ?? Number(project?.meta.department_id ?? 0)}
          onChange={(department_id) => form.setFieldValue("department_id", department_id)}
          error={form.errors.department_id}
        />
        <MembersField
          value={values.assignees}
          onChange={(assignees: MemberInput[]) => form.setFieldValue("assignees", assignees)}
          users={users.data ?? []}
          loading={users.isPending}
          error={form.errors.assignees}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={pending}>
            {project ? t("form.save") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
