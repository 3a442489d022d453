import { Alert, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../api/me";

/**
 * Pages for holders of the global manage capability (Modules, Settings, License): anyone else who opens
 * the address sees the page's title and "You have no permission." instead of its content.
 */
export function ManagersOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe().data;
  if (me?.capabilities.manage) return children;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" icon={<IconLock size={18} />} data-testid="no-permission">
        {t("noPermission")}
      </Alert>
    </Stack>
  );
}
