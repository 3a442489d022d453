import { Alert, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPuzzle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useModules } from "../../../api/modules";
import { ManagersOnly } from "../../../app/ManagersOnly";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { ModuleCard } from "../components/ModuleCard";
import { useSwitchModule } from "../useSwitchModule";

/** Global managers switch add-on modules on and off; the page reloads after each switch (spec §4). */
export default function ModulesPage() {
  const { t } = useTranslation("modules");
  return (
    <ManagersOnly title={t("title")}>
      <ModuleList />
    </ManagersOnly>
  );
}

function ModuleList() {
  const { t } = useTranslation("modules");
  const modules = useModules();
  const switching = useSwitchModule();
  const list = modules.data ?? [];
  // The reload rebuilds every menu and route guard from the new state.
  const busy = switching.isPending || switching.isSuccess;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("intro")}
      </Text>
      {busy && (
        <Text size="sm" role="status">
          <Loader size="xs" mr="xs" aria-hidden />
          {t("switching")}
        </Text>
      )}
      {modules.isPending ? (
        <PageLoader rows={3} />
      ) : modules.isError ? (
        <Alert color="red">{t("loadError")}</Alert>
      ) : list.length === 0 ? (
        <EmptyState icon={<IconPuzzle size={24} />} message={t("empty")} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((m) => (
            <ModuleCard
              key={m.path}
              module={m}
              busy={busy}
              onSwitch={(on) => switching.mutate({ path: m.path, on }, { onSuccess: () => window.location.reload() })}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
