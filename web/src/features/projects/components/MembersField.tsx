import { ActionIcon, Group, Input, Paper, Select, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../api/types";
import { UserAvatar } from "../../../components/UserAvatar";
import type { MemberInput } from "../hooks";

const ROLE_KEYS = { 1: "manager", 2: "co_worker", 3: "client" } as const;

type Props = {
  value: MemberInput[];
  onChange: (next: MemberInput[]) => void;
  users: User[];
  loading?: boolean;
  error?: ReactNode;
};

/** Project members with their roles: a searchable picker adds people, each row sets a role or removes. */
export function MembersField({ value, onChange, users, loading, error }: Props) {
  const { t } = useTranslation("projects");
  const byId = new Map(users.map((u) => [u.id, u]));
  const taken = new Set(value.map((m) => m.user_id));
  const roleOptions = ([1, 2, 3] as const).map((id) => ({
    value: String(id),
    label: t(`common:roles.${ROLE_KEYS[id]}`),
  }));
  const candidates = users
    .filter((u) => !taken.has(u.id))
    .map((u) => ({ value: String(u.id), label: `${u.display_name} (${u.email})` }));
  return (
    <Input.Wrapper label={t("form.members")} error={error}>
      <Stack gap="xs" mt={4}>
        <Select
          aria-label={t("form.addMember")}
          placeholder={loading ? t("common:loading") : t("form.addMemberPlaceholder")}
          data={candidates}
          searchable
          clearable={false}
          value={null}
          nothingFoundMessage={t("common:noResultFound")}
          onChange={(id) => id && onChange([...value, { user_id: Number(id), role_id: 2 }])}
          disabled={loading}
        />
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("form.noMembers")}
          </Text>
        ) : (
          <Paper withBorder p={0}>
            {value.map((m, i) => {
              const user = byId.get(m.user_id) ?? { id: m.user_id, display_name: `#${m.user_id}`, email: "" };
              return (
                <Group
                  key={m.user_id}
                  gap="sm"
                  wrap="nowrap"
                  px="sm"
                  py={6}
                  style={i > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
                >
                  <UserAvatar user={user} />
                  <Text size="sm" flex={1} miw={0} truncate>
                    {user.display_name}
                  </Text>
                  <Select
                    aria-label={t("form.role", { name: user.display_name })}
                    data={roleOptions}
                    value={String(m.role_id)}
                    allowDeselect={false}
                    w={120}
                    size="xs"
                    onChange={(role) =>
                      role &&
                      onChange(
                        value.map((x) => (x.user_id === m.user_id ? { ...x, role_id: Number(role) as 1 | 2 | 3 } : x)),
                      )
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t("form.remove", { name: user.display_name })}
                    onClick={() => onChange(value.filter((x) => x.user_id !== m.user_id))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
