import { Avatar, Tooltip } from "@mantine/core";
import type { User } from "../api/types";
import { UserAvatar } from "./UserAvatar";

/** Overlapping 32×32 avatars; past `max`, one "+n" avatar whose tooltip names the rest. */
export function UserAvatarGroup({ users, max = 5 }: { users: Pick<User, "id" | "display_name">[]; max?: number }) {
  const shown = users.length > max ? users.slice(0, max - 1) : users;
  const rest = users.slice(shown.length);
  return (
    <Avatar.Group spacing={6}>
      {shown.map((u) => (
        <UserAvatar key={u.id} user={u} />
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((u) => u.display_name).join(", ")} withArrow multiline maw={260}>
          <Avatar size={32} radius="xl" role="img" aria-label={rest.map((u) => u.display_name).join(", ")}>
            +{rest.length}
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}
