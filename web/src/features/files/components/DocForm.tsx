import { createFileItemBody } from "@cairn/shared/schemas/files-area";
import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import { useAttachmentDraft } from "../../../components/attachments/useAttachmentDraft";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import { useApiForm } from "../../../components/useApiForm";
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

/**
 * The document form (title, editor, files; 'Create a document' / 'Update the doc') and the link form
 * 'Link to Docs' (title, url, editor as its note; 'Link' / 'Update link'), with 'Make this private.'
 * for those allowed and Cancel. Used in the create dialog and in place in the single view.
 */
export function DocForm({ kind, projectId, item, canSetPrivacy, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation("files");
  const ns = kind === "doc" ? "docForm" : "linkForm";
  const attachments = useAttachmentDraft(item?.files.data);
  // The create schema holds a doc and a link to their kind's rules (a title; for a link a web address). An edit
  // is held to the same: the update's schema takes each field as optional, but the form keeps what it edits.
  const { form, submit } = useApiForm({
    schema: createFileItemBody,
    initialValues: {
      type: kind,
      title: item?.title ?? "",
      url: item?.url ?? "",
      description: item?.description ?? "",
      private: item?.private ?? false,
    },
    write: { isPending: pending, error },
  });
  const save = submit((body, values) =>
    onSubmit({
      title: body.title ?? "",
      description: values.description,
      ...(kind === "link" ? { url: body.url ?? "" } : {}),
      ...(canSetPrivacy ? { private: values.private } : {}),
      files: attachments.files,
      filesToDelete: attachments.filesToDelete,
    }),
  );
  const description = form.getInputProps("description");

  return (
    <form onSubmit={save} data-testid={`${kind}-form`}>
      <Stack gap="sm">
        <TextInput
          label={t(`${ns}.title`)}
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps("title")}
        />
        {kind === "link" ? (
          <TextInput
            label={t("linkForm.url")}
            type="url"
            withAsterisk
            placeholder="https://"
            {...form.getInputProps("url")}
          />
        ) : null}
        <LazyRichTextEditor
          label={t(`${ns}.description`)}
          value={description.value}
          onChange={description.onChange}
          onSubmit={() => save()}
          projectId={projectId}
          testId={`${kind}-description`}
        />
        {kind === "doc" ? <FilePicker {...attachments.picker} disabled={pending} /> : null}
        <PrivateCheckbox
          show={canSetPrivacy}
          label={t("privacy")}
          checked={form.values.private}
          onChange={(checked) => form.setFieldValue("private", checked)}
        />
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
