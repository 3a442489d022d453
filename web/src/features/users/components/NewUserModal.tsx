import { createUserBody } from "@cairn/shared/schemas/accounts";
import { Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
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
  const create = useCreateUser();
  const { form, submit, pending } = useApiForm({ schema: createUserBody, initialValues: EMPTY, write: create });
  const text = (name: "display_name" | "email" | "password") => form.getInputProps(name);
  const save = submit(async (body) => {
    await create.mutateAsync({ ...body, manager: body.manager ?? false });
    onDone();
  });
  return (
    <form onSubmit={save} noValidate>
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
          {...form.getInputProps("manager", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
