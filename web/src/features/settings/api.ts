import type { SettingEntry } from "@cairn/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";
import { projectKey } from "../../api/project";

/** Global settings when no project is given. */
const settingsPath = (projectId?: number) => (projectId ? `pm/v2/projects/${projectId}/settings` : "pm/v2/settings");
export const settingsKey = (projectId?: number) => ["settings", projectId ?? "global"] as const;

/** Every setting of the scope as a key → value map; one request shared by every screen that reads a key. */
export const settingsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: settingsKey(projectId),
    queryFn: async ({ signal }) => {
      const entries = (await get<Item<SettingEntry[]>>(settingsPath(projectId), {}, signal)).data;
      return Object.fromEntries(entries.map((e) => [e.key, e.value])) as Record<string, unknown>;
    },
    staleTime: 60_000,
  });

export const useSettings = (projectId?: number) => useQuery(settingsQuery(projectId));

/**
 * Saves some keys of the scope at once; the server's message is toasted by the shared mutation cache, but for
 * the refusals the calling form shows itself (`shown`: the mutation meta saying which, see providers.tsx).
 */
export function useSaveSettings(
  projectId?: number,
  shown?: { inlineFields?: readonly string[]; listsRefusal?: boolean },
) {
  const qc = useQueryClient();
  return useMutation({
    meta: shown,
    mutationFn: (values: Record<string, unknown>) =>
      post<Written<SettingEntry[]>>(settingsPath(projectId), {
        settings: Object.entries(values).map(([key, value]) => ({ key, value })),
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: settingsKey(projectId) });
      // A project's capability flags travel with the project (meta.capabilities) too.
      if (projectId) await qc.invalidateQueries({ queryKey: projectKey(projectId) });
    },
  });
}
