import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrors } from "../../../components/fieldErrors";
import { type NewUser, useCreateUser } from "../hooks";

const EMPTY: NewUser = { display_name: "", email: "", password: "", manager: false };

export function NewUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("users");
  return (
    <Modal opened={opened} onClose={onClose} title={t("newUser")}>
      <NewUserForm onDone={onClose} />
    </Modal>
  );
}

function NewUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("users");
  const [form, setForm] = useState<NewUser>(EMPTY);
  const create = useCreateUser();
  const errors = useFieldErrors(create.error);
  const text = (name: "display_name" | "email" | "password") => ({
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      errors.clear(name);
      setForm({ ...form, [name]: e.currentTarget.value });
    },
    error: errors.error(name),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t("form.name")} required autoComplete="off" data-autofocus {...text("display_name")} />
        <TextInput label={t("form.email")} type="email" required autoComplete="off" {...text("email")} />
        <PasswordInput
          label={t("form.password")}
          description={t("form.passwordHint")}
          required
          autoComplete="new-password"
          {...text("password")}
        />
        <Checkbox
          label={t("form.manager")}
          description={t("form.managerHint")}
          checked={form.manager}
          onChange={(e) => {
            errors.clear("manager");
            setForm({ ...form, manager: e.currentTarget.checked });
          }}
          error={errors.error("manager")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={create.isPending}>
            {t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
