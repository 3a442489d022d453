import { Stack, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import { useProject, useProjectId } from "../../../api/project";
import type { Me, Project } from "../../../api/types";
import { projectSettingsTabs, visibleEntries } from "../../../app/registry";
import { routeTo } from "../../../app/route-names";
import { PageLoader } from "../../../components/PageLoader";
import { canManageSettings } from "../access";
import { RegisteredTabs } from "../components/RegisteredTabs";

/** The chosen tab outlives the visit (spec: remembered in local storage), the same for every project. */
const TAB_STORAGE_KEY = "cairn-project-settings-tab";

/** A project's settings for its managers; anyone else who opens the address lands on the task lists. */
export default function ProjectSettingsPage() {
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const me = useMe().data;
  if (!project || !me) return <PageLoader />;
  if (!canManageSettings(me, project))
    return <Navigate to={routeTo("task_lists", { project_id: project.id })} replace />;
  return <SettingsTabs project={project} me={me} />;
}

function SettingsTabs({ project, me }: { project: Project; me: Me }) {
  const { t } = useTranslation("settings");
  const tabs = visibleEntries(projectSettingsTabs(), { me, project }, useDisabledModules());
  const [stored, setStored] = useLocalStorage<string | undefined>({
    key: TAB_STORAGE_KEY,
    defaultValue: undefined,
    getInitialValueInEffect: false,
  });
  const active = tabs.some((tab) => tab.key === stored) ? stored : tabs[0]?.key;
  return (
    <Stack gap="md">
      <Title order={2}>{t("title")}</Title>
      <RegisteredTabs label={t("tabsLabel")} tabs={tabs} value={active} onChange={setStored} props={{ project }} />
    </Stack>
  );
}
