import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";
import { sendForm } from "../../components/attachments/upload";
import type { Discussion, DiscussionDraft } from "./types";

export const PER_PAGE = 20;
export const discussionsKey = (projectId: number) => ["discussions", projectId] as const;

export function useDiscussions(projectId: number, page: number) {
  return useQuery({
    queryKey: [...discussionsKey(projectId), "list", page],
    queryFn: ({ signal }) =>
      get<Collection<Discussion>>(
        `pm/v2/projects/${projectId}/discussion-boards`,
        { page, per_page: PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDiscussion(projectId: number, id: number) {
  return useQuery({
    queryKey: [...discussionsKey(projectId), "one", id],
    queryFn: async ({ signal }) =>
      (await get<Item<Discussion>>(`pm/v2/projects/${projectId}/discussion-boards/${id}`, undefined, signal)).data,
    enabled: Number.isFinite(id) && id > 0,
  });
}

/** Multipart, as files travel with the discussion (title, description, milestone, privacy, files[]). */
function formOf(draft: DiscussionDraft): FormData {
  const form = new FormData();
  form.set("title", draft.title);
  form.set("description", draft.description);
  form.set("milestone", draft.milestone === null ? "0" : String(draft.milestone));
  if (draft.privacy !== undefined) form.set("privacy", draft.privacy ? "1" : "0");
  for (const id of draft.filesToDelete) form.append("files_to_delete[]", String(id));
  for (const file of draft.files) form.append("files[]", file, file.name);
  return form;
}

/** What DiscussionForm shows under its inputs. */
const FORM_FIELDS = ["title", "milestone"] as const;

export function useDiscussionWrites(projectId: number) {
  const queryClient = useQueryClient();
  const base = `pm/v2/projects/${projectId}/discussion-boards`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: discussionsKey(projectId) });
  const create = useMutation({
    mutationFn: (draft: DiscussionDraft) => sendForm<Written<Discussion>>(base, formOf(draft), draft.onProgress),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: DiscussionDraft }) =>
      sendForm<Written<Discussion>>(`${base}/${id}/update`, formOf(draft), draft.onProgress),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${base}/${id}/delete`),
    // The deleted one's own query is left alone: its page is being left, and refetching it would 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...discussionsKey(projectId), "list"] }),
  });
  return { create, update, remove };
}
