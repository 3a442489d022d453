import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileDropZone } from "../../../components/attachments/FileDropZone";
import { FilePicker } from "../../../components/attachments/FilePicker";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import { RichTextView } from "../../../components/RichText/RichTextView";
import { useTaskWrites } from "../hooks";
import { useTaskFiles } from "../task-files";
import type { Task } from "../types";

type Props = { task: Task; onEditingChange: (editing: boolean) => void };

/**
 * The description as rich text, with an editor that saves or cancels; files dropped or pasted on it (or picked)
 * are attached to the task when it is saved.
 */
export function TaskDescription({ task, onEditingChange }: Props) {
  const { t } = useTranslation("tasks");
  const { t: ta } = useTranslation("attachments");
  const { quiet: update } = useTaskWrites(task.project_id);
  const files = useTaskFiles(task);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const edit = (value: string | null) => {
    setDraft(value);
    if (value === null) files.clear();
    onEditingChange(value !== null);
  };
  const save = async () => {
    if (draft === null || saving) return;
    setSaving(true);
    // A refusal is toasted by the write itself (quiet's onError); the editor stays open.
    const saved = await update.mutateAsync({ id: task.id, changes: { description: draft } }).then(
      () => true,
      () => false,
    );
    const attached = saved && (await files.send());
    setSaving(false);
    if (attached) edit(null);
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
        <FileDropZone onFiles={files.add} hint={ta("dropHint")} disabled={saving} testId="task-description-drop">
          <Stack gap="xs">
            <LazyRichTextEditor
              value={draft}
              onChange={setDraft}
              onSubmit={() => void save()}
              ariaLabel={t("single.description")}
              placeholder={t("single.descriptionPlaceholder")}
              projectId={task.project_id}
              autoFocus
              acceptsFiles
            />
            <FilePicker files={files.files} onFilesChange={files.setFiles} disabled={saving} stateOf={files.stateOf} />
            <Group gap="sm">
              <Button onClick={() => void save()} loading={saving} disabled={saving}>
                {t("common:save")}
              </Button>
              <Button variant="default" onClick={() => edit(null)} disabled={saving}>
                {t("common:cancel")}
              </Button>
            </Group>
          </Stack>
        </FileDropZone>
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
