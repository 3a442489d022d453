import { createTaskListBody } from "@cairn/shared/schemas/task-lists";
import { Button, Checkbox, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import { useApiForm } from "../../../components/useApiForm";
import type { TaskList } from "../../tasks/list-types";
import { useListWrites } from "../list-writes";
import { useMilestoneOptions } from "../queries";
import type { ListDraft } from "../types";

type Props = { project: Project; list?: TaskList; onDone: () => void };

/** Creates a list, or edits one in place: title, description, milestone and (with the flag) privacy. */
export function ListForm({ project, list, onDone }: Props) {
  const { t } = useTranslation("task-lists");
  const writes = useListWrites(project.id);
  const milestones = useMilestoneOptions(project.id, true);
  const withPrivacy = can(project, "view_private_list");
  const mutation = list ? writes.update : writes.create;
  const initialValues: ListDraft = {
    title: list?.title ?? "",
    description: list?.description ?? "",
    milestone: list?.milestone_id ? String(list.milestone_id) : null,
    privacy: list?.meta.privacy ?? false,
  };
  const { form, submit, pending } = useApiForm({ schema: createTaskListBody, initialValues, write: mutation });
  const draft = form.values;
  const save = submit(async (_body, typed) => {
    const sent = { ...typed, title: typed.title.trim() };
    await (list
      ? writes.update.mutateAsync({ id: list.id, draft: sent, withPrivacy })
      : writes.create.mutateAsync({ draft: sent, withPrivacy }));
    onDone();
  });
  const description = form.getInputProps("description");
  return (
    <form onSubmit={save} data-testid="list-form">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {list ? t("form.editTitle") : t("form.newTitle")}
        </Title>
        <TextInput
          label={t("form.title")}
          placeholder={t("form.titlePlaceholder")}
          {...form.getInputProps("title")}
          required
          autoFocus
        />
        <LazyRichTextEditor
          label={t("form.description")}
          placeholder={t("form.descriptionPlaceholder")}
          value={description.value}
          onChange={description.onChange}
          onSubmit={() => save()}
          projectId={project.id}
        />
        <Select
          label={t("form.milestone")}
          placeholder={t("form.milestonePlaceholder")}
          data={milestones.data ?? []}
          {...form.getInputProps("milestone")}
          clearable
          searchable
        />
        {withPrivacy && (
          <Checkbox label={t("common:makePrivate")} {...form.getInputProps("privacy", { type: "checkbox" })} />
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending} disabled={pending || !draft.title.trim()}>
            {list ? t("form.update") : t("form.create")}
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t("common:cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
