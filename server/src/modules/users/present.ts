import { isLanguage } from "@cairn/shared/languages";
import { isTimeFormat } from "@cairn/shared/time-format";
import type { users } from "../../db/schema";

type UserRow = Pick<typeof users.$inferSelect, "id" | "email" | "displayName"> &
  Partial<
    Pick<
      typeof users.$inferSelect,
      | "isAdmin"
      | "isManager"
      | "timezone"
      | "weekStart"
      | "locale"
      | "language"
      | "timeFormat"
      | "deactivatedAt"
      | "deletedAt"
    >
  >;

/** active; deactivated (greyed, no sign-in); deleted (the row kept for authorship, shown as "Deleted user"). */
export type UserStatus = "active" | "deactivated" | "deleted";
const statusOf = (u: UserRow): UserStatus => (u.deletedAt ? "deleted" : u.deactivatedAt ? "deactivated" : "active");

/** The public face of a user: never the password hash. */
export function presentUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    display_name: u.displayName,
    avatar_url: null,
    ...(u.isManager !== undefined ? { manager: u.isManager || Boolean(u.isAdmin), admin: Boolean(u.isAdmin) } : {}),
    ...(u.deactivatedAt !== undefined ? { status: statusOf(u) } : {}),
  };
}

/** The signed-in user, with global capabilities and profile preferences. */
export function presentMe(u: typeof users.$inferSelect | (UserRow & { isAdmin: boolean; isManager: boolean })) {
  return {
    ...presentUser(u),
    timezone: u.timezone ?? null,
    week_start: u.weekStart ?? 1,
    locale: u.locale ?? null,
    language: isLanguage(u.language) ? u.language : null,
    time_format: isTimeFormat(u.timeFormat) ? u.timeFormat : null,
    capabilities: { manage: u.isManager || u.isAdmin, admin: u.isAdmin },
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;
