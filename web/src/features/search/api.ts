import type { SearchAnswer, SearchModel } from "@cairn/shared";
import { MODULE } from "@cairn/shared/modules";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { get } from "../../api/client";
import { useDisabledModules } from "../../api/modules";

export const useSearchOn = () => !useDisabledModules().has(MODULE.search);

export type SearchParams = { query: string; models: SearchModel[]; projectId?: number; perGroup?: number };

export const searchKey = (p: SearchParams) =>
  ["search", p.query, p.models.join(","), p.projectId ?? null, p.perGroup ?? null] as const;

/** One search call (pm/v2/search); nothing is asked while the text is shorter than `minLength`. */
export function useSearch(p: SearchParams, minLength: number) {
  return useQuery({
    queryKey: searchKey(p),
    queryFn: ({ signal }) =>
      get<SearchAnswer>(
        "pm/v2/search",
        { query: p.query, model: p.models.join(","), project_id: p.projectId, per_group: p.perGroup },
        signal,
      ),
    enabled: p.query.length >= minLength && p.models.length > 0,
    // While the next words are looked up, the previous hits stay instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
