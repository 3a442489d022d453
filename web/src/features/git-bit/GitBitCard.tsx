import { Button, Card, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconBrandGithub } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../components/confirm";
import { toastSuccess } from "../../components/toasts";
import { useSaveSettings, useSettings } from "../settings/api";
import { IntegrationCardHeader } from "../settings/components/IntegrationCardHeader";
import { useRegenerateWebhook } from "./hooks";
import { UserMapTable } from "./UserMapTable";

type GitBitValue = { status: "enable" | "disable"; webhook_url?: string | null; secret_set?: boolean };

/** The Github/Bitbucket card: the toggle, the webhook address (click copies it), the secret, the user map. */
export function GitBitCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation("git-bit");
  const settings = useSettings(projectId);
  const save = useSaveSettings(projectId);
  const regenerate = useRegenerateWebhook(projectId);
  const clipboard = useClipboard();
  const [secret, setSecret] = useState("");
  const value = (settings.data?.git_bit ?? { status: "disable" }) as GitBitValue;
  const on = value.status === "enable";
  const copy = () => {
    if (!value.webhook_url) return;
    clipboard.copy(value.webhook_url);
    toastSuccess(t("copied"));
  };
  const saveSecret = (next: string) =>
    save.mutate({ git_bit: { status: value.status, secret: next } }, { onSuccess: () => setSecret("") });
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
          disabled={settings.isPending || save.isPending}
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
            <form
              onSubmit={(e) => {
                e.preventDefault();
                saveSecret(secret);
              }}
            >
              <Stack gap="xs">
                <PasswordInput
                  label={t("secret")}
                  description={value.secret_set ? t("secretSet") : t("secretHint")}
                  value={secret}
                  maxLength={200}
                  autoComplete="new-password"
                  onChange={(e) => setSecret(e.currentTarget.value)}
                />
                <Group justify="flex-end">
                  {value.secret_set && (
                    <Button variant="subtle" color="red" onClick={() => saveSecret("")} disabled={save.isPending}>
                      {t("clearSecret")}
                    </Button>
                  )}
                  <Button type="submit" loading={save.isPending} disabled={secret === ""}>
                    {t("save")}
                  </Button>
                </Group>
              </Stack>
            </form>
            <UserMapTable projectId={projectId} />
          </>
        )}
      </Stack>
    </Card>
  );
}
