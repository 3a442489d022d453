import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";
import type { User } from "../../api/types";

export const usersKey = ["users"] as const;

/** Everyone, for pickers (the server bounds "all" and says so in meta.pagination). */
export function useAllUsers(enabled = true) {
  return useQuery({
    queryKey: [...usersKey, "all"],
    queryFn: async () => (await get<Collection<User>>("pm/v2/users", { per_page: "all" })).data,
    staleTime: 60_000,
    enabled,
  });
}

export const USERS_PER_PAGE = 50;

/** One page of the users table, optionally narrowed by name or e-mail. */
export function useUserPage(query: string, page: number) {
  return useQuery({
    queryKey: [...usersKey, "page", { query, page }],
    queryFn: () => get<Collection<User>>("pm/v2/users", { query, page, per_page: USERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

export type NewUser = { display_name: string; email: string; password: string; manager: boolean };

/** What NewUserModal shows under its inputs. */
const NEW_USER_FIELDS = ["display_name", "email", "password", "manager"] as const;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUser) => post<Written<User>>("pm/v2/users", body),
    meta: { inlineFields: NEW_USER_FIELDS },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
