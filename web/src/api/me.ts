import type { SetupNeeded } from "@cairn/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { applyLanguage } from "../i18n";
import { ApiError, get, type Item } from "./client";
import { ME_PATH, SETUP_PATH } from "./first-reads";
import type { Me } from "./types";

export const meKey = ["auth", "me"] as const;

/**
 * The signed-in user, or null when signed out. His language (the browser's when signed out) is in place before
 * the answer is handed on, so no screen renders in the language it is about to leave.
 */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: async () => {
    let me: Me | null;
    try {
      me = (await get<Item<Me>>(ME_PATH)).data;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) throw err;
      me = null;
    }
    await applyLanguage(me?.language);
    return me;
  },
  staleTime: 60_000,
});

/**
 * Who is signed in now (after signing in, setting up, saving the profile; null after signing out), his language
 * in place first (signed out: the browser's), so the screens that follow render in it at once.
 */
export async function setSignedInUser(queryClient: QueryClient, me: Me | null): Promise<void> {
  await applyLanguage(me?.language);
  queryClient.setQueryData(meKey, me);
}

export function useMe() {
  return useQuery(meQuery);
}

export const setupQuery = queryOptions({
  queryKey: ["auth", "setup"],
  queryFn: async () => (await get<Item<SetupNeeded>>(SETUP_PATH)).data.needed,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSetupNeeded() {
  return useQuery(setupQuery);
}
