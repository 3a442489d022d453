import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import { ProjectTabs } from "../../../app/ProjectTabs";
import { myTasksMenu, visibleEntries } from "../../../app/registry";

/**
 * The My Tasks screens' title and menu (Tasks; Reports from the reports module): each feature adds its entry
 * (`myTasksMenu`), and a switched-off module's entry hides.
 */
export function MyTasksHeader() {
  const { t } = useTranslation("my-tasks");
  const me = useMe().data;
  const disabled = useDisabledModules();
  const entries = me ? visibleEntries(myTasksMenu(), { me }, disabled) : [];
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <ProjectTabs base="/my-tasks" entries={entries} label={t("menu")} testIdPrefix="my-tasks-tab" />
    </Stack>
  );
}
