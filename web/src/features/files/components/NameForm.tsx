import { Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import type { ItemChange } from "../api";
import { FormActions, PrivateCheckbox } from "./FormParts";

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
  const [title, setTitle] = useState(initial?.title ?? "");
  const [isPrivate, setPrivate] = useState(initial?.private ?? false);
  const empty = title.trim() === "";
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) onSubmit({ title: title.trim(), ...(canSetPrivacy ? { private: isPrivate } : {}) });
      }}
      data-testid={testId}
    >
      <Stack gap="sm">
        <TextInput
          label={label}
          withAsterisk
          data-autofocus
          maxLength={255}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fieldError(error, "title")}
        />
        <PrivateCheckbox show={canSetPrivacy} label={t("privacy")} checked={isPrivate} onChange={setPrivate} />
        <FormActions cancel={t("cancel")} submit={submit} onCancel={onCancel} pending={pending} disabled={empty} />
      </Stack>
    </form>
  );
}
