import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FileDropZone } from "./attachments/FileDropZone";
import { ATTACHMENTS_NS } from "./attachments/messages";
import { LazyRichTextEditor } from "./RichText/LazyRichTextEditor";
import { SubmitCancel } from "./SubmitCancel";
import { useApiForm } from "./useApiForm";

export type ItemBase = { title: string; description: string; privacy?: boolean };

type Props<Own extends Record<string, unknown>> = {
  /**
   * The feature's message namespace; it holds form.createTitle, form.editTitle, form.title,
   * form.description, form.privacy, form.cancel, form.create and form.save.
   */
  namespace: string;
  projectId: number;
  /** The item's create schema (createMilestoneBody, createDiscussionBody): its rules and messages. */
  schema: z.ZodType;
  /** The item being edited; a new one when absent. */
  item?: { title: string; description: string; meta: { privacy: boolean } };
  /** The starting values of the item's own fields, named as the schema names them. */
  own: Own;
  /** The privacy checkbox shows only to those holding the matching view_private flag (spec §5). */
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (base: ItemBase, own: Own) => void;
  onClose: () => void;
  /** Fields of the item's own, shown between the description and the privacy checkbox. */
  children?: (form: UseFormReturnType<ItemBase & Own, unknown>) => ReactNode;
  descriptionTestId?: string;
  /** Files dropped on the form or pasted into it, for an item that takes attachments (its FilePicker lists them). */
  onFiles?: (files: File[]) => void;
};

/**
 * The frame every titled item's form shares (milestones, discussions, ...): a modal with a title and
 * the item's own fields checked by its schema before sending, a rich-text description, optional privacy,
 * and Cancel / submit buttons disabled while the request runs.
 */
export function ItemFormModal<Own extends Record<string, unknown>>(props: Props<Own>) {
  const { item, canSetPrivacy, pending, error } = props;
  const { t } = useTranslation(props.namespace);
  const { form, submit } = useApiForm({
    schema: props.schema,
    initialValues: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      privacy: item?.meta.privacy ?? false,
      ...props.own,
    } as ItemBase & Own,
    write: { isPending: pending, error },
  });
  const save = submit((_body, values) => {
    const { title, description, privacy } = values;
    const own = Object.fromEntries(Object.keys(props.own).map((name) => [name, values[name]])) as Own;
    props.onSubmit({ title: title.trim(), description, ...(canSetPrivacy ? { privacy } : {}) }, own);
  });
  const description = form.getInputProps("description");
  const { t: tf } = useTranslation(ATTACHMENTS_NS);

  return (
    <Modal opened onClose={props.onClose} title={item ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form onSubmit={save}>
        <FileDropZone
          onFiles={props.onFiles ?? (() => undefined)}
          hint={tf("dropHint")}
          disabled={!props.onFiles || pending}
        >
          <Stack gap="sm">
            <TextInput label={t("form.title")} withAsterisk data-autofocus {...form.getInputProps("title")} />
            <LazyRichTextEditor
              label={t("form.description")}
              value={description.value}
              onChange={description.onChange}
              onSubmit={() => save()}
              projectId={props.projectId}
              testId={props.descriptionTestId}
              acceptsFiles={props.onFiles !== undefined}
            />
            {props.children?.(form)}
            {canSetPrivacy ? (
              <Checkbox label={t("form.privacy")} {...form.getInputProps("privacy", { type: "checkbox" })} />
            ) : null}
            <SubmitCancel
              submitLabel={item ? t("form.save") : t("form.create")}
              cancelLabel={t("form.cancel")}
              pending={pending}
              onCancel={props.onClose}
              cancelFirst
            />
          </Stack>
        </FileDropZone>
      </form>
    </Modal>
  );
}
