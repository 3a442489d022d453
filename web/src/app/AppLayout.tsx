import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from "@mantine/core";
import { DatesProvider, type DayOfWeek } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { useMe } from "../api/me";
import { useDisabledModules } from "../api/modules";
import { setDatePreferences } from "../components/DateText";
import { PageLoader } from "../components/PageLoader";
import classes from "./AppLayout.module.css";
import { NavigationProgress } from "./NavigationProgress";
import { appMenu, visibleEntries } from "./registry";
import { UserMenu } from "./UserMenu";

type Props = {
  /** The workspace's logo, before the app's name. */
  logo: ReactNode;
  /** What features put in the header before the user menu (search, the running timer). */
  tools: ReactNode;
};

/**
 * The signed-in frame: header with the user menu, navigation built from the feature registry. The features'
 * parts of the header come from the router, which assembles the app, so the shell imports no feature.
 */
export function AppLayout({ logo, tools }: Props) {
  const { t, i18n } = useTranslation();
  const me = useMe().data;
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const disabledModules = useDisabledModules();
  if (!me) return null;
  // Before any page renders, so every date on screen uses the reader's locale and time zone.
  setDatePreferences(me);
  const entries = visibleEntries(appMenu(), { me }, disabledModules);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "sm", sm: "md" }}
    >
      <NavigationProgress />
      <a href="#main" className={classes.skip}>
        {t("skipToContent")}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("toggleNavigation")}
              aria-expanded={opened}
            />
            <Text
              component={Link}
              to="/projects"
              fw={700}
              size="lg"
              c="var(--mantine-primary-color-light-color)"
              td="none"
              style={{ display: "flex", alignItems: "center", gap: 8 }}
            >
              {logo}
              {t("appName")}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {tools}
            <UserMenu me={me} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("mainNavigation")}>
        <ScrollArea>
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.path}
              label={t(entry.label)}
              leftSection={entry.icon}
              active={location.pathname.startsWith(entry.path)}
              aria-current={location.pathname.startsWith(entry.path) ? "page" : undefined}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {/* Date pickers start their weeks on the day the profile chose, and name months in the app's language. */}
        <DatesProvider settings={{ firstDayOfWeek: me.week_start as DayOfWeek, locale: i18n.language }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </DatesProvider>
      </AppShell.Main>
    </AppShell>
  );
}
