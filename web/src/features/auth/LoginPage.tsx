import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { type Item, post } from "../../api/client";
import type { Me } from "../../api/types";
import { fieldError } from "../../components/fieldErrors";
import { AuthCard } from "./AuthCard";
import { meKey } from "./useMe";

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useMutation({
    mutationFn: () => post<Item<Me>>("auth/login", { email, password }),
    onSuccess: (res) => {
      queryClient.setQueryData(meKey, res.data);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from !== "/login" ? from : "/projects", { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  return (
    <AuthCard title={t("signInTitle")}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t("email")}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError(login.error, "email")}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label={t("password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError(login.error, "password")}
          />
          <Button type="submit" loading={login.isPending} disabled={login.isPending}>
            {t("signIn")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
