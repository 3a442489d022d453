import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconLock, IconSearch, IconUserOff, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import type { User } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { EditUserModal } from "../components/EditUserModal";
import { NewUserModal } from "../components/NewUserModal";
import { UsersTable } from "../components/UsersTable";
import { type UserStatusFilter, useUserPage } from "../hooks";

/** Managers only: everyone with an account (active, deactivated or both), a form to add people, each one's actions. */
export default function UsersPage() {
  const { t } = useTranslation("users");
  const me = useMe().data;
  if (!me?.capabilities.manage) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Alert color="red" icon={<IconLock size={18} />} data-testid="no-permission">
          {t("common:noPermission")}
        </Alert>
      </Stack>
    );
  }
  return <UsersDirectory />;
}

function UsersDirectory() {
  const { t } = useTranslation("users");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [status, setStatus] = useState<UserStatusFilter>("active");
  const users = useUserPage(query, page, status);
  const totalPages = users.data?.meta.pagination.total_pages ?? 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Group gap="sm" wrap="nowrap" w={{ base: "100%", xs: "auto" }}>
          <TextInput
            aria-label={t("searchLabel")}
            placeholder={t("searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: "100%", xs: 240 }}
          />
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)} style={{ flexShrink: 0 }}>
            {t("newUser")}
          </Button>
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t("filter.label")}
        value={status}
        onChange={(v) => {
          setStatus(v as UserStatusFilter);
          setPage(1);
        }}
        data={(["active", "deactivated", "all"] as const).map((value) => ({ value, label: t(`filter.${value}`) }))}
        style={{ alignSelf: "flex-start" }}
      />
      {users.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : users.data?.data.length ? (
        <UsersTable users={users.data.data} onEdit={setEditing} />
      ) : (
        // A search or a filter found nobody (the workspace always has its administrator).
        <EmptyState
          message={query ? t("empty", { query }) : t("emptyStatus")}
          icon={query ? <IconSearch size={24} /> : <IconUserOff size={24} />}
        />
      )}
      <PagePagination total={totalPages} value={page} onChange={setPage} />
      <NewUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
