import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import type { User } from "../../../api/types";
import { useFieldErrors } from "../../../components/fieldErrors";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { type UserEdit, useUpdateUser } from "../hooks";

/** Name, e-mail and, for the administrator only, the global-manager flag of one person. */
export function EditUserModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation("users");
  return (
    <Modal opened={user !== null} onClose={onClose} title={t("edit.title")}>
      {user && <EditUserForm user={user} onDone={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation("users");
  const isAdmin = useMe().data?.capabilities.admin ?? false;
  const [form, setForm] = useState<UserEdit>({
    display_name: user.display_name,
    email: user.email,
    manager: Boolean(user.manager),
  });
  const update = useUpdateUser(user.id);
  const errors = useFieldErrors(update.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only the administrator sends the flag: the server refuses it from anyone else.
    const { manager, ...rest } = form;
    update.mutate(isAdmin && !user.admin ? { ...rest, manager } : rest, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("form.name")}
          required
          autoComplete="off"
          data-autofocus
          value={form.display_name}
          onChange={(e) => {
            errors.clear("display_name");
            setForm({ ...form, display_name: e.currentTarget.value });
          }}
          error={errors.error("display_name")}
        />
        <TextInput
          label={t("form.email")}
          type="email"
          required
          autoComplete="off"
          value={form.email}
          onChange={(e) => {
            errors.clear("email");
            setForm({ ...form, email: e.currentTarget.value });
          }}
          error={errors.error("email")}
        />
        <Checkbox
          label={t("form.manager")}
          description={user.admin ? t("edit.adminIsManager") : isAdmin ? t("form.managerHint") : t("edit.adminOnly")}
          checked={Boolean(form.manager)}
          disabled={!isAdmin || user.admin}
          onChange={(e) => {
            errors.clear("manager");
            setForm({ ...form, manager: e.currentTarget.checked });
          }}
          error={errors.error("manager")}
        />
        <SubmitCancel
          submitLabel={t("edit.save")}
          cancelLabel={t("common:cancel")}
          pending={update.isPending}
          onCancel={onDone}
          cancelFirst
        />
      </Stack>
    </form>
  );
}
