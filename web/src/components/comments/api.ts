import type { CommentThread } from "@cairn/shared";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { get, post, type Written } from "../../api/client";
import { sendForm } from "../attachments/upload";
import type { Comment, CommentableType, CommentDraft } from "./types";

export type Thread = { projectId: number; commentableType: CommentableType; commentableId: number };

export const commentsKey = ({ projectId, commentableType, commentableId }: Thread) =>
  ["comments", projectId, commentableType, commentableId] as const;

/** A page of a thread, newest first by cursor (docs/api.md, "Comments"). */
export type ThreadPage = CommentThread;

/** How many comments a thread shows at first, and how many "Load older" adds (the server's COMMENTS_PAGE_SIZE). */
export const COMMENTS_PER_PAGE = 20;

/** Pages newest first → one list oldest first, and the thread's total from the freshest page. */
const threadView = (data: InfiniteData<ThreadPage, string | null>) => ({
  comments: [...data.pages].reverse().flatMap((page) => page.data),
  total: data.pages[0]?.meta.pagination.total ?? 0,
});

/**
 * The newest 20 comments, then 20 older ones for each "Load older". Pages are kept newest first; the
 * thread shows them oldest first. A refetch (after a write) re-reads as many pages from the newest down.
 */
export function useComments(thread: Thread) {
  return useInfiniteQuery({
    queryKey: commentsKey(thread),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      get<ThreadPage>(
        `pm/v2/projects/${thread.projectId}/comments`,
        {
          commentable_type: thread.commentableType,
          commentable_id: thread.commentableId,
          per_page: COMMENTS_PER_PAGE,
          ...(pageParam === null ? { newest: 1 } : { before: pageParam }),
        },
        signal,
      ),
    getNextPageParam: (last) => (last.meta.cursor.has_older ? last.meta.cursor.before : null),
    select: threadView,
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

const withNewest = (page: ThreadPage, comment: Comment): ThreadPage => ({
  data: [...page.data, comment],
  meta: { ...page.meta, pagination: { ...page.meta.pagination, total: page.meta.pagination.total + 1 } },
});

export function useCommentWrites(thread: Thread, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const base = `pm/v2/projects/${thread.projectId}/comments`;
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: commentsKey(thread) });
    onChanged?.();
  };
  const create = useMutation({
    mutationFn: (draft: CommentDraft) =>
      sendForm<Written<Comment>>(
        base,
        formOf(draft, { commentable_type: thread.commentableType, commentable_id: String(thread.commentableId) }),
        draft.onProgress,
      ),
    onSuccess: (res) => {
      // Shown at once under the others; the refetch that follows settles pages and totals.
      queryClient.setQueryData<InfiniteData<ThreadPage, string | null>>(commentsKey(thread), (old) =>
        old ? { ...old, pages: old.pages.map((page, i) => (i === 0 ? withNewest(page, res.data) : page)) } : old,
      );
      settled();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: CommentDraft }) =>
      sendForm<Written<Comment>>(`${base}/${id}/update`, formOf(draft, {}), draft.onProgress),
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${base}/${id}/delete`),
    onSuccess: settled,
  });
  return { create, update, remove };
}
