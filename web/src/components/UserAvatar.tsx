import { Avatar, Tooltip } from "@mantine/core";
import type { User } from "../api/types";

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

// Shades that keep white initials above 4.5:1 (orange and lime do not).
const COLORS = ["teal", "blue", "grape", "red", "cyan", "pink", "indigo", "violet"];
/** The Mantine colour of a person's avatar: always the same for the same person. */
export const avatarColor = (userId: number) => COLORS[userId % COLORS.length];

/** 32 by 32 as the spec says; initials on a colour derived from the id, since avatars stay offline. */
export function UserAvatar({ user, size = 32 }: { user: Pick<User, "id" | "display_name">; size?: number }) {
  return (
    <Tooltip label={user.display_name} withArrow>
      <Avatar
        size={size}
        radius="xl"
        color={avatarColor(user.id)}
        variant="filled"
        role="img"
        aria-label={user.display_name}
      >
        {initials(user.display_name)}
      </Avatar>
    </Tooltip>
  );
}
