import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";
import type { DocDraft, FileItem, FolderPage, FolderRef } from "./types";

/** A grid of 1, 2, 3 or 4 columns fills evenly; a 1,000-item folder loads 48 cards at a time. */
export const PER_PAGE = 48;

const pro = (projectId: number) => `pm-pro/v2/projects/${projectId}/files`;
export const filesKey = (projectId: number) => ["files", projectId] as const;

/** One folder's items (0 = the top level, which also lists the project's attachments), page by page. */
export function useFolderItems(projectId: number, folderId: number) {
  return useInfiniteQuery({
    queryKey: [...filesKey(projectId), "list", folderId],
    queryFn: ({ pageParam, signal }) =>
      get<FolderPage>(pro(projectId), { folder_id: folderId, page: pageParam, per_page: PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta: { pagination: p } }) =>
      p.current_page < p.total_pages ? p.current_page + 1 : undefined,
    enabled: Number.isInteger(folderId) && folderId >= 0,
  });
}

export function useFileItem(projectId: number, id: number) {
  return useQuery({
    queryKey: [...filesKey(projectId), "one", id],
    queryFn: async ({ signal }) =>
      (await get<Item<FileItem>>(`${pro(projectId)}/${id}`, { with: "revisions" }, signal)).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Every folder the caller sees: decides whether Move is offered, and seeds the move picker. */
export function useAllFolders(projectId: number) {
  return useQuery({
    queryKey: [...filesKey(projectId), "folders"],
    queryFn: async ({ signal }) =>
      (await get<{ data: FolderRef[] }>(`${pro(projectId)}/folders`, undefined, signal)).data,
    enabled: projectId > 0,
  });
}

/** The server's folder search; runs only for non-empty text (spec §5). */
export function useFolderSearch(projectId: number, text: string) {
  const title = text.trim();
  return useQuery({
    queryKey: [...filesKey(projectId), "search", title],
    queryFn: async ({ signal }) =>
      (await get<{ data: { id: number; title: string }[] }>(`${pro(projectId)}/searchfolder`, { title }, signal)).data,
    enabled: title !== "",
  });
}

/** Docs and links travel as multipart, as their attachments do (spec §7). */
export function draftForm(draft: DocDraft, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  form.set("title", draft.title);
  form.set("description", draft.description);
  if (draft.url !== undefined) form.set("url", draft.url);
  if (draft.private !== undefined) form.set("private", draft.private ? "1" : "0");
  for (const id of draft.filesToDelete) form.append("files_to_delete[]", String(id));
  for (const file of draft.files) form.append("files[]", file, file.name);
  return form;
}

export type ItemChange = { title?: string; private?: boolean };

/** What NameForm shows under its input (a new folder, a file's rename). */
export const NAME_FORM_FIELDS = ["title"] as const;
/** What DocForm shows under its inputs (a doc's form has no url, but a doc sends none to be refused). */
const DOC_FIELDS = ["title", "url"] as const;

/** The files' writes; `renameFields`: what the caller's form shows under its inputs of a refused rename. */
export function useFileWrites(projectId: number, renameFields?: readonly string[]) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: filesKey(projectId) });
  const createFolder = useMutation({
    mutationFn: (input: { title: string; parent: number; private?: boolean }) =>
      post<Written<FileItem>>(pro(projectId), { type: "folder", ...input }),
    meta: { inlineFields: NAME_FORM_FIELDS },
    onSuccess: refresh,
  });
  const createDoc = useMutation({
    mutationFn: ({ type, parent, draft }: { type: "doc" | "link"; parent: number; draft: DocDraft }) =>
      post<Written<FileItem>>(pro(projectId), draftForm(draft, { type, parent: String(parent) })),
    meta: { inlineFields: DOC_FIELDS },
    onSuccess: refresh,
  });
  const updateDoc = useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: DocDraft }) =>
      post<Written<FileItem>>(`${pro(projectId)}/${id}`, draftForm(draft)),
    meta: { inlineFields: DOC_FIELDS },
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: ItemChange }) =>
      post<Written<FileItem>>(`${pro(projectId)}/${id}`, change),
    meta: { inlineFields: renameFields },
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ source, destination }: { source: number; destination: number }) =>
      post<Written<FileItem>>(`${pro(projectId)}/sorting`, { source, destination }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`pm/v2/projects/${projectId}/files/${id}/delete`),
    // The deleted item's own query is dropped, not refetched: it would only answer 404.
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: [...filesKey(projectId), "one", id] });
      return refresh();
    },
  });
  const restore = useMutation({
    mutationFn: ({ id, revisionId }: { id: number; revisionId: number }) =>
      post<Written<FileItem>>(`${pro(projectId)}/${id}/revisions/${revisionId}/restore`),
    onSuccess: refresh,
  });
  return { createFolder, createDoc, updateDoc, update, move, remove, restore };
}

export const uploadPath = (projectId: number) => pro(projectId);
