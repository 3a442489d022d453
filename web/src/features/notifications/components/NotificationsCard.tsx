import { NOTIFICATION_KEYS, type NotificationKey } from "@cairn/shared";
import { Alert, Divider, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMailStatus, useNotificationSettings, useSaveNotificationSetting } from "../hooks";

const KINDS = NOTIFICATION_KEYS.filter((k): k is Exclude<NotificationKey, "master"> => k !== "master");

/** The member's e-mail switches (profile#notifications, the link at the foot of every mail); each saves at once. */
export function NotificationsCard() {
  const { t } = useTranslation("notifications");
  const settings = useNotificationSettings();
  const mail = useMailStatus();
  const save = useSaveNotificationSetting();
  if (settings.isPending) return <Skeleton height={260} />;
  if (settings.isError) return <Alert color="red">{t("profile.loadError")}</Alert>;
  const values = settings.data;
  // The app's mutation handler toasts the server's answer (saved, or why not).
  const toggle = (key: NotificationKey, value: boolean) => save.mutate({ key, value });
  return (
    <Stack gap="sm" id="notifications">
      <Text size="sm" c="dimmed">
        {t("profile.intro")}
      </Text>
      {mail.data && !mail.data.enabled && (
        <Alert color="yellow" data-testid="mail-off">
          {t("profile.mailOff")}
        </Alert>
      )}
      <Switch
        label={t("profile.master")}
        description={t("profile.masterHint")}
        checked={values.master}
        onChange={(e) => toggle("master", e.currentTarget.checked)}
      />
      <Divider />
      {KINDS.map((key) => (
        <Switch
          key={key}
          label={t(`profile.keys.${key}`)}
          checked={values[key]}
          disabled={!values.master}
          onChange={(e) => toggle(key, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
