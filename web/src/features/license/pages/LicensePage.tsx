import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ManagersOnly } from "../../../app/ManagersOnly";
import { PageLoader } from "../../../components/PageLoader";
import { useLicense } from "../api";
import { ActivationForm } from "../components/ActivationForm";
import { ActiveLicense } from "../components/ActiveLicense";

/** Global managers activate or delete the organisation's licence; both reload the page (spec §4). */
export default function LicensePage() {
  const { t } = useTranslation("license");
  return (
    <ManagersOnly title={t("title")}>
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text size="sm">{t("about")}</Text>
        <LicenseState />
      </Stack>
    </ManagersOnly>
  );
}

function LicenseState() {
  const license = useLicense();
  if (license.isPending) return <PageLoader rows={2} />;
  if (license.data?.status) return <ActiveLicense license={license.data} />;
  return <ActivationForm license={license.data} />;
}
