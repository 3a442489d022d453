import { SETTINGS_MESSAGES } from "@cairn/shared";
import { licenseActivationBody } from "@cairn/shared/schemas/license";
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { useApiForm } from "../../../components/useApiForm";
import { serverText } from "../../../i18n/server-texts";
import { type License, useLicenseWrites } from "../api";

type ActivationField = (typeof licenseActivationBody.shape)["email" | "key"];

/** A field the server requires in its service rather than its schema, with the spec's one message for either. */
const given = (field: ActivationField) => field.unwrap().unwrap().min(1, SETTINGS_MESSAGES.licenseEmpty);

/** The activation body as the server holds it, both fields required (checked before sending). */
const activationBody = licenseActivationBody.extend({
  email: given(licenseActivationBody.shape.email),
  key: given(licenseActivationBody.shape.key),
});

/** E-mail and key, checked before sending; the server's refusal is shown as it says it. */
export function ActivationForm({ license }: { license?: License }) {
  const { t } = useTranslation("license");
  const { activate } = useLicenseWrites();
  // After a success the page reloads: the button stays off until it has.
  const busy = activate.isPending || activate.isSuccess;
  const { form, submit } = useApiForm({
    schema: activationBody,
    initialValues: { email: license?.email ?? "", key: "" },
    write: { isPending: busy, error: activate.error },
  });
  const send = submit(async (body) => {
    await activate.mutateAsync(body);
    window.location.reload();
  });
  // The spec says a missing field once, for the whole form; the server's refusal is said above the fields too.
  // The form's checks speak the reader's language (useApiForm), so the spec's message is compared in it too.
  const empty = serverText(SETTINGS_MESSAGES.licenseEmpty);
  const missing = Object.values(form.errors).includes(empty);
  const refusal = missing
    ? []
    : activate.error instanceof ApiError
      ? activate.error.messages
      : activate.error
        ? [activate.error.message]
        : [];
  /** A field's message, unless the alert says it already: the field is then only marked. */
  const errorOf = (field: "email" | "key") => {
    const message = form.errors[field];
    if (typeof message !== "string") return message;
    return message === empty || refusal.includes(message) ? true : message;
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={send} noValidate data-testid="license-form">
        <Stack gap="md">
          {license?.message && (
            <Text size="sm" c="dimmed">
              {serverText(license.message)}
            </Text>
          )}
          {missing && (
            <Alert color="red" role="alert">
              {t("required")}
            </Alert>
          )}
          {refusal.length > 0 && (
            <Alert color="red" role="alert" title={t("refused")}>
              {refusal.join(" ")}
            </Alert>
          )}
          <TextInput
            label={t("email")}
            type="email"
            autoComplete="email"
            {...form.getInputProps("email")}
            error={errorOf("email")}
          />
          <Textarea
            label={t("key")}
            description={t("keyHint")}
            {...form.getInputProps("key")}
            error={errorOf("key")}
            autosize
            minRows={2}
            maxRows={6}
            spellCheck={false}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={busy}>
              {t("activate")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
