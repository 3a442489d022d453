import type { KanboardCardsArranged } from "@cairn/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item, post, type Written } from "../../api/client";
import { boardPath, viewTypePath } from "../../api/first-reads";
import { toastError } from "../../components/toasts";
import { taskKey } from "../tasks/hooks";
import { listsKey } from "../tasks/lists-cache";
import type { Task } from "../tasks/types";
import { appendPage, arrangeColumn, orderColumns, patchColumn, placeNewCard, removeColumn } from "./board-cache";
import { boardQuery } from "./board-query";
import { boardKey, columnSearchKey, kanboardKey, viewTypeKey } from "./keys";
import type { Automation, Card, Column, ListViewType } from "./types";
import { listViewTypeQuery } from "./view-type-query";

export const CARDS_PER_PAGE = 50;

/** Every column with its first 50 cards. */
export function useBoard(projectId: number) {
  return useQuery(boardQuery(projectId));
}

/** The board as it is in the cache, and a way to change it there (optimistic writes), with what to restore. */
function useBoardCache(projectId: number) {
  const qc = useQueryClient();
  return {
    snapshot: () => qc.getQueryData<Column[]>(boardKey(projectId)),
    patch: (fn: (board: Column[]) => Column[]) => {
      void qc.cancelQueries({ queryKey: boardKey(projectId) });
      qc.setQueryData<Column[]>(boardKey(projectId), (old) => (old ? fn(old) : old));
    },
    restore: (board: Column[] | undefined) => qc.setQueryData(boardKey(projectId), board),
    /** The server's own board, and every screen of lists and open task that may show what changed. */
    refresh: (taskIds: number[] = []) => {
      void qc.invalidateQueries({ queryKey: kanboardKey(projectId) });
      void qc.invalidateQueries({ queryKey: listsKey(projectId) });
      for (const id of taskIds) void qc.invalidateQueries({ queryKey: taskKey(projectId, id) });
    },
  };
}

export type TaskOrderBody = {
  is_move: "yes" | "no";
  section_id: number;
  sender_section_id?: number;
  orders: { id: number; index: number }[];
};

/**
 * A card dropped (pointer or keyboard): the board shows it at once; if the server refuses, the board comes
 * back as it was and the refusal is toasted. Lists and the open task refresh, since the column's rule may
 * have completed, reopened or assigned the task.
 */
export function useMoveCards(projectId: number) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: (body: TaskOrderBody) => post<KanboardCardsArranged>(`${boardPath(projectId)}/task-order`, body),
    onMutate: (body) => {
      const before = cache.snapshot();
      cache.patch((board) =>
        arrangeColumn(
          board,
          body.section_id,
          [...body.orders].sort((a, b) => a.index - b.index).map((o) => o.id),
        ),
      );
      return { before };
    },
    onError: (err, _body, ctx) => {
      cache.restore(ctx?.before);
      toastError(err);
    },
    onSettled: (_res, _err, body) => cache.refresh(body.orders.map((o) => o.id)),
    // The board shows what happened (and screen readers hear it); only a refusal is toasted.
    meta: { silent: true },
  });
}

export type ColumnFields = { title?: string; header_background?: string | null; automation?: Automation };

/** What AddColumn shows under its input. */
const NEW_COLUMN_FIELDS = ["title"] as const;
/** What ColumnSettings shows under its inputs; a rename (the title alone) cannot be refused on these. */
const SETTINGS_FIELDS = ["header_background", "automation.type", "automation.lists", "automation.users"] as const;

/** Column changes (managers): add, save, delete and order, each shown on the board as the server answers. */
export function useColumnWrites(projectId: number) {
  const cache = useBoardCache(projectId);
  const create = useMutation({
    mutationFn: (fields: ColumnFields & { title: string }) => post<Written<Column>>(boardPath(projectId), fields),
    meta: { inlineFields: NEW_COLUMN_FIELDS },
    onSuccess: (res) => cache.patch((board) => [...board, res.data]),
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: ColumnFields }) =>
      post<Written<Column>>(`${boardPath(projectId)}/${id}/update`, fields),
    meta: { inlineFields: SETTINGS_FIELDS },
    onSuccess: (res, { fields }) => {
      cache.patch((board) => patchColumn(board, res.data));
      // A saved rule may have changed the column's tasks (their status, their people).
      if (fields.automation) cache.refresh(res.data.task.data.map((c) => c.id));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<Written<{ id: number }>>(`${boardPath(projectId)}/${id}/delete`),
    onSuccess: (_res, id) => cache.patch((board) => removeColumn(board, id)),
  });
  const order = useMutation({
    mutationFn: (ids: number[]) =>
      post<Written<unknown>>(`${boardPath(projectId)}/board-order`, {
        board_orders: ids.map((id, order) => ({ id, order })),
      }),
    onMutate: (ids) => {
      const before = cache.snapshot();
      cache.patch((board) => orderColumns(board, ids));
      return { before };
    },
    onError: (err, _ids, ctx) => {
      cache.restore(ctx?.before);
      toastError(err);
    },
    meta: { silent: true },
  });
  return { create, update, remove, order };
}

export type NewCard = { title: string; task_list_id: number; assignees: number[]; due_date: string | null };

/** What NewCardForm shows under its inputs. */
const CARD_FIELDS = ["title", "due_date"] as const;

/** A task created in a column (its inline form): on top of it at once, and in its list. */
export function useCreateCard(projectId: number, columnId: number) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: (draft: NewCard) =>
      post<Written<Task>>(`pm/v2/projects/${projectId}/tasks`, { ...draft, kan_board_id: columnId }),
    meta: { inlineFields: CARD_FIELDS },
    onSuccess: (res) => {
      cache.patch((board) => placeNewCard(board, { ...res.data, kan_board_id: columnId } as Card));
      cache.refresh();
    },
  });
}

/** "Load more": the column's next 50 cards after those shown. */
export function useLoadMore(projectId: number, column: Column) {
  const cache = useBoardCache(projectId);
  return useMutation({
    mutationFn: () =>
      get<Item<Column>>(`${boardPath(projectId)}/${column.id}/`, {
        page: Math.floor(column.task.data.length / CARDS_PER_PAGE) + 1,
      }),
    onSuccess: (res) => cache.patch((board) => appendPage(board, res.data)),
  });
}

/** The column's cards whose titles hold `words` (the server searches; empty words: no search). */
export function useColumnSearch(projectId: number, columnId: number, words: string) {
  return useQuery({
    queryKey: columnSearchKey(projectId, columnId, words),
    queryFn: async ({ signal }) =>
      (await get<Item<Column>>(`${boardPath(projectId)}/${columnId}/`, { search: words }, signal)).data,
    enabled: words !== "",
    placeholderData: keepPreviousData,
  });
}

/** The project's current lists, for the new-card form's list picker (the spec's per_page 2000). */
export function useListChoices(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["kanboard-lists", projectId],
    queryFn: async ({ signal }) =>
      (
        await get<Collection<{ id: number; title: string; is_inbox?: boolean }>>(
          `pm/v2/projects/${projectId}/task-lists`,
          { status: 1, per_page: 2000 },
          signal,
        )
      ).data,
    enabled,
    staleTime: 60_000,
  });
}

/** How this person sees the project's tasks: as lists or as the board (kept on the server). */
export function useListViewType(projectId: number, enabled = true) {
  return useQuery({ ...listViewTypeQuery(projectId), enabled });
}

export function useSaveListViewType(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (viewType: ListViewType) =>
      post<Written<{ list_view_type: ListViewType }>>(viewTypePath(projectId), { list_view_type: viewType }),
    onMutate: (viewType) => qc.setQueryData(viewTypeKey(projectId), viewType),
    meta: { silent: true },
  });
}
