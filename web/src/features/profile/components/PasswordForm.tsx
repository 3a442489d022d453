import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrors } from "../../../components/fieldErrors";
import { useUpdateProfile } from "../hooks";

const EMPTY = { current: "", next: "", repeat: "" };

/** A new password with the current one; the two new entries must agree before anything is sent. */
export function PasswordForm() {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile(["current_password", "password"]);
  const [form, setForm] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const errors = useFieldErrors(update.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.next !== form.repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    update.mutate({ password: form.next, current_password: form.current }, { onSuccess: () => setForm(EMPTY) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t("password.current")}
          autoComplete="current-password"
          required
          value={form.current}
          onChange={(e) => {
            errors.clear("current_password");
            setForm({ ...form, current: e.currentTarget.value });
          }}
          error={errors.error("current_password")}
        />
        <PasswordInput
          label={t("password.new")}
          description={t("password.hint")}
          autoComplete="new-password"
          required
          value={form.next}
          onChange={(e) => {
            errors.clear("password");
            setForm({ ...form, next: e.currentTarget.value });
          }}
          error={errors.error("password")}
        />
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          value={form.repeat}
          onChange={(e) => setForm({ ...form, repeat: e.currentTarget.value })}
          error={mismatch ? t("password.mismatch") : undefined}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={update.isPending}
            disabled={update.isPending || !form.current || !form.next || !form.repeat}
          >
            {t("password.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
