import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import { RichTextView } from "../../../components/RichText/RichTextView";
import { useTaskWrites } from "../hooks";
import type { Task } from "../types";

type Props = { task: Task; onEditingChange: (editing: boolean) => void };

/** The description as rich text, with an editor that saves or cancels. */
export function TaskDescription({ task, onEditingChange }: Props) {
  const { t } = useTranslation("tasks");
  const { quiet: update } = useTaskWrites(task.project_id);
  const [draft, setDraft] = useState<string | null>(null);
  const edit = (value: string | null) => {
    setDraft(value);
    onEditingChange(value !== null);
  };
  const save = () => {
    if (draft === null || update.isPending) return;
    update.mutate({ id: task.id, changes: { description: draft } }, { onSuccess: () => edit(null) });
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t("single.description")}
        </Title>
        {task.meta.can_edit && draft === null && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            onClick={() => edit(task.description)}
          >
            {t("single.editDescription")}
          </Button>
        )}
      </Group>
      {draft !== null ? (
        <Stack gap="xs">
          <LazyRichTextEditor
            value={draft}
            onChange={setDraft}
            onSubmit={save}
            ariaLabel={t("single.description")}
            placeholder={t("single.descriptionPlaceholder")}
            projectId={task.project_id}
            autoFocus
          />
          <Group gap="sm">
            <Button onClick={save} loading={update.isPending} disabled={update.isPending}>
              {t("common:save")}
            </Button>
            <Button variant="default" onClick={() => edit(null)} disabled={update.isPending}>
              {t("common:cancel")}
            </Button>
          </Group>
        </Stack>
      ) : task.description ? (
        <RichTextView html={task.description} projectId={task.project_id} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("single.noDescription")}
        </Text>
      )}
    </Stack>
  );
}
