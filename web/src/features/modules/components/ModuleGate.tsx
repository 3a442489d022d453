import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { Link, Outlet } from "react-router";
import { useMe } from "../../../api/me";
import { useModules } from "../../../api/modules";
import { PageLoader } from "../../../components/PageLoader";
import { serverText } from "../../../i18n/server-texts";

/**
 * A screen of an add-on module: its page while the module is on, a clear "switched off" state while it is
 * off (an address typed in or kept in a bookmark still lands somewhere that says why). An unlisted module
 * or a failed list counts as on: the server refuses the module's calls anyway.
 */
export function ModuleGate({ module, children }: { module: string; children: ReactNode }) {
  const modules = useModules();
  if (modules.isPending) return <PageLoader />;
  const found = modules.data?.find((m) => m.path === module);
  if (!found || found.enabled) return children;
  return <ModuleOff name={serverText(found.name)} />;
}

function ModuleOff({ name }: { name: string }) {
  const { t } = useTranslation("modules");
  const manager = useMe().data?.capabilities.manage ?? false;
  return (
    <Stack align="center" py="xl" gap="sm" data-testid="module-off" role="status">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconPlugConnectedX size={24} />
      </ThemeIcon>
      <Title order={2} size="h3" ta="center">
        {t("off.title", { name })}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {manager ? t("off.manager") : t("off.member")}
      </Text>
      {manager && (
        <Button component={Link} to="/modules" variant="light">
          {t("off.open")}
        </Button>
      )}
    </Stack>
  );
}

/** The routes of a module's feature, each behind its gate (their children render inside the gated page). */
export const gateRoutes = (routes: RouteObject[], module: string | undefined): RouteObject[] =>
  module === undefined
    ? routes
    : routes.map((r) => ({ ...r, element: <ModuleGate module={module}>{r.element ?? <Outlet />}</ModuleGate> }));
