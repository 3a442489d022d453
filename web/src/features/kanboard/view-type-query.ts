import { queryOptions } from "@tanstack/react-query";
import { get, type Item } from "../../api/client";
import { viewTypePath } from "../../api/first-reads";
import { viewTypeKey } from "./keys";
import type { ListViewType } from "./types";

/**
 * How this person sees the project's tasks: as lists or as the board (kept on the server). Apart from the
 * board's hooks so the task lists' route can ask for it as soon as its URL matches without loading them.
 */
export const listViewTypeQuery = (projectId: number) =>
  queryOptions({
    queryKey: viewTypeKey(projectId),
    queryFn: async ({ signal }) =>
      (await get<Item<{ list_view_type: ListViewType }>>(viewTypePath(projectId), {}, signal)).data.list_view_type,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
