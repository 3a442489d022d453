import { Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import { useAttachmentDraft } from "../../../components/attachments/useAttachmentDraft";
import { useFieldErrors } from "../../../components/fieldErrors";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import type { DocDraft, FileItem } from "../types";
import { FormActions, PrivateCheckbox } from "./FormParts";

type Props = {
  kind: "doc" | "link";
  projectId: number;
  /** The doc or link being edited; a new one when absent. */
  item?: FileItem;
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: DocDraft) => void;
  onCancel: () => void;
};

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The document form (title, editor, files; 'Create a document' / 'Upgrade the doc') and the link form
 * 'Link to Docs' (title, url, editor as its note; 'Link' / 'Update link'), with 'Make this private.'
 * for those allowed and Cancel. Used in the create dialog and in place in the single view.
 */
export function DocForm({ kind, projectId, item, canSetPrivacy, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation("files");
  const ns = kind === "doc" ? "docForm" : "linkForm";
  const [title, setTitle] = useState(item?.title ?? "");
  const [url, setUrl] = useState(item?.url ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [isPrivate, setPrivate] = useState(item?.private ?? false);
  const [checked, setChecked] = useState(false);
  const attachments = useAttachmentDraft(item?.files.data);
  const server = useFieldErrors(error);
  const titleError = checked && title.trim() === "" ? t(`${ns}.titleRequired`) : server.error("title");
  const urlError = checked && !isWebAddress(url.trim()) ? t("linkForm.urlInvalid") : server.error("url");

  const submit = () => {
    setChecked(true);
    if (title.trim() === "" || (kind === "link" && !isWebAddress(url.trim()))) return;
    onSubmit({
      title: title.trim(),
      description,
      ...(kind === "link" ? { url: url.trim() } : {}),
      ...(canSetPrivacy ? { private: isPrivate } : {}),
      files: attachments.files,
      filesToDelete: attachments.filesToDelete,
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid={`${kind}-form`}
    >
      <Stack gap="sm">
        <TextInput
          label={t(`${ns}.title`)}
          withAsterisk
          data-autofocus
          maxLength={255}
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            server.clear("title");
          }}
          error={titleError}
        />
        {kind === "link" ? (
          <TextInput
            label={t("linkForm.url")}
            type="url"
            withAsterisk
            placeholder="https://"
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              server.clear("url");
            }}
            error={urlError}
          />
        ) : null}
        <LazyRichTextEditor
          label={t(`${ns}.description`)}
          value={description}
          onChange={setDescription}
          onSubmit={submit}
          projectId={projectId}
          testId={`${kind}-description`}
        />
        {kind === "doc" ? <FilePicker {...attachments.picker} disabled={pending} /> : null}
        <PrivateCheckbox show={canSetPrivacy} label={t("privacy")} checked={isPrivate} onChange={setPrivate} />
        <FormActions
          cancel={t("cancel")}
          submit={item ? t(`${ns}.update`) : t(`${ns}.create`)}
          onCancel={onCancel}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
