import { forgotPasswordBody } from "@cairn/shared/schemas/accounts";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { post, type Written } from "../../api/client";
import { useApiForm } from "../../components/useApiForm";
import { serverText } from "../../i18n/server-texts";
import { AuthCard } from "./AuthCard";

/**
 * `/forgot-password`: the person types his e-mail and gets the server's answer, the same whether or not an
 * account has it; the mail's link opens the set-password page.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const ask = useMutation({
    mutationFn: (body: { email: string }) => post<Written<null>>("auth/password/forgot", body),
    // The answer shows in place, not as a toast that would vanish.
    meta: { silent: true },
  });
  const { form, submit } = useApiForm({ schema: forgotPasswordBody, initialValues: { email: "" }, write: ask });
  return (
    <AuthCard title={t("forgot.title")}>
      {ask.isSuccess ? (
        <Alert
          color="gray"
          icon={<IconMailCheck size={18} aria-hidden />}
          title={t("forgot.sentTitle")}
          data-testid="forgot-answer"
          role="status"
        >
          {serverText(ask.data.message)}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("forgot.intro")}
          </Text>
          <form onSubmit={submit((body) => ask.mutateAsync(body))} noValidate>
            <Stack>
              <TextInput
                label={t("email")}
                type="email"
                autoComplete="username"
                required
                autoFocus
                {...form.getInputProps("email")}
              />
              <Button type="submit" loading={ask.isPending} disabled={ask.isPending}>
                {t("forgot.submit")}
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
