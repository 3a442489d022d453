import { storeSettingsBody } from "@cairn/shared/schemas/store-link";
import {
  Button,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { useApiForm } from "../../../components/useApiForm";
import { useSaveStoreSettings, useStoreSettings } from "../hooks";

/** The delivery URL to give the shop (with a copy button), and the shared secret (said to be set, never shown). */
export function WebhookCard() {
  const { t } = useTranslation("store-link");
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const regenerate = useSaveStoreSettings();
  const { form, submit, pending } = useApiForm({
    schema: storeSettingsBody,
    initialValues: { secret: "" },
    write: save,
  });
  const saveSecret = submit(async (body) => {
    await save.mutateAsync(body);
    form.reset();
  });
  const data = settings.data;
  const newAddress = async () => {
    const ok = await confirmAction({
      title: t("webhook.regenerateTitle"),
      message: t("webhook.regenerateMessage"),
      confirmLabel: t("webhook.regenerate"),
    });
    if (ok) regenerate.mutate({ regenerate: true });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="store-webhook-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="store-webhook-heading">
          {t("webhook.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("webhook.steps")}
        </Text>
        {!data ? (
          <Skeleton height={90} />
        ) : (
          <>
            {data.webhook_url ? (
              <Group align="flex-end" gap="xs">
                <TextInput
                  label={t("webhook.url")}
                  value={data.webhook_url}
                  readOnly
                  style={{ flex: "1 1 260px" }}
                  styles={{ input: { fontFamily: "monospace", fontSize: 12 } }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={data.webhook_url}>
                  {({ copied, copy }) => (
                    <Button variant="light" onClick={copy} aria-label={t("webhook.copy")}>
                      {copied ? t("webhook.copied") : t("webhook.copy")}
                    </Button>
                  )}
                </CopyButton>
                <Button variant="subtle" onClick={newAddress} loading={regenerate.isPending}>
                  {t("webhook.regenerate")}
                </Button>
              </Group>
            ) : (
              <Text size="sm" data-testid="store-webhook-none">
                {t("webhook.none")}
              </Text>
            )}
            <form onSubmit={saveSecret}>
              <Stack gap="xs">
                <PasswordInput
                  label={t("webhook.secret")}
                  description={data.secret_set ? t("webhook.secretSet") : t("webhook.secretHint")}
                  {...form.getInputProps("secret")}
                  maxLength={200}
                  autoComplete="new-password"
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={pending} disabled={form.values.secret === ""}>
                    {t("webhook.save")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
