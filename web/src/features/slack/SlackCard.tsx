import type { SlackTestResult } from "@cairn/shared";
import {
  SLACK_DEFAULT,
  SLACK_OPTION_KEYS,
  type SlackOptions,
  type SlackSetting,
  slackSettingValue,
} from "@cairn/shared/schemas/integrations";
import { Button, Card, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBrandSlack } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { post, type Written } from "../../api/client";
import { refusalErrors, useApiForm } from "../../components/useApiForm";
import { useSaveSettings, useSettings } from "../settings/api";
import { IntegrationCardHeader } from "../settings/components/IntegrationCardHeader";

/** The refusal fields the form shows: the webhook under its input, a refusal of the whole value above Save. */
const WEBHOOK_FIELD = "settings.0.value.webhook";
const VALUE_FIELD = "settings.0.value";
const SLACK_FORM_FIELDS = [WEBHOOK_FIELD, VALUE_FIELD];
/** The form's path of a refusal of the whole value: no input of its own, so shown above Save. */
const WHOLE_VALUE = "value";
const FIELD_PATHS = { [WEBHOOK_FIELD]: "webhook", [VALUE_FIELD]: WHOLE_VALUE };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The Slack card of a project's Integrations tab: the toggle, and the settings modal with 'Save'. */
export function SlackCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation("slack");
  const settings = useSettings(projectId);
  // The switch's refusals are toasted; the form shows its own in place (each message once).
  const save = useSaveSettings(projectId);
  const saveForm = useSaveSettings(projectId, { inlineFields: SLACK_FORM_FIELDS });
  const [opened, modal] = useDisclosure(false);
  // Switched on without a webhook: the modal asks for one, and saving it turns Slack on.
  const [enabling, setEnabling] = useState(false);
  const openForm = (enable: boolean) => {
    // A refusal from an earlier opening is not shown again.
    saveForm.reset();
    setEnabling(enable);
    modal.open();
  };
  const parsed = slackSettingValue.safeParse(settings.data?.slack ?? SLACK_DEFAULT);
  const value: SlackSetting = parsed.success ? parsed.data : SLACK_DEFAULT;
  const toggle = (on: boolean) => {
    if (on && value.webhook === "") return openForm(true);
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
          {value.webhook === ""
            ? t("notConfigured")
            : t(value.status === "enable" ? "configured" : "configuredOff", { host: hostOf(value.webhook) })}
        </Text>
        <Group>
          <Button variant="light" onClick={() => openForm(false)}>
            {t("settings")}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={modal.close} title={t("modalTitle")} size="lg">
        {opened && (
          <SlackForm
            initial={value}
            enable={enabling}
            write={saveForm}
            projectId={projectId}
            onSave={(next) => saveForm.mutateAsync({ slack: next }).then(modal.close)}
          />
        )}
      </Modal>
    </Card>
  );
}

type SlackFormValues = Pick<SlackSetting, "webhook" | "options">;
type OptionGroup = keyof SlackSetting["options"];
const OPTION_GROUPS: OptionGroup[] = ["tasks", "subTasks"];

/**
 * "Send a test message": posted by the server at once to the webhook as typed (saved or not), its success
 * toasted and Slack's refusal shown under the webhook.
 */
function useSlackTest(projectId: number) {
  return useMutation({
    meta: { inlineFields: ["webhook"] },
    mutationFn: (webhook: string) =>
      post<Written<SlackTestResult>>(`pm/v2/projects/${projectId}/slack/test`, { webhook }),
  });
}

function SlackForm({
  initial,
  enable,
  write,
  projectId,
  onSave,
}: {
  initial: SlackSetting;
  enable: boolean;
  projectId: number;
  write: { isPending: boolean; error: unknown };
  onSave: (value: SlackSetting) => Promise<unknown>;
}) {
  const { t } = useTranslation("slack");
  // The setting the values make, held to the server's own schema: the switch stays where it was, unless it
  // asked for this webhook; without a webhook Slack is off.
  const schema = useMemo(
    () =>
      z.preprocess((values: SlackFormValues) => {
        const webhook = values.webhook.trim();
        const status = webhook === "" ? "disable" : enable ? "enable" : initial.status;
        return { ...values, status };
      }, slackSettingValue),
    [enable, initial.status],
  );
  const { form, submit, pending } = useApiForm({
    schema,
    initialValues: { webhook: initial.webhook, options: initial.options } satisfies SlackFormValues,
    write,
    fieldPaths: FIELD_PATHS,
  });
  const save = submit(onSave);
  const test = useSlackTest(projectId);
  const sendTest = () => {
    const webhook = form.values.webhook.trim();
    if (webhook === "") return form.setFieldError("webhook", t("needsWebhook"));
    test.mutate(webhook, { onError: (err) => form.setErrors(refusalErrors(err)) });
  };
  // A group's checkboxes are its options that are on: each checkbox shows and toggles its own.
  const groupProps = (group: OptionGroup) => ({
    value: SLACK_OPTION_KEYS.filter((key) => form.values.options[group][key]),
    onChange: (on: string[]) =>
      form.setFieldValue(
        `options.${group}`,
        Object.fromEntries(SLACK_OPTION_KEYS.map((key) => [key, on.includes(key)])) as SlackOptions,
      ),
  });
  const valueError = form.errors[WHOLE_VALUE];
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput
          type="url"
          label={t("webhook")}
          description={t("webhookHint")}
          placeholder="https://hooks.slack.com/services/…"
          {...form.getInputProps("webhook")}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {OPTION_GROUPS.map((group) => (
            <Checkbox.Group key={group} label={t(group)} {...groupProps(group)}>
              <Stack gap={6} mt={6}>
                {SLACK_OPTION_KEYS.map((key) => (
                  <Checkbox key={key} value={key} label={t(`options.${key}`)} />
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
          <Button variant="default" onClick={sendTest} loading={test.isPending} disabled={pending}>
            {t("sendTest")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
