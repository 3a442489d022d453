import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import { ManagersOnly } from "../../../app/ManagersOnly";
import { settingsTabs, visibleEntries } from "../../../app/registry";
import { RegisteredTabs } from "../../settings/components/RegisteredTabs";

/** Global settings for global managers; each tab has its own address (/settings/pages is page_settings_tab). */
export default function SettingsPage() {
  const { t } = useTranslation("general-settings");
  return (
    <ManagersOnly title={t("title")}>
      <SettingsTabs />
    </ManagersOnly>
  );
}

function SettingsTabs() {
  const { t } = useTranslation("general-settings");
  const me = useMe().data;
  const { tab } = useParams();
  const navigate = useNavigate();
  const disabledModules = useDisabledModules();
  if (!me) return null;
  const tabs = visibleEntries(settingsTabs(), { me }, disabledModules);
  const active = tabs.find((entry) => entry.key === tab) ?? tabs[0];
  if (tab && active?.key !== tab) return <Navigate to="/settings" replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <RegisteredTabs
        label={t("tabsLabel")}
        tabs={tabs}
        value={active?.key}
        onChange={(key) => void navigate(`/settings/${key}`)}
        props={{}}
      />
    </Stack>
  );
}
