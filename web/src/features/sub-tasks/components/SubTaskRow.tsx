import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Checkbox, Group, Menu, Text, TextInput } from "@mantine/core";
import { IconArrowUpRight, IconGripVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { DotsMenu } from "../../../components/DotsMenu";
import { DueDate } from "../../../components/DueDate";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import type { Task } from "../../tasks/types";
import type { SubTaskWrites } from "../hooks";
import classes from "./SubTaskRow.module.css";

type Props = {
  sub: Task;
  writes: SubTaskWrites;
  /** The parent's list is open: archived, its sub-tasks are read only. */
  open: boolean;
  /** Some row of the list has a handle: the others keep its room so the checkboxes line up. */
  alignHandles: boolean;
};

/** One sub-task: drag handle, checkbox, title (editable in place), due date, people and actions. */
export function SubTaskRow({ sub, writes, open, alignHandles }: Props) {
  const { t } = useTranslation("sub-tasks");
  const editable = open && sub.meta.can_edit;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sub.id,
    data: { title: sub.title },
    disabled: !editable,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const done = sub.status === 1;
  const remove = async () => {
    if (await confirmAction({ message: t("row.deleteMessage", { title: sub.title }) }))
      await writes.remove.mutateAsync(sub).catch(() => undefined);
  };
  const canDelete = open && sub.meta.can_delete;
  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      wrap="nowrap"
      className={classes.row}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined }}
      data-testid="sub-task"
      data-sub-task-id={sub.id}
    >
      {editable ? (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t("row.drag", { title: sub.title })}
          // Escape cancels a keyboard move; it must not close the task too.
          data-mantine-stop-propagation="true"
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      ) : alignHandles ? (
        <span className={classes.handleSpace} aria-hidden />
      ) : null}
      <Checkbox
        checked={done}
        disabled={!open || !sub.meta.can_complete}
        aria-label={done ? t("row.reopen", { title: sub.title }) : t("row.complete", { title: sub.title })}
        onChange={(e) => writes.toggle.mutate({ sub, status: e.currentTarget.checked ? 1 : 0 })}
      />
      {draft !== null ? (
        <TitleEditor sub={sub} writes={writes} draft={draft} onDraft={setDraft} />
      ) : (
        <Group gap="xs" wrap="wrap" className={classes.body}>
          <Text
            size="sm"
            className={classes.title}
            td={done ? "line-through" : undefined}
            c={done ? "dimmed" : undefined}
            onClick={editable ? () => setDraft(sub.title) : undefined}
            data-testid="sub-task-title"
          >
            {sub.title}
          </Text>
          {(sub.due_date || sub.assignees.data.length > 0) && (
            <Group gap="xs" wrap="nowrap" className={classes.facts}>
              <DueDate start={null} due={sub.due_date} done={done} />
              {sub.assignees.data.length > 0 && <UserAvatarGroup users={sub.assignees.data} max={3} />}
            </Group>
          )}
        </Group>
      )}
      {(editable || canDelete) && (
        <DotsMenu label={t("row.actions", { title: sub.title })}>
          {editable && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDraft(sub.title)}>
              {t("row.editTitle")}
            </Menu.Item>
          )}
          {editable && (
            <Menu.Item leftSection={<IconArrowUpRight size={16} />} onClick={() => writes.convert.mutate(sub)}>
              {t("row.convert")}
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
              {t("row.delete")}
            </Menu.Item>
          )}
        </DotsMenu>
      )}
    </Group>
  );
}

type EditorProps = { sub: Task; writes: SubTaskWrites; draft: string; onDraft: (draft: string | null) => void };

/** The title in place: Enter or leaving the field saves, Escape cancels (and leaves the task open). */
function TitleEditor({ sub, writes, draft, onDraft }: EditorProps) {
  const { t } = useTranslation("sub-tasks");
  // Enter saves, and the blur that follows must not save again.
  const saved = useRef(false);
  const save = () => {
    if (saved.current) return;
    saved.current = true;
    const title = draft.trim();
    if (title && title !== sub.title) writes.update.mutate({ id: sub.id, changes: { title } });
    onDraft(null);
  };
  return (
    <TextInput
      aria-label={t("row.title")}
      value={draft}
      onChange={(e) => onDraft(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === "Enter") save();
        if (e.key === "Escape") {
          saved.current = true;
          onDraft(null);
        }
      }}
      data-mantine-stop-propagation="true"
      autoFocus
      size="xs"
      className={classes.body}
    />
  );
}
