import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../api/types";
import { AttachmentList } from "../attachments/AttachmentList";
import { confirmAction } from "../confirm";
import { formatDateTime } from "../DateText";
import { RichTextView } from "../RichText/RichTextView";
import { UserAvatar } from "../UserAvatar";
import { CommentForm } from "./CommentForm";
import { COMMENTS_NS } from "./messages";
import type { Comment, CommentDraft } from "./types";

type Props = {
  comment: Comment;
  projectId: number;
  members: Member[];
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onUpdate: (draft: CommentDraft) => Promise<unknown>;
  updating: boolean;
  onDelete: () => void;
  deleting: boolean;
};

/** One comment: who, when, what, its files; edit and delete only when the server says the caller may. */
export function CommentItem({ comment, projectId, members, editing, onEdit, onUpdate, updating, ...rest }: Props) {
  const { t } = useTranslation(COMMENTS_NS);
  const creator = comment.creator.data ?? { id: comment.created_by, display_name: t("unknownUser") };
  const edited = comment.updated_at.timestamp !== comment.created_at.timestamp;
  const remove = async () => {
    if (await confirmAction()) rest.onDelete();
  };
  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      // Focusable by script only: the thread moves the focus here when its "Load older" button goes away.
      tabIndex={-1}
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <UserAvatar user={creator} size={32} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="wrap" miw={0} style={{ rowGap: 0 }}>
            <Text fw={600} size="sm">
              {creator.display_name}
            </Text>
            {/* The moment as every feed writes one (day and time), not "3 hours ago": the same in each place. */}
            <Text component="time" dateTime={comment.created_at.datetime ?? undefined} size="xs" c="dimmed">
              {formatDateTime(comment.created_at)}
              {edited ? ` · ${t("edited")}` : ""}
            </Text>
          </Group>
          {!editing ? (
            <Group gap={2} wrap="nowrap">
              {comment.meta.can_edit ? (
                <ActionIcon variant="subtle" color="gray" aria-label={t("edit")} onClick={() => onEdit(true)}>
                  <IconPencil size={16} />
                </ActionIcon>
              ) : null}
              {comment.meta.can_delete ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("delete")}
                  onClick={() => void remove()}
                  loading={rest.deleting}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {editing ? (
          <CommentForm
            projectId={projectId}
            members={members}
            initial={{ content: comment.content, notifyUsers: comment.notify_users, files: comment.files.data }}
            pending={updating}
            onSubmit={onUpdate}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <>
            <RichTextView html={comment.content} projectId={projectId} />
            <AttachmentList files={comment.files.data} />
          </>
        )}
      </Stack>
    </Group>
  );
}
