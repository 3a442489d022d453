import type { HookRegenerated, SaveUsersMapBody, UserMapRow } from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";
import { settingsKey } from "../settings/api";

const mapKey = (projectId: number) => ["git-bit", "users", projectId] as const;

export function useUserMap(projectId: number) {
  return useQuery({
    queryKey: mapKey(projectId),
    queryFn: async () => (await get<Item<UserMapRow[]>>(`pm/v2/projects/${projectId}/users_map_name`)).data,
  });
}

/** What UserMapTable shows under each row's two logins. */
const MAP_FIELDS = ["users.*.github", "users.*.bitbucket"] as const;

export function useSaveUserMap(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (users: SaveUsersMapBody["users"]) =>
      post<Written<UserMapRow[]>>("pm/v2/save_users_map_name", { project_id: projectId, users }),
    meta: { inlineFields: MAP_FIELDS },
    onSuccess: (res) => qc.setQueryData(mapKey(projectId), res.data),
  });
}

export function useRegenerateWebhook(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => post<Written<HookRegenerated>>(`pm-pro/v2/projects/${projectId}/integrations/git-bit/regenerate`),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKey(projectId) }),
  });
}
