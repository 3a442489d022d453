import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate } from "react-router";
import { ApiError } from "../api/client";
import { useMe } from "../api/me";
import { useDisabledModules } from "../api/modules";
import { projectKey, useProject, useProjectId } from "../api/project";
import type { Project } from "../api/types";
import { PageLoader } from "../components/PageLoader";
import { NotFound } from "./NotFound";
import { ProjectTabs } from "./ProjectTabs";
import { projectMenu, visibleEntries } from "./registry";

type Props = {
  /** Beside the title: what features offer on the project (its search, its actions menu), from the router. */
  tools: (project: Project, onDeleted: () => void) => ReactNode;
};

/** A project's frame: its title, its actions and the menu that features declare, in the spec's order. */
export function ProjectLayout({ tools }: Props) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const project = useProject(projectId);
  const me = useMe().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const disabledModules = useDisabledModules();
  if (project.isPending) {
    // The page mounts unseen meanwhile, so its code and data load alongside the project, not after it.
    return (
      <>
        <PageLoader />
        <div hidden>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </div>
      </>
    );
  }
  if (project.error || !project.data || !me) {
    // A project the caller may not see answers 404 too, so both read as "does not exist".
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFound />;
    return (
      <Alert color="red" title={t("error")}>
        <Button variant="white" color="red.9" size="xs" onClick={() => void project.refetch()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }
  const entries = visibleEntries(projectMenu(), { me, project: project.data }, disabledModules);
  const deleted = () => {
    void navigate("/projects", { replace: true });
    queryClient.removeQueries({ queryKey: projectKey(projectId), exact: true });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {project.data.title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {tools(project.data, deleted)}
        </Group>
      </Group>
      <ProjectTabs base={`/projects/${projectId}/`} entries={entries} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
