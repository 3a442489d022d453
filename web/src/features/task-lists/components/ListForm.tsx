import { Button, Checkbox, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { fieldError } from "../../../components/fieldErrors";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
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
  const [draft, setDraft] = useState<ListDraft>({
    title: list?.title ?? "",
    description: list?.description ?? "",
    milestone: list?.milestone_id ? String(list.milestone_id) : null,
    privacy: list?.meta.privacy ?? false,
  });
  const set = (patch: Partial<ListDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const mutation = list ? writes.update : writes.create;
  const save = async () => {
    if (!draft.title.trim() || mutation.isPending) return;
    const ok = list
      ? await writes.update.mutateAsync({ id: list.id, draft, withPrivacy }).then(
          () => true,
          () => false,
        )
      : await writes.create.mutateAsync({ draft, withPrivacy }).then(
          () => true,
          () => false,
        );
    if (ok) onDone();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  return (
    <form onSubmit={submit} data-testid="list-form">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {list ? t("form.editTitle") : t("form.newTitle")}
        </Title>
        <TextInput
          label={t("form.title")}
          placeholder={t("form.titlePlaceholder")}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={fieldError(mutation.error, "title")}
          required
          autoFocus
        />
        <LazyRichTextEditor
          label={t("form.description")}
          placeholder={t("form.descriptionPlaceholder")}
          value={draft.description}
          onChange={(description) => set({ description })}
          onSubmit={() => void save()}
          projectId={project.id}
        />
        <Select
          label={t("form.milestone")}
          placeholder={t("form.milestonePlaceholder")}
          data={milestones.data ?? []}
          value={draft.milestone}
          onChange={(milestone) => set({ milestone })}
          clearable
          searchable
          error={fieldError(mutation.error, "milestone")}
        />
        {withPrivacy && (
          <Checkbox
            label={t("common:makePrivate")}
            checked={draft.privacy}
            onChange={(e) => set({ privacy: e.currentTarget.checked })}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending || !draft.title.trim()}>
            {list ? t("form.update") : t("form.create")}
          </Button>
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            {t("common:cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
