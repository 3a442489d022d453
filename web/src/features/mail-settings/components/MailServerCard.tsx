import type { MailSettings } from "@cairn/shared";
import { saveMailSettingsBody } from "@cairn/shared/schemas/mail-settings";
import { Alert, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../api/client";
import { useMe } from "../../../api/me";
import { PageLoader } from "../../../components/PageLoader";
import { useApiForm } from "../../../components/useApiForm";
import { SaveChanges } from "../../settings/components/SaveChanges";
import { SettingsSection } from "../../settings/components/SettingsSection";
import { useMailSettings, useSaveMailSettings, useSendTestMail } from "../api";

type MailValues = { smtp_url: string; username: string; password: string; removePassword: boolean; from: string };

const valuesOf = (s: MailSettings): MailValues => ({
  smtp_url: s.smtp_url ?? "",
  username: s.username ?? "",
  password: "",
  removePassword: false,
  from: s.from_is_default ? "" : s.from,
});

/**
 * The body the values make. What the environment sets is not sent: the stored value stays for processes
 * without the variable. The password only when typed or removed: an untouched one stays.
 */
function bodyOf(values: MailValues, env: MailSettings["environment"]) {
  const body: z.input<typeof saveMailSettingsBody> = {};
  if (!env.smtp_url) {
    body.smtp_url = values.smtp_url;
    body.username = values.username;
    if (values.removePassword) body.password = null;
    else if (values.password !== "") body.password = values.password;
  }
  if (!env.from) body.from = values.from;
  return body;
}

/** Settings → Mail: the workspace's SMTP server (what this process's environment sets is shown, not editable). */
export function MailServerCard() {
  const { t } = useTranslation("mail-settings");
  const settings = useMailSettings();
  return (
    <SettingsSection heading={t("heading")} intro={t("intro")}>
      {settings.isPending ? (
        <PageLoader rows={4} />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {t("loadError")}
        </Alert>
      ) : (
        // A save answers the new settings: the form starts again from them (the password field empty).
        <MailForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </SettingsSection>
  );
}

function MailForm({ saved }: { saved: MailSettings }) {
  const { t } = useTranslation("mail-settings");
  const save = useSaveMailSettings();
  const env = saved.environment;
  // The server's schema holds the body the values make, so only what is sent is checked, by its rules.
  const schema = useMemo(() => z.preprocess((values: MailValues) => bodyOf(values, env), saveMailSettingsBody), [env]);
  const { form, submit, pending } = useApiForm({ schema, initialValues: valuesOf(saved), write: save });
  const values = form.values;
  // Nothing to send (everything set by the environment) fails the schema's own rule, so nothing is sent.
  const send = submit((body) => save.mutateAsync(body));

  const envFields = [env.smtp_url && "CAIRN_SMTP_URL", env.from && "CAIRN_MAIL_FROM"].filter(Boolean);
  return (
    <Stack gap="lg">
      <form onSubmit={send} data-testid="mail-settings-form" noValidate>
        <Stack gap="md" maw={640}>
          {envFields.length > 0 && (
            <Alert color="blue" data-testid="mail-from-environment">
              {t("fromEnvironment", { fields: envFields.join(" and ") })}
            </Alert>
          )}
          <TextInput
            label={t("smtpUrl")}
            description={t("smtpUrlHint")}
            placeholder="smtps://mail.example.com:465"
            {...form.getInputProps("smtp_url")}
            disabled={env.smtp_url}
            autoComplete="off"
          />
          <TextInput
            label={t("username")}
            description={t("usernameHint")}
            {...form.getInputProps("username")}
            disabled={env.smtp_url}
            autoComplete="off"
          />
          <PasswordInput
            label={t("password")}
            description={saved.password_set ? t("passwordSet") : t("passwordNone")}
            placeholder={saved.password_set ? t("passwordPlaceholder") : undefined}
            {...form.getInputProps("password")}
            disabled={env.smtp_url || values.removePassword}
            autoComplete="new-password"
          />
          {saved.password_set && !env.smtp_url && (
            <Checkbox
              label={t("removePassword")}
              checked={values.removePassword}
              onChange={(e) => {
                // Field by field: setting the values at once would hide every field's message, not these two.
                form.setFieldValue("removePassword", e.currentTarget.checked);
                form.setFieldValue("password", "");
              }}
            />
          )}
          <TextInput
            label={t("from")}
            description={t("fromHint")}
            placeholder={saved.from_is_default ? saved.from : undefined}
            {...form.getInputProps("from")}
            disabled={env.from}
          />
          <SaveChanges pending={pending} />
        </Stack>
      </form>
      <TestMail enabled={saved.enabled} dirty={form.isDirty()} />
    </Stack>
  );
}

function TestMail({ enabled, dirty }: { enabled: boolean; dirty: boolean }) {
  const { t } = useTranslation("mail-settings");
  const me = useMe().data;
  const test = useSendTestMail();
  const hint = !enabled ? t("test.off") : dirty ? t("test.saveFirst") : null;
  const failure = test.error instanceof ApiError ? test.error.messages.join(" ") : test.error && String(test.error);
  return (
    <Stack gap="xs" maw={640} component="section" aria-label={t("test.heading")}>
      <Title order={3} size="h5">
        {t("test.heading")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("test.intro", { email: me?.email ?? "" })}
      </Text>
      {hint && (
        <Text size="sm" data-testid="mail-test-hint">
          {hint}
        </Text>
      )}
      <div>
        <Button variant="light" onClick={() => test.mutate()} loading={test.isPending} disabled={hint !== null}>
          {t("test.button")}
        </Button>
      </div>
      <div aria-live="polite">
        {test.isSuccess && (
          <Alert color="teal" title={t("test.sent")} data-testid="mail-test-result">
            {test.data.message}
          </Alert>
        )}
        {test.isError && (
          <Alert color="red" title={t("test.failed")} role="alert" data-testid="mail-test-result">
            {failure}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
