import { setPasswordBody } from "@cairn/shared/schemas/accounts";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { ApiError, post, type Written } from "../../api/client";
import { toastSuccess } from "../../components/toasts";
import { refusalErrors, useApiForm } from "../../components/useApiForm";
import { AuthCard } from "./AuthCard";

/**
 * `/set-password?token=…`: the invitation mail's page, outside the signed-in shell. The person chooses his
 * password (typed twice); the server spends the one-time token; then he signs in.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const set = useMutation({
    mutationFn: (body: { token: string; password: string }) => post<Written<null>>("auth/password/set", body),
    // Its refusals show in place (the link's problem above the form), so they are not toasted too.
    meta: { silent: true },
    onSuccess: (res) => {
      toastSuccess(res.message);
      void navigate("/login", { replace: true });
    },
  });
  // The server's rule for the password, then the two entries agreeing (checked once the password passes).
  const schema = useMemo(
    () =>
      setPasswordBody
        .extend({ repeat: z.string() })
        .refine((v) => v.password === v.repeat, { message: t("setPassword.differs"), path: ["repeat"] }),
    [t],
  );
  const { form, submit } = useApiForm({ schema, initialValues: { token, password: "", repeat: "" }, write: set });
  // The link's own problem, or a failure that names no field (the server away): said above the form.
  const failure = set.error instanceof ApiError && Object.keys(set.error.params).length === 0 ? set.error : null;
  const tokenProblem = refusalErrors(set.error).token ?? failure?.messages.join(" ");
  return (
    <AuthCard title={t("setPassword.title")}>
      {!token ? (
        <Alert color="red" title={t("setPassword.noTokenTitle")}>
          {t("setPassword.noToken")}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("setPassword.intro")}
          </Text>
          {tokenProblem && (
            <Alert color="red" title={t("setPassword.linkProblem")}>
              {tokenProblem}
            </Alert>
          )}
          <form onSubmit={submit(({ password }) => set.mutateAsync({ token, password }))}>
            <Stack>
              <PasswordInput
                label={t("setPassword.password")}
                description={t("setPassword.rule")}
                autoComplete="new-password"
                required
                autoFocus
                maxLength={200}
                {...form.getInputProps("password")}
              />
              <PasswordInput
                label={t("setPassword.repeat")}
                autoComplete="new-password"
                required
                maxLength={200}
                {...form.getInputProps("repeat")}
              />
              <Button type="submit" loading={set.isPending} disabled={set.isPending}>
                {t("setPassword.submit")}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t("setPassword.toSignIn")}
      </Anchor>
    </AuthCard>
  );
}
