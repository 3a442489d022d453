import { updateProfileBody } from "@cairn/shared/schemas/accounts";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useApiForm } from "../../../components/useApiForm";
import { useUpdateProfile } from "../hooks";

/** A new password with the current one; the two new entries must agree before anything is sent. */
export function PasswordForm() {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile(["current_password", "password"]);
  // The profile's password rule, required here; the current one is the server's to judge.
  const schema = useMemo(
    () =>
      updateProfileBody
        .pick({ password: true })
        .required()
        .extend({ current_password: z.string(), repeat: z.string() })
        .refine((v) => v.password === v.repeat, { message: t("password.mismatch"), path: ["repeat"] }),
    [t],
  );
  const { form, submit, pending } = useApiForm({
    schema,
    initialValues: { current_password: "", password: "", repeat: "" },
    write: update,
  });
  const { current_password, password, repeat } = form.values;
  const save = submit(async (body) => {
    await update.mutateAsync({ password: body.password, current_password: body.current_password });
    form.reset();
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <PasswordInput
          label={t("password.current")}
          autoComplete="current-password"
          required
          {...form.getInputProps("current_password")}
        />
        <PasswordInput
          label={t("password.new")}
          description={t("password.hint")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          {...form.getInputProps("repeat")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={pending || !current_password || !password || !repeat}>
            {t("password.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
