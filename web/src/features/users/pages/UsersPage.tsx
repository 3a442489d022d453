import { Alert, Button, Group, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconLock, IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { useMe } from "../../auth/useMe";
import { NewUserModal } from "../components/NewUserModal";
import { UsersTable } from "../components/UsersTable";
import { useUserPage } from "../hooks";

/** Managers only: everyone with an account, and a form to add people. */
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
  const users = useUserPage(query, page);
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
      {users.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : users.data?.data.length ? (
        <UsersTable users={users.data.data} />
      ) : (
        <EmptyState message={t("empty", { query })} />
      )}
      <PagePagination total={totalPages} value={page} onChange={setPage} />
      <NewUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
