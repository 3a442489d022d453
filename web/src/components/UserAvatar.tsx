import { Avatar, Tooltip } from "@mantine/core";
import type { User } from "../api/types";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** 32 by 32 as the spec says; initials on a colour derived from the id, since avatars stay offline. */
export function UserAvatar({ user, size = 32 }: { user: Pick<User, "id" | "display_name">; size?: number }) {
  const colors = ["teal", "blue", "grape", "orange", "cyan", "pink", "indigo", "lime"];
  return (
    <Tooltip label={user.display_name} withArrow>
      <Avatar size={size} radius="xl" color={colors[user.id % colors.length]} alt={user.display_name}>
        {initials(user.display_name)}
      </Avatar>
    </Tooltip>
  );
}
