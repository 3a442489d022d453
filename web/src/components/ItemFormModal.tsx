import { Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { fieldError } from "./fieldErrors";
import { LazyRichTextEditor } from "./RichText/LazyRichTextEditor";

export type ItemBase = { title: string; description: string; privacy?: boolean };

type Props = {
  heading: string;
  projectId: number;
  initial?: { title: string; description: string; privacy: boolean };
  labels: {
    title: string;
    description: string;
    titleRequired: string;
    privacy: string;
    cancel: string;
    submit: string;
  };
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
  const { labels, initial, canSetPrivacy, pending, error } = props;
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [privacy, setPrivacy] = useState(initial?.privacy ?? false);
  const [missingTitle, setMissingTitle] = useState(false);

  const submit = () => {
    if (title.trim() === "") return setMissingTitle(true);
    props.onSubmit({ title: title.trim(), description, ...(canSetPrivacy ? { privacy } : {}) });
  };

  return (
    <Modal opened onClose={props.onClose} title={props.heading} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={labels.title}
            withAsterisk
            data-autofocus
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setMissingTitle(false);
            }}
            error={missingTitle ? labels.titleRequired : fieldError(error, "title")}
          />
          <LazyRichTextEditor
            label={labels.description}
            value={description}
            onChange={setDescription}
            onSubmit={submit}
            projectId={props.projectId}
            testId={props.descriptionTestId}
          />
          {props.children}
          {canSetPrivacy ? (
            <Checkbox label={labels.privacy} checked={privacy} onChange={(e) => setPrivacy(e.currentTarget.checked)} />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose} disabled={pending}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
