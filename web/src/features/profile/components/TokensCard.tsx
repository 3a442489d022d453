import { TOKEN_EXPIRY_DAYS } from "@cairn/shared";
import { createTokenBody } from "@cairn/shared/schemas/accounts";
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
import { useCreateToken } from "../hooks";
import { NewTokenModal } from "./NewTokenModal";
import { TokenList } from "./TokenList";

/** Personal API tokens: the list with revoke buttons, and a form whose new token is shown once. */
export function TokensCard() {
  const { t } = useTranslation("profile");
  const create = useCreateToken();
  const [fresh, setFresh] = useState<string | null>(null);
  const { form, submit, pending } = useApiForm({
    schema: createTokenBody,
    // A month by default: a forgotten token should not work for ever.
    initialValues: { name: "", expires_in_days: 30 as number | null },
    write: create,
  });
  const save = submit(async (body) => {
    const res = await create.mutateAsync({ name: body.name, expires_in_days: body.expires_in_days ?? null });
    form.setFieldValue("name", "");
    setFresh(res.data.token);
  });
  const expiry = form.values.expires_in_days;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("tokens.intro")}
      </Text>
      {/* The server's own page (not a route of this app): a plain link, opened beside the profile. */}
      <Text size="sm">
        <Anchor href="/api/docs" target="_blank" rel="noopener" data-testid="api-docs-link">
          {t("tokens.docs")}
        </Anchor>{" "}
        <Text span c="dimmed" size="sm">
          {t("tokens.docsHint")}
        </Text>
      </Text>
      <TokenList />
      <form onSubmit={save} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t("tokens.name")}
            placeholder={t("tokens.namePlaceholder")}
            {...form.getInputProps("name")}
            maxLength={100}
            style={{ flex: "1 1 220px" }}
          />
          <Select
            label={t("tokens.expiry")}
            data={[
              ...TOKEN_EXPIRY_DAYS.map((days) => ({
                value: String(days),
                label: t("tokens.expiryDays", { count: days }),
              })),
              { value: "never", label: t("tokens.expiryNever") },
            ]}
            {...form.getInputProps("expires_in_days")}
            value={expiry === null ? "never" : String(expiry)}
            onChange={(value) => form.setFieldValue("expires_in_days", value === "never" ? null : Number(value ?? 30))}
            allowDeselect={false}
            w={140}
          />
          <Button type="submit" mt={25} loading={pending} disabled={pending || !form.values.name.trim()}>
            {t("tokens.create")}
          </Button>
        </Group>
      </form>
      <NewTokenModal token={fresh} onClose={() => setFresh(null)} />
    </Stack>
  );
}
