import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../features/auth/useMe";
import { appMenu } from "./registry";
import { UserMenu } from "./UserMenu";

/** The signed-in frame: header with the user menu, navigation built from the feature registry. */
export function AppLayout() {
  const { t } = useTranslation();
  const me = useMe().data;
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  if (!me) return null;
  const entries = appMenu().filter((e) => e.visible?.({ me }) ?? true);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "sm", sm: "md" }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text component={Link} to="/projects" fw={700} size="lg">
              {t("appName")}
            </Text>
          </Group>
          <UserMenu me={me} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <ScrollArea>
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.path}
              label={t(entry.label)}
              leftSection={entry.icon}
              active={location.pathname.startsWith(entry.path)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
