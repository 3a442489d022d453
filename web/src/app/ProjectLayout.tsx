import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate } from "react-router";
import { ApiError } from "../api/client";
import { PageLoader } from "../components/PageLoader";
import { useMe } from "../features/auth/useMe";
import { useDisabledModules } from "../features/modules/useModules";
import { ProjectActions } from "../features/projects/components/ProjectActions";
import { projectKey, useProject, useProjectId } from "../features/projects/useProject";
import { ProjectSearchBox } from "../features/search/components/ProjectSearchBox";
import { NotFound } from "./NotFound";
import { ProjectTabs } from "./ProjectTabs";
import { projectMenu, visibleEntries } from "./registry";

/** A project's frame: its title, its actions and the menu that features declare, in the spec's order. */
export function ProjectLayout() {
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
          <ProjectSearchBox projectId={projectId} />
          <ProjectActions project={project.data} onDeleted={deleted} />
        </Group>
      </Group>
      <ProjectTabs base={`/projects/${projectId}/`} entries={entries} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
