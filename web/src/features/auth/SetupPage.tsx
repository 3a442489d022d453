import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { post, type Written } from "../../api/client";
import { meKey } from "../../api/me";
import type { Me } from "../../api/types";
import { fieldError } from "../../components/fieldErrors";
import { AuthCard } from "./AuthCard";

const FORM_FIELDS = ["setup_code", "display_name", "email", "password"] as const;

export default function SetupPage() {
  const { t } = useTranslation("auth");
  const [form, setForm] = useState({ setup_code: "", display_name: "", email: "", password: "" });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setup = useMutation({
    mutationFn: () => post<Written<Me>>("auth/setup", form),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: (res) => {
      queryClient.setQueryData(meKey, res.data);
      queryClient.setQueryData(["auth", "setup"], false);
      void navigate("/projects", { replace: true });
    },
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: fieldError(setup.error, name),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setup.mutate();
  };
  return (
    <AuthCard title={t("setupTitle")}>
      <Text size="sm" c="dimmed">
        {t("setupIntro")}
      </Text>
      <form onSubmit={submit}>
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
