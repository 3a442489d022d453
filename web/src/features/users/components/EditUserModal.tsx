import { updateUserBody } from "@cairn/shared/schemas/accounts";
import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import type { User } from "../../../api/types";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { useApiForm } from "../../../components/useApiForm";
import { type UserEdit, useUpdateUser } from "../hooks";

/** The update's rules with the two fields this form always sends. */
const editUserBody = updateUserBody.required({ display_name: true, email: true });

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
  const update = useUpdateUser(user.id);
  const initialValues: UserEdit = {
    display_name: user.display_name,
    email: user.email,
    manager: Boolean(user.manager),
  };
  const { form, submit, pending } = useApiForm({ schema: editUserBody, initialValues, write: update });
  const save = submit(async ({ manager, ...rest }) => {
    // Only the administrator sends the flag: the server refuses it from anyone else.
    await update.mutateAsync(isAdmin && !user.admin ? { ...rest, manager } : rest);
    onDone();
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <TextInput
          label={t("form.name")}
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps("display_name")}
        />
        <TextInput label={t("form.email")} type="email" required autoComplete="off" {...form.getInputProps("email")} />
        <Checkbox
          label={t("form.manager")}
          description={user.admin ? t("edit.adminIsManager") : isAdmin ? t("form.managerHint") : t("edit.adminOnly")}
          {...form.getInputProps("manager", { type: "checkbox" })}
          disabled={!isAdmin || user.admin}
        />
        <SubmitCancel
          submitLabel={t("edit.save")}
          cancelLabel={t("common:cancel")}
          pending={pending}
          onCancel={onDone}
          cancelFirst
        />
      </Stack>
    </form>
  );
}
