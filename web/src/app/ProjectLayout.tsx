import { Alert, Anchor, Group, ScrollArea, Stack, Tabs, Title } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { ApiError } from "../api/client";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../features/auth/useMe";
import { useProject, useProjectId } from "../features/projects/useProject";
import { projectMenu } from "./registry";

/** A project's frame: its title and the menu that features declare, in the spec's order. */
export function ProjectLayout() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const project = useProject(projectId);
  const me = useMe().data;
  const location = useLocation();
  const navigate = useNavigate();
  if (project.isPending) return <PageLoader />;
  if (project.error || !project.data || !me) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Alert color="red" title={missing ? t("notFound") : t("error")}>
        <Anchor component={Link} to="/projects">
          {t("goHome")}
        </Anchor>
      </Alert>
    );
  }
  const entries = projectMenu().filter((e) => e.visible?.({ me, project: project.data }) ?? true);
  const base = `/projects/${projectId}/`;
  const current = entries.find((e) => location.pathname.startsWith(base + e.path))?.key ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {project.data.title}
        </Title>
      </Group>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs
          value={current}
          onChange={(key) => {
            const entry = entries.find((e) => e.key === key);
            if (entry) void navigate(base + entry.path);
          }}
        >
          <Tabs.List style={{ flexWrap: "nowrap" }}>
            {entries.map((e) => (
              <Tabs.Tab key={e.key} value={e.key} leftSection={e.icon}>
                {t(e.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
