import { setupBody } from "@cairn/shared/schemas/accounts";
import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { post, type Written } from "../../api/client";
import { setSignedInUser } from "../../api/me";
import type { Me } from "../../api/types";
import { type BodyOf, useApiForm } from "../../components/useApiForm";
import { AuthCard } from "./AuthCard";

const FORM_FIELDS = ["setup_code", "display_name", "email", "password"] as const;

export default function SetupPage() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setup = useMutation({
    mutationFn: (body: BodyOf<typeof setupBody>) => post<Written<Me>>("auth/setup", body),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: async (res) => {
      await setSignedInUser(queryClient, res.data);
      queryClient.setQueryData(["auth", "setup"], false);
      void navigate("/projects", { replace: true });
    },
  });
  const { form, submit } = useApiForm({
    schema: setupBody,
    initialValues: { setup_code: "", display_name: "", email: "", password: "" },
    write: setup,
  });
  const field = (name: (typeof FORM_FIELDS)[number]) => form.getInputProps(name);
  return (
    <AuthCard title={t("setupTitle")}>
      <Text size="sm" c="dimmed">
        {t("setupIntro")}
      </Text>
      <form onSubmit={submit((body) => setup.mutateAsync(body))}>
        <Stack>
          <TextInput
            label={t("setupCode")}
            description={t("setupCodeHint")}
            placeholder="XXXX-XXXX-XXXX"
            required
            autoComplete="off"
            spellCheck={false}
            autoFocus
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.1em" } }}
            {...field("setup_code")}
          />
          <TextInput label={t("name")} required autoComplete="name" {...field("display_name")} />
          <TextInput label={t("email")} type="email" required autoComplete="username" {...field("email")} />
          <PasswordInput label={t("password")} required autoComplete="new-password" {...field("password")} />
          <Button type="submit" loading={setup.isPending} disabled={setup.isPending}>
            {t("createAdmin")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
