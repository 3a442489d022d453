import type { users } from "../../db/schema";

type UserRow = Pick<typeof users.$inferSelect, "id" | "email" | "displayName"> &
  Partial<Pick<typeof users.$inferSelect, "isAdmin" | "isManager" | "timezone" | "weekStart" | "locale">>;

/** The public face of a user: never the password hash. */
export function presentUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    display_name: u.displayName,
    avatar_url: null,
    ...(u.isManager !== undefined ? { manager: u.isManager || Boolean(u.isAdmin), admin: Boolean(u.isAdmin) } : {}),
  };
}

/** The signed-in user, with global capabilities and profile preferences. */
export function presentMe(u: typeof users.$inferSelect | (UserRow & { isAdmin: boolean; isManager: boolean })) {
  return {
    ...presentUser(u),
    timezone: u.timezone ?? null,
    week_start: u.weekStart ?? 1,
    locale: u.locale ?? null,
    capabilities: { manage: u.isManager || u.isAdmin, admin: u.isAdmin },
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;
