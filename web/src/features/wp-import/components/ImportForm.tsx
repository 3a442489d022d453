import { startWpImportBody } from "@cairn/shared/schemas/wp-import";
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { confirmAction } from "../../../components/confirm";
import { useApiForm } from "../../../components/useApiForm";
import { addressWithPassword, hasPassword } from "../address";
import { useStartImport } from "../api";

type ImportValues = {
  mysql_url: string;
  password: string;
  prefix: string;
  uploads_dir: string;
  dry_run: boolean;
  invite: boolean;
};

/** The body the values make: the password goes inside the address, an empty folder is none. */
const bodyOf = (v: ImportValues) => ({
  mysql_url: addressWithPassword(v.mysql_url, v.password),
  prefix: v.prefix.trim(),
  uploads_dir: v.uploads_dir.trim() === "" ? null : v.uploads_dir,
  dry_run: v.dry_run,
  invite: v.invite,
});
const schema = z.preprocess((values: ImportValues) => bodyOf(values), startWpImportBody);

const INITIAL: ImportValues = {
  mysql_url: "",
  password: "",
  prefix: "wp_",
  uploads_dir: "",
  // The first run a person makes should change nothing: the report says what an import would do.
  dry_run: true,
  invite: false,
};

/** The import's inputs; a real import asks first, a dry run starts at once. */
export function ImportForm({ running, onStarted }: { running: boolean; onStarted: (runId: number) => void }) {
  const { t } = useTranslation("wp-import");
  const start = useStartImport();
  const { form, submit, pending } = useApiForm({ schema, initialValues: INITIAL, write: start });
  const send = submit(async (body) => {
    if (!body.dry_run) {
      const confirmed = await confirmAction({
        title: t("form.confirmTitle"),
        message: t("form.confirmMessage"),
        confirmLabel: t("form.confirm"),
        destructive: false,
      });
      if (!confirmed) return;
    }
    const res = await start.mutateAsync(body);
    onStarted(res.data.id);
  });
  const address = form.values.mysql_url;
  return (
    <form onSubmit={send} noValidate data-testid="wp-import-form">
      <Stack gap="md" maw={640}>
        <TextInput
          label={t("form.address")}
          description={hasPassword(address) ? undefined : t("form.addressHint")}
          placeholder="mysql://wordpress@db.example.com:3306/wordpress"
          required
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("mysql_url")}
        />
        {hasPassword(address) && (
          <Alert color="orange" variant="light" data-testid="wp-import-address-password">
            {t("form.addressHasPassword")}
          </Alert>
        )}
        <PasswordInput
          label={t("form.password")}
          description={t("form.passwordHint")}
          autoComplete="off"
          {...form.getInputProps("password")}
        />
        <TextInput
          label={t("form.prefix")}
          description={t("form.prefixHint")}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("prefix")}
        />
        <TextInput
          label={t("form.uploads")}
          description={t("form.uploadsHint")}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("uploads_dir")}
        />
        <Checkbox label={t("form.dryRun")} {...form.getInputProps("dry_run", { type: "checkbox" })} />
        <Checkbox
          label={t("form.invite")}
          description={t("form.inviteHint")}
          disabled={form.values.dry_run}
          {...form.getInputProps("invite", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" loading={pending} disabled={running}>
            {t("form.start")}
          </Button>
          {running && (
            <Text size="sm" c="dimmed">
              {t("form.wait")}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
