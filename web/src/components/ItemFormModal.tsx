import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "./fieldErrors";
import { LazyRichTextEditor } from "./RichText/LazyRichTextEditor";
import { SubmitCancel } from "./SubmitCancel";

export type ItemBase = { title: string; description: string; privacy?: boolean };

type Props = {
  /**
   * The feature's message namespace; it holds form.createTitle, form.editTitle, form.title,
   * form.description, form.titleRequired, form.privacy, form.cancel, form.create and form.save.
   */
  namespace: string;
  projectId: number;
  /** The item being edited; a new one when absent. */
  item?: { title: string; description: string; meta: { privacy: boolean } };
  /** The privacy checkbox shows only to those holding the matching view_private flag (spec §5). */
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (base: ItemBase) => void;
  onClose: () => void;
  /** Fields of the item's own, shown between the description and the privacy checkbox. */
  children?: ReactNode;
  descriptionTestId?: string;
};

/**
 * The frame every titled item's form shares (milestones, discussions, ...): a modal with a required
 * title checked before sending, a rich-text description, optional privacy, and Cancel / submit
 * buttons disabled while the request runs.
 */
export function ItemFormModal(props: Props) {
  const { item, canSetPrivacy, pending, error } = props;
  const { t } = useTranslation(props.namespace);
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [privacy, setPrivacy] = useState(item?.meta.privacy ?? false);
  const [missingTitle, setMissingTitle] = useState(false);

  const submit = () => {
    if (title.trim() === "") return setMissingTitle(true);
    props.onSubmit({ title: title.trim(), description, ...(canSetPrivacy ? { privacy } : {}) });
  };

  return (
    <Modal opened onClose={props.onClose} title={item ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("form.title")}
            withAsterisk
            data-autofocus
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setMissingTitle(false);
            }}
            error={missingTitle ? t("form.titleRequired") : fieldError(error, "title")}
          />
          <LazyRichTextEditor
            label={t("form.description")}
            value={description}
            onChange={setDescription}
            onSubmit={submit}
            projectId={props.projectId}
            testId={props.descriptionTestId}
          />
          {props.children}
          {canSetPrivacy ? (
            <Checkbox
              label={t("form.privacy")}
              checked={privacy}
              onChange={(e) => setPrivacy(e.currentTarget.checked)}
            />
          ) : null}
          <SubmitCancel
            submitLabel={item ? t("form.save") : t("form.create")}
            cancelLabel={t("form.cancel")}
            pending={pending}
            onCancel={props.onClose}
            cancelFirst
          />
        </Stack>
      </form>
    </Modal>
  );
}
