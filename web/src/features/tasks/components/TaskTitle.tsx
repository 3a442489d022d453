import { ActionIcon, Group, Modal, TextInput, VisuallyHidden } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { useTaskWrites } from "../hooks";
import type { Task } from "../types";

type Props = { task: Task; onEditingChange: (editing: boolean) => void };

/** The modal's title, editable in place: Enter or leaving the field saves, Escape cancels. */
export function TaskTitle({ task, onEditingChange }: Props) {
  const { t } = useTranslation("tasks");
  const { quiet: update } = useTaskWrites(task.project_id);
  const [draft, setDraft] = useState<string | null>(null);
  const saving = useRef(false);
  const edit = (value: string | null) => {
    setDraft(value);
    onEditingChange(value !== null);
  };
  const save = async () => {
    if (draft === null || saving.current) return;
    const title = draft.trim();
    if (!title || title === task.title) return edit(null);
    // Enter saves, and the blur that may follow must not save again.
    saving.current = true;
    await update.mutateAsync({ id: task.id, changes: { title } }).then(
      () => edit(null),
      () => undefined,
    );
    saving.current = false;
  };
  if (draft !== null) {
    return (
      <>
        {/* The dialog keeps its name while the title is edited. */}
        <VisuallyHidden>
          <Modal.Title>{task.title}</Modal.Title>
        </VisuallyHidden>
        <TextInput
          aria-label={t("single.title")}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => void save()}
          onKeyDown={(e) => {
            if (e.key === "Enter") void save();
            if (e.key === "Escape") edit(null);
          }}
          // Escape here cancels the edit instead of closing the modal.
          data-mantine-stop-propagation="true"
          disabled={update.isPending}
          autoFocus
          style={{ flex: 1 }}
          size="md"
        />
      </>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Modal.Title
        fz="h3"
        fw={700}
        td={task.status === 1 ? "line-through" : undefined}
        style={{ overflowWrap: "anywhere" }}
        data-testid="task-title"
      >
        {task.title}
      </Modal.Title>
      {task.meta.privacy && <PrivacyLock />}
      {task.meta.can_edit && (
        <ActionIcon variant="subtle" color="gray" aria-label={t("single.editTitle")} onClick={() => edit(task.title)}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
