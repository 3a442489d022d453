import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import { type License, useLicenseWrites } from "../api";

/** E-mail and key, checked for emptiness before sending; the server's refusal is shown as it says it. */
export function ActivationForm({ license }: { license?: License }) {
  const { t } = useTranslation("license");
  const { activate } = useLicenseWrites();
  const [email, setEmail] = useState(license?.email ?? "");
  const [key, setKey] = useState("");
  const [missing, setMissing] = useState(false);
  const once = useSingleSubmit();
  const busy = activate.isPending || activate.isSuccess;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const empty = !email.trim() || !key.trim();
    setMissing(empty);
    if (empty) return;
    void once(async () => {
      await activate.mutateAsync({ email: email.trim(), key: key.trim() });
      window.location.reload();
    });
  };
  const refusal =
    activate.error instanceof ApiError ? activate.error.messages : activate.error ? [activate.error.message] : [];
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate data-testid="license-form">
        <Stack gap="md">
          {license?.message && (
            <Text size="sm" c="dimmed">
              {license.message}
            </Text>
          )}
          {missing && (
            <Alert color="red" role="alert">
              {t("required")}
            </Alert>
          )}
          {!missing && refusal.length > 0 && (
            <Alert color="red" role="alert" title={t("refused")}>
              {refusal.join(" ")}
            </Alert>
          )}
          <TextInput
            label={t("email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Textarea
            label={t("key")}
            description={t("keyHint")}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
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
