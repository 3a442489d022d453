import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
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
  const [fresh, setFresh] = useState<string | null>(null);
  const errors = useFieldErrors(create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (res) => {
        setName("");
        setFresh(res.data.token);
      },
    });
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("tokens.intro")}
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
          <Button type="submit" mt={25} loading={create.isPending} disabled={create.isPending || !name.trim()}>
            {t("tokens.create")}
          </Button>
        </Group>
      </form>
      <NewTokenModal token={fresh} onClose={() => setFresh(null)} />
    </Stack>
  );
}
