import type { FeedActivity, ProgressPage } from "@cairn/shared";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { get } from "../../api/client";

const PER_PAGE = 20;
export const progressKey = ["progress"] as const;

/** The feed's pages, newest first; `firstPage` is where an address's pages/{n} starts it. */
export function useProgress(firstPage = 1) {
  return useInfiniteQuery({
    queryKey: [...progressKey, firstPage],
    queryFn: ({ pageParam, signal }) =>
      get<ProgressPage>("pm-pro/v2/progress", { page: pageParam, per_page: PER_PAGE }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last) => {
      const { current_page, total_pages } = last.meta.pagination;
      return current_page < total_pages ? current_page + 1 : undefined;
    },
  });
}

type Pages = InfiniteData<ProgressPage, number>;

/** New entries at the top of the first page, each once, the total counting them. */
export function prependLive(data: Pages | undefined, fresh: FeedActivity[]): Pages | undefined {
  if (!data || data.pages.length === 0) return data;
  const shown = new Set(data.pages.flatMap((p) => p.data.map((a) => a.id)));
  const added = fresh.filter((a) => !shown.has(a.id)).sort((a, b) => b.id - a.id);
  if (added.length === 0) return data;
  const [first, ...rest] = data.pages;
  const pagination = { ...first.meta.pagination, total: first.meta.pagination.total + added.length };
  return { ...data, pages: [{ ...first, data: [...added, ...first.data], meta: { pagination } }, ...rest] };
}

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * New activity as it happens, over server-sent events: the browser's EventSource reconnects on its own
 * and says which entry it saw last, so nothing in between is lost. Returns the connection's state and the
 * ids that arrived live (to mark them).
 */
export function useLiveProgress(firstPage: number, enabled: boolean) {
  const qc = useQueryClient();
  const [state, setState] = useState<LiveState>("connecting");
  const [arrived, setArrived] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!enabled || firstPage !== 1) return;
    const source = new EventSource("/api/pm-pro/v2/progress/stream");
    source.onopen = () => setState("live");
    source.onerror = () => setState("reconnecting");
    source.addEventListener("activity", (e) => {
      const activity = JSON.parse((e as MessageEvent<string>).data) as FeedActivity;
      qc.setQueryData<Pages>([...progressKey, 1], (data) => prependLive(data, [activity]));
      setArrived((old) => new Set(old).add(activity.id));
    });
    return () => source.close();
  }, [enabled, firstPage, qc]);
  return { state, arrived };
}
