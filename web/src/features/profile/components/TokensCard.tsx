import { TOKEN_EXPIRY_DAYS } from "@cairn/shared";
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useCreateToken } from "../hooks";
import { NewTokenModal } from "./NewTokenModal";
import { TokenList } from "./TokenList";

/** Personal API tokens: the list with revoke buttons, and a form whose new token is shown once. */
export function TokensCard() {
  const { t } = useTranslation("profile");
  const create = useCreateToken();
  const [name, setName] = useState("");
  // A month by default: a forgotten token should not work for ever.
  const [expiry, setExpiry] = useState<string>("30");
  const [fresh, setFresh] = useState<string | null>(null);
  const errors = useFieldErrors(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), expires_in_days: expiry === "never" ? null : Number(expiry) },
      {
        onSuccess: (res) => {
          setName("");
          setFresh(res.data.token);
        },
      },
    );
  };
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
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t("tokens.name")}
            placeholder={t("tokens.namePlaceholder")}
            value={name}
            onChange={(e) => {
              errors.clear("name");
              setName(e.currentTarget.value);
            }}
            error={errors.error("name")}
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
            value={expiry}
            onChange={(value) => {
              errors.clear("expires_in_days");
              setExpiry(value ?? "30");
            }}
            error={errors.error("expires_in_days")}
            allowDeselect={false}
            w={140}
          />
          <Button type="submit" mt={25} loading={create.isPending} disabled={create.isPending || !name.trim()}>
            {t("tokens.create")}
          </Button>
        </Group>
      </form>
      <NewTokenModal token={fresh} onClose={() => setFresh(null)} />
    </Stack>
  );
}
