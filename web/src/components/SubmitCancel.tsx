import { Button, Group } from "@mantine/core";

type Props = {
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** The modals put Cancel first, at the right; inline forms put Submit first. */
  cancelFirst?: boolean;
};

/** A form's submit and cancel buttons: a spinner on submit, both disabled while the request runs. */
export function SubmitCancel({ submitLabel, cancelLabel, pending, onCancel, cancelFirst = false }: Props) {
  const submit = (
    <Button type="submit" loading={pending} disabled={pending}>
      {submitLabel}
    </Button>
  );
  const cancel = (
    <Button variant="default" onClick={onCancel} disabled={pending}>
      {cancelLabel}
    </Button>
  );
  return cancelFirst ? (
    <Group justify="flex-end" gap="xs">
      {cancel}
      {submit}
    </Group>
  ) : (
    <Group gap="sm">
      {submit}
      {cancel}
    </Group>
  );
}
