import type { SetupNeeded } from "@cairn/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, get, type Item } from "./client";
import { ME_PATH, SETUP_PATH } from "./first-reads";
import type { Me } from "./types";

export const meKey = ["auth", "me"] as const;

/** The signed-in user, or null when signed out. */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: async () => {
    try {
      return (await get<Item<Me>>(ME_PATH)).data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

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
