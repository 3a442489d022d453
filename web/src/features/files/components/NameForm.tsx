import { updateFileItemBody } from "@cairn/shared/schemas/files-area";
import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../../../components/useApiForm";
import type { ItemChange } from "../api";
import { FormActions, PrivateCheckbox } from "./FormParts";

const nameBody = updateFileItemBody.pick({ title: true, private: true });

type Props = {
  label: string;
  submit: string;
  initial?: { title: string; private: boolean };
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  /** The title comes trimmed; privacy only from those who may set it. */
  onSubmit: (change: Required<Pick<ItemChange, "title">> & ItemChange) => void;
  onCancel: () => void;
  testId?: string;
};

/**
 * A name and 'Make this private.': a new folder, or an uploaded file's own name and privacy. The
 * submit stays disabled while the name is empty (spec: "submit disabled while the name is empty").
 */
export function NameForm({ label, submit, initial, canSetPrivacy, pending, error, onSubmit, onCancel, testId }: Props) {
  const { t } = useTranslation("files");
  const { form, submit: onValid } = useApiForm({
    schema: nameBody,
    initialValues: { title: initial?.title ?? "", private: initial?.private ?? false },
    write: { isPending: pending, error },
  });
  const { title, private: isPrivate } = form.values;
  const empty = title.trim() === "";
  const save = onValid((body) => {
    if (!empty) onSubmit({ title: body.title ?? "", ...(canSetPrivacy ? { private: isPrivate } : {}) });
  });
  return (
    <form onSubmit={save} data-testid={testId}>
      <Stack gap="sm">
        <TextInput label={label} withAsterisk data-autofocus {...form.getInputProps("title")} />
        <PrivateCheckbox
          show={canSetPrivacy}
          label={t("privacy")}
          checked={isPrivate}
          onChange={(checked) => form.setFieldValue("private", checked)}
        />
        <FormActions cancel={t("cancel")} submit={submit} onCancel={onCancel} pending={pending} disabled={empty} />
      </Stack>
    </form>
  );
}
