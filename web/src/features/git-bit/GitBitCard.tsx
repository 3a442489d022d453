import { gitBitSettingValue } from "@cairn/shared/schemas/integrations";
import { Button, Card, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconBrandGithub } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../components/confirm";
import { toastSuccess } from "../../components/toasts";
import { useApiForm } from "../../components/useApiForm";
import { useSaveSettings, useSettings } from "../settings/api";
import { IntegrationCardHeader } from "../settings/components/IntegrationCardHeader";
import { useRegenerateWebhook } from "./hooks";
import { UserMapTable } from "./UserMapTable";

type GitBitValue = { status: "enable" | "disable"; webhook_url?: string | null; secret_set?: boolean };

/** The secret form sends the one setting: the server names a refusal of it by its place in the body. */
const SECRET_FIELD = "settings.0.value";
/** The secret as the setting's own rule holds it (its length); the status is the switch's, sent as it is. */
const secretBody = gitBitSettingValue.pick({ secret: true }).required();

/** The Github/Bitbucket card: the toggle, the webhook address (click copies it), the secret, the user map. */
export function GitBitCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation("git-bit");
  const settings = useSettings(projectId);
  // The switch's refusals are toasted; the secret form shows its own under the input.
  const save = useSaveSettings(projectId);
  const saveSecret = useSaveSettings(projectId, { inlineFields: [SECRET_FIELD] });
  const regenerate = useRegenerateWebhook(projectId);
  const clipboard = useClipboard();
  const value = (settings.data?.git_bit ?? { status: "disable" }) as GitBitValue;
  const on = value.status === "enable";
  const copy = () => {
    if (!value.webhook_url) return;
    clipboard.copy(value.webhook_url);
    toastSuccess(t("copied"));
  };
  const newAddress = async () => {
    const ok = await confirmAction({
      title: t("regenerateTitle"),
      message: t("regenerateMessage"),
      confirmLabel: t("regenerate"),
    });
    if (ok) regenerate.mutate();
  };
  return (
    <Card withBorder padding="lg" data-testid="integration-git">
      <Stack gap="sm">
        <IntegrationCardHeader
          icon={<IconBrandGithub size={28} aria-hidden />}
          title={t("title")}
          switchLabel={t("enable")}
          checked={on}
          disabled={settings.isPending || save.isPending || saveSecret.isPending}
          onToggle={(on) => save.mutate({ git_bit: { status: on ? "enable" : "disable" } })}
        />
        <Text size="sm">{t("description")}</Text>
        {!on && !value.webhook_url && (
          <Text size="sm" c="dimmed">
            {t("off")}
          </Text>
        )}
        {value.webhook_url && (
          <>
            <TextInput
              label={t("webhook")}
              description={t("webhookHint")}
              value={value.webhook_url}
              readOnly
              onClick={copy}
              onKeyDown={(e) => {
                if (e.key === "Enter") copy();
              }}
              styles={{ input: { cursor: "copy", fontFamily: "monospace", fontSize: 12 } }}
              rightSectionWidth={110}
              rightSection={
                <Button size="compact-xs" variant="subtle" onClick={newAddress} loading={regenerate.isPending}>
                  {t("regenerate")}
                </Button>
              }
            />
            <SecretForm status={value.status} secretSet={Boolean(value.secret_set)} write={saveSecret} />
            <UserMapTable projectId={projectId} />
          </>
        )}
      </Stack>
    </Card>
  );
}

type SecretFormProps = { status: GitBitValue["status"]; secretSet: boolean; write: ReturnType<typeof useSaveSettings> };

/** The webhook's shared secret: a new one replaces it, 'Remove the secret' turns signature checks off. */
function SecretForm({ status, secretSet, write }: SecretFormProps) {
  const { t } = useTranslation("git-bit");
  const { form, submit, pending } = useApiForm({
    schema: secretBody,
    initialValues: { secret: "" },
    write,
    fieldPaths: { [SECRET_FIELD]: "secret" },
  });
  // The secret is never read back: once saved, the input is empty again.
  const send = (secret: string) => write.mutateAsync({ git_bit: { status, secret } }).then(() => form.reset());
  // Its refusal is the write's error, which the form shows as it shows its own.
  const clear = () => void send("").catch(() => undefined);
  return (
    <form onSubmit={submit(({ secret }) => send(secret))}>
      <Stack gap="xs">
        <PasswordInput
          label={t("secret")}
          description={secretSet ? t("secretSet") : t("secretHint")}
          autoComplete="new-password"
          {...form.getInputProps("secret")}
        />
        <Group justify="flex-end">
          {secretSet && (
            <Button variant="subtle" color="red" onClick={clear} disabled={pending}>
              {t("clearSecret")}
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={form.values.secret === ""}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
