import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, post, type Written } from "../../api/client";
import { useFieldErrors } from "../../components/fieldErrors";
import { toastSuccess } from "../../components/toasts";
import { AuthCard } from "./AuthCard";

/** The users feature's rule (server: the shared password schema): at least 8 characters, at most 200. */
const MIN_LENGTH = 8;

/**
 * `/set-password?token=…`: the invitation mail's page, outside the signed-in shell. The person chooses his
 * password (typed twice); the server spends the one-time token; then he signs in.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [checked, setChecked] = useState(false);
  const navigate = useNavigate();
  const set = useMutation({
    mutationFn: () => post<Written<null>>("auth/password/set", { token, password }),
    // Its refusals show in place (the link's problem above the form), so they are not toasted too.
    meta: { silent: true },
    onSuccess: (res) => {
      toastSuccess(res.message);
      void navigate("/login", { replace: true });
    },
  });
  const errors = useFieldErrors(set.error);
  const tooShort = password.length < MIN_LENGTH;
  const differs = password !== repeat;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!tooShort && !differs) set.mutate();
  };
  // The link's own problem, or a failure that names no field (the server away): said above the form.
  const failure = set.error instanceof ApiError && Object.keys(set.error.params).length === 0 ? set.error : null;
  const tokenProblem = errors.error("token") ?? failure?.messages.join(" ");
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
          <form onSubmit={submit}>
            <Stack>
              <PasswordInput
                label={t("setPassword.password")}
                description={t("setPassword.rule")}
                autoComplete="new-password"
                required
                autoFocus
                maxLength={200}
                value={password}
                onChange={(e) => {
                  errors.clear("password");
                  setPassword(e.currentTarget.value);
                }}
                error={(checked && tooShort ? t("setPassword.tooShort") : undefined) ?? errors.error("password")}
              />
              <PasswordInput
                label={t("setPassword.repeat")}
                autoComplete="new-password"
                required
                maxLength={200}
                value={repeat}
                onChange={(e) => setRepeat(e.currentTarget.value)}
                error={checked && !tooShort && differs ? t("setPassword.differs") : undefined}
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
