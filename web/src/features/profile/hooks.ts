import type { ApiToken, CreatedApiToken } from "@cairn/shared";
import type { Language } from "@cairn/shared/languages";
import type { TimeFormat } from "@cairn/shared/time-format";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";
import { meKey, setSignedInUser } from "../../api/me";
import type { Me } from "../../api/types";
import { applyLanguage } from "../../i18n";

export type ProfileChanges = {
  display_name?: string;
  timezone?: string | null;
  week_start?: number;
  locale?: string | null;
  language?: Language | null;
  time_format?: TimeFormat | null;
  password?: string;
  current_password?: string;
};

/** Saves the profile; `inlineFields` are the fields the calling form shows its refusals under. */
export function useUpdateProfile(inlineFields?: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const res = await post<Written<Me>>("auth/me", changes);
      // A new language is in place before anything shows the answer: its "saved" toast speaks it already.
      await applyLanguage(res.data.language);
      return res;
    },
    meta: { inlineFields },
    onSuccess: async (res) => {
      const before = queryClient.getQueryData<Me>(meKey);
      await setSignedInUser(queryClient, res.data);
      // Lateness is judged on the profile's day: answers fetched under the old zone are stale.
      if (before && before.timezone !== res.data.timezone) {
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meKey[0] });
      }
    },
  });
}

export type { ApiToken };
export type NewToken = { name: string; expires_in_days: number | null };
const tokensKey = ["auth", "tokens"] as const;

export function useTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: async () => (await get<Item<ApiToken[]>>("auth/tokens")).data });
}

/** What TokensCard shows under its input. */
const TOKEN_FIELDS = ["name", "expires_in_days"] as const;

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: NewToken) => post<Written<CreatedApiToken>>("auth/tokens", token),
    meta: { inlineFields: TOKEN_FIELDS },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<Written<null>>(`auth/tokens/${id}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
