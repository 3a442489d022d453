import type { loginBody } from "@cairn/shared/schemas/accounts";
import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { type Item, post } from "../../api/client";
import { setSignedInUser } from "../../api/me";
import type { Me } from "../../api/types";
import { useApiForm } from "../../components/useApiForm";
import { BrandLogo } from "../general-settings/components/BrandLogo";
import { landingPath } from "../general-settings/landing";
import { AuthCard } from "./AuthCard";

type LoginBody = z.output<typeof loginBody>;

const FORM_FIELDS = ["email", "password"] as const;

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useMutation({
    mutationFn: (body: LoginBody) => post<Item<Me>>("auth/login", body),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: async (res) => {
      await setSignedInUser(queryClient, res.data);
      const from = (location.state as { from?: string } | null)?.from;
      // A page the visitor was sent here from wins; else the 'Front-end page' setting decides.
      const fromPage = from && from !== "/login" && from !== "/" ? from : null;
      void navigate(fromPage ?? (await landingPath(queryClient)), { replace: true });
    },
  });
  // No schema here: zod would push the first screen over its budget (useApiForm). The inputs are required.
  const { form, submit } = useApiForm<z.ZodType<LoginBody>>({
    initialValues: { email: "", password: "" },
    write: login,
  });
  return (
    <AuthCard title={t("signInTitle")} header={<BrandLogo height={56} centered />}>
      <form onSubmit={submit((body) => login.mutateAsync(body))}>
        <Stack>
          <TextInput
            label={t("email")}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps("email")}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            label={t("password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" loading={login.isPending} disabled={login.isPending}>
            {t("signIn")}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t("forgotLink")}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
