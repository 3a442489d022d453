import { Badge, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { User } from "../../../api/types";
import { UserAvatar } from "../../../components/UserAvatar";
import { UserMenu } from "./UserMenu";

const inactive = (u: User) => u.status !== undefined && u.status !== "active";

/**
 * Name, e-mail, global role and actions of each user, deactivated ones greyed with a badge; scrolls sideways
 * inside itself on a phone.
 */
export function UsersTable({ users, onEdit }: { users: User[]; onEdit: (user: User) => void }) {
  const { t } = useTranslation("users");
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("columns.name")}</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              {t("columns.email")}
            </Table.Th>
            <Table.Th scope="col">{t("columns.role")}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id} data-status={u.status ?? "active"}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar user={u} />
                  <div style={{ minWidth: 0 }}>
                    {/* Greyed by its text, not by opacity: a faded badge or avatar would fail contrast. */}
                    <Text size="sm" fw={500} c={inactive(u) ? "dimmed" : undefined}>
                      {u.display_name}
                    </Text>
                    {/* On a phone the e-mail column folds under the name. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: "anywhere" }}>
                      {u.email}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c={inactive(u) ? "dimmed" : undefined} style={{ overflowWrap: "anywhere" }}>
                  {u.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light" color={u.manager ? "teal" : "gray"}>
                    {u.manager ? t("common:globalRoles.manager") : t("common:globalRoles.member")}
                  </Badge>
                  {u.admin && (
                    <Badge variant="outline" color="gray">
                      {t("administrator")}
                    </Badge>
                  )}
                  {u.status === "deactivated" && (
                    <Badge variant="outline" color="gray">
                      {t("deactivated")}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{u.status !== "deleted" && <UserMenu user={u} onEdit={onEdit} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
