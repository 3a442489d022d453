import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";
import type { Comment, CommentableType, CommentDraft } from "./types";

export type Thread = { projectId: number; commentableType: CommentableType; commentableId: number };

export const commentsKey = ({ projectId, commentableType, commentableId }: Thread) =>
  ["comments", projectId, commentableType, commentableId] as const;

export function useComments(thread: Thread) {
  return useQuery({
    queryKey: commentsKey(thread),
    queryFn: ({ signal }) =>
      get<Collection<Comment>>(
        `pm/v2/projects/${thread.projectId}/comments`,
        { commentable_type: thread.commentableType, commentable_id: thread.commentableId, per_page: -1 },
        signal,
      ),
  });
}

/** Always multipart, as the spec's client sends comments: content, notify_users, files[], files_to_delete[]. */
function formOf(draft: CommentDraft, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.set("content", draft.content);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  // An empty field clears the list (the server reads "" as none).
  if (draft.notifyUsers.length === 0) form.set("notify_users", "");
  for (const id of draft.notifyUsers) form.append("notify_users[]", String(id));
  for (const id of draft.filesToDelete) form.append("files_to_delete[]", String(id));
  for (const file of draft.files) form.append("files[]", file, file.name);
  return form;
}

export function useCommentWrites(thread: Thread, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const base = `pm/v2/projects/${thread.projectId}/comments`;
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: commentsKey(thread) });
    onChanged?.();
  };
  const create = useMutation({
    mutationFn: (draft: CommentDraft) =>
      post<Written<Comment>>(
        base,
        formOf(draft, { commentable_type: thread.commentableType, commentable_id: String(thread.commentableId) }),
      ),
    onSuccess: settled,
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: CommentDraft }) =>
      post<Written<Comment>>(`${base}/${id}/update`, formOf(draft, {})),
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${base}/${id}/delete`),
    onSuccess: settled,
  });
  return { create, update, remove };
}
