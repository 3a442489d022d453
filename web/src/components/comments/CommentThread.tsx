import { Alert, Divider, Skeleton, Stack, Title } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../api/me";
import { useProject } from "../../api/project";
import { EmptyState } from "../EmptyState";
import { isPickable } from "../pickable";
import { type Thread, useComments, useCommentWrites } from "./api";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { LoadOlder } from "./LoadOlder";
import { COMMENTS_NS } from "./messages";
import type { CommentableType, CommentDraft } from "./types";

export type CommentThreadProps = {
  projectId: number;
  commentableType: CommentableType;
  commentableId: number;
  /** Called after a comment was added, changed or deleted (e.g. to refresh a comment count). */
  onChanged?: () => void;
  /** The level of the "Comments" heading in the surrounding page. */
  headingOrder?: 2 | 3 | 4 | 5;
};

/** The comments on one item, oldest first (the newest 20, then more on request), and the form to add one. */
export function CommentThread(props: CommentThreadProps) {
  const { projectId, commentableType, commentableId, onChanged, headingOrder = 3 } = props;
  const { t } = useTranslation(COMMENTS_NS);
  const thread: Thread = { projectId, commentableType, commentableId };
  const comments = useComments(thread);
  const { create, update, remove } = useCommentWrites(thread, onChanged);
  const me = useMe().data;
  const members = (useProject(projectId).data?.assignees?.data ?? []).filter((m) => m.id !== me?.id && isPickable(m));
  const [editingId, setEditingId] = useState<number | null>(null);
  const list = comments.data?.comments ?? [];

  // Mantine types a Stack's ref as a div whatever element it renders (here a ul).
  const listRef = useRef<HTMLDivElement>(null);
  // The last "Load older" takes its button (and the focus) away: the focus moves to the oldest comment,
  // where the reader was going, once the loaded comments are on the screen.
  const [focusOldest, setFocusOldest] = useState(false);
  const loadOlder = async () => {
    const result = await comments.fetchNextPage();
    if (!result.hasNextPage) setFocusOldest(true);
  };
  useEffect(() => {
    if (!focusOldest) return;
    listRef.current?.querySelector<HTMLElement>("[data-testid=comment]")?.focus();
    setFocusOldest(false);
  }, [focusOldest]);

  const onUpdate = async (id: number, draft: CommentDraft) => {
    await update.mutateAsync({ id, draft });
    setEditingId(null);
  };

  return (
    <Stack gap="md" data-testid="comment-thread">
      <Title order={headingOrder} size={headingOrder >= 4 ? "h6" : "h4"}>
        {comments.data ? t("titleCount", { count: comments.data.total }) : t("title")}
      </Title>
      {comments.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : !comments.data ? (
        <Alert color="red">{t("loadError")}</Alert>
      ) : list.length === 0 ? (
        // The comment form stands just below: the thread only says it is empty.
        <EmptyState message={t("empty")} icon={<IconMessage size={18} />} compact testId="comments-empty" />
      ) : (
        <Stack ref={listRef} component="ul" gap="md" p={0} m={0} style={{ listStyle: "none" }}>
          {comments.hasNextPage ? (
            <li>
              <LoadOlder
                loading={comments.isFetchingNextPage}
                shown={list.length}
                total={comments.data?.total ?? 0}
                onLoad={() => void loadOlder()}
              />
            </li>
          ) : null}
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              projectId={projectId}
              members={members}
              editing={editingId === comment.id}
              onEdit={(on) => setEditingId(on ? comment.id : null)}
              onUpdate={(draft) => onUpdate(comment.id, draft)}
              updating={update.isPending && update.variables?.id === comment.id}
              onDelete={() => remove.mutate(comment.id)}
              deleting={remove.isPending && remove.variables === comment.id}
            />
          ))}
        </Stack>
      )}
      <Divider />
      <CommentForm
        projectId={projectId}
        members={members}
        pending={create.isPending}
        onSubmit={(draft) => create.mutateAsync(draft)}
      />
    </Stack>
  );
}

export default CommentThread;
