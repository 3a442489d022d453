import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { UserAvatar } from "../../../components/UserAvatar";

const ROLE_COLORS = { manager: "teal", co_worker: "blue", client: "grape" } as const;

/** The project's people with their roles. */
export function MemberList({ members }: { members: Member[] }) {
  const { t } = useTranslation("projects");
  if (members.length === 0)
    return <EmptyState message={t("overview.noMembers")} icon={<IconUsers size={18} />} compact />;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {members.map((m) => (
        <Group key={m.id} component="li" gap="sm" wrap="nowrap" data-testid="member">
          <UserAvatar user={m} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {m.display_name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {m.email}
            </Text>
          </div>
          {/* A deactivated member stays listed (his work is the project's), marked in grey. */}
          {m.status && m.status !== "active" && (
            <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {t("common:deactivated")}
            </Badge>
          )}
          <Badge variant="light" color={ROLE_COLORS[m.role]} style={{ flexShrink: 0 }}>
            {t(`common:roles.${m.role}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
