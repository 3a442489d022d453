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

export type UserStatusFilter = "active" | "deactivated" | "all";

/** One page of the users table, optionally narrowed by name or e-mail, and by status. */
export function useUserPage(query: string, page: number, status: UserStatusFilter = "active") {
  return useQuery({
    queryKey: [...usersKey, "page", { query, page, status }],
    queryFn: () => get<Collection<User>>("pm/v2/users", { query, page, status, per_page: USERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

export type UserEdit = { display_name: string; email: string; manager?: boolean };

/** What EditUserModal shows under its inputs. */
const EDIT_USER_FIELDS = ["display_name", "email", "manager"] as const;

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserEdit) => post<Written<User>>(`pm/v2/users/${id}`, body),
    meta: { inlineFields: EDIT_USER_FIELDS },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export type UserAction = "deactivate" | "reactivate" | "delete" | "password-reset" | "sessions/revoke";

/** The row menu's actions; the server's message is toasted, its refusal (the reason) too. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) =>
      post<Written<User>>(`pm/v2/users/${id}/${action}`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
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
