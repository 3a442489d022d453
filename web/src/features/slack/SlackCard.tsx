import {
  SLACK_DEFAULT,
  SLACK_OPTION_KEYS,
  type SlackOptions,
  type SlackSetting,
  slackSettingValue,
} from "@cairn/shared";
import { Button, Card, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBrandSlack } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../components/fieldErrors";
import { useSaveSettings, useSettings } from "../settings/api";
import { IntegrationCardHeader } from "../settings/components/IntegrationCardHeader";

/** The refusal fields the form shows: the webhook under its input, a refusal of the whole value above Save. */
const WEBHOOK_FIELD = "settings.0.value.webhook";
const VALUE_FIELD = "settings.0.value";
const SLACK_FORM_FIELDS = [WEBHOOK_FIELD, VALUE_FIELD];

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The Slack card of a project's Integrations tab: the toggle, and the settings modal with 'Save Form'. */
export function SlackCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation("slack");
  const settings = useSettings(projectId);
  // The switch's refusals are toasted; the form shows its own in place (each message once).
  const save = useSaveSettings(projectId);
  const saveForm = useSaveSettings(projectId, { inlineFields: SLACK_FORM_FIELDS });
  const [opened, modal] = useDisclosure(false);
  // Switched on without a webhook: the modal asks for one, and saving it turns Slack on.
  const [enabling, setEnabling] = useState(false);
  const parsed = slackSettingValue.safeParse(settings.data?.slack ?? SLACK_DEFAULT);
  const value: SlackSetting = parsed.success ? parsed.data : SLACK_DEFAULT;
  const toggle = (on: boolean) => {
    if (on && value.webhook === "") {
      setEnabling(true);
      return modal.open();
    }
    save.mutate({ slack: { ...value, status: on ? "enable" : "disable" } });
  };
  return (
    <Card withBorder padding="lg" data-testid="integration-slack">
      <Stack gap="sm">
        <IntegrationCardHeader
          icon={<IconBrandSlack size={28} aria-hidden />}
          title={t("title")}
          switchLabel={t("enable")}
          checked={value.status === "enable"}
          disabled={settings.isPending || save.isPending || saveForm.isPending}
          onToggle={toggle}
        />
        <Text size="sm">{t("description")}</Text>
        <Text size="sm" c="dimmed">
          {value.webhook ? t("configured", { host: hostOf(value.webhook) }) : t("notConfigured")}
        </Text>
        <Group>
          <Button
            variant="light"
            onClick={() => {
              setEnabling(false);
              modal.open();
            }}
          >
            {t("settings")}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={modal.close} title={t("modalTitle")} size="lg">
        {opened && (
          <SlackForm
            initial={value}
            enable={enabling}
            saving={saveForm.isPending}
            onSave={(next) => saveForm.mutateAsync({ slack: next }).then(modal.close)}
          />
        )}
      </Modal>
    </Card>
  );
}

function SlackForm({
  initial,
  enable,
  saving,
  onSave,
}: {
  initial: SlackSetting;
  enable: boolean;
  saving: boolean;
  onSave: (value: SlackSetting) => Promise<unknown>;
}) {
  const { t } = useTranslation("slack");
  const [webhook, setWebhook] = useState(initial.webhook);
  const [options, setOptions] = useState(initial.options);
  const [refusal, setRefusal] = useState<unknown>(null);
  const setOption = (group: "tasks" | "subTasks", key: keyof SlackOptions, on: boolean) =>
    setOptions((o) => ({ ...o, [group]: { ...o[group], [key]: on } }));
  const submit = async () => {
    const url = webhook.trim();
    // The switch stays where it was, unless it asked for this webhook; without a webhook Slack is off.
    const status = url === "" ? "disable" : enable ? "enable" : initial.status;
    setRefusal(null);
    await onSave({ status, webhook: url, options }).catch(setRefusal);
  };
  const valueError = fieldError(refusal, VALUE_FIELD);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          type="url"
          label={t("webhook")}
          description={t("webhookHint")}
          placeholder="https://hooks.slack.com/services/…"
          value={webhook}
          onChange={(e) => setWebhook(e.currentTarget.value)}
          error={fieldError(refusal, WEBHOOK_FIELD)}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(["tasks", "subTasks"] as const).map((group) => (
            <Checkbox.Group key={group} label={t(group)}>
              <Stack gap={6} mt={6}>
                {SLACK_OPTION_KEYS.map((key) => (
                  <Checkbox
                    key={key}
                    label={t(`options.${key}`)}
                    checked={options[group][key]}
                    onChange={(e) => setOption(group, key, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t("privateNote")}
        </Text>
        {valueError && (
          <Text size="sm" c="red" role="alert">
            {valueError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
